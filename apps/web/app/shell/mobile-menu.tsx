import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icons.tsx';

const MobileMenuPanel = lazyPanel('mobile-menu', () => import('./mobile-menu-panel.tsx'));

/** The phone menu drawer (requirements §screens.shell): a modal dialog, so focus stays inside and Escape closes it. */
export function MobileMenu() {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const location = useLocation();
  useEffect(() => dialog.current?.close(), [location.pathname, location.search]);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.mobile.openMenu')}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <Icon name="menu" />
      </button>
      <dialog ref={dialog} className="overlay drawer" aria-label={t('shell.header.menu')}>
        <div className="overlay-head">
          <p className="overlay-title">{t('shell.header.menu')}</p>
          <button type="button" className="icon-button" aria-label={t('shell.mobile.closeMenu')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {opened ? (
          <Suspense fallback={null}>
            <MobileMenuPanel close={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
