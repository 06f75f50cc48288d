import { Suspense, useRef, useState } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icons.tsx';

const MobileSearchPanel = lazyPanel('mobile-search', () => import('./mobile-search-panel.tsx'));

/** Full-screen search on phones (requirements §screens.catalogue), a modal dialog whose form loads on first open. */
export function MobileSearch() {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        className="icon-button"
        aria-label={t('shell.mobile.search')}
        onClick={() => {
          setOpened(true);
          dialog.current?.showModal();
        }}
      >
        <Icon name="search" />
      </button>
      <dialog ref={dialog} className="overlay" aria-labelledby="mobile-search-title">
        <div className="overlay-head">
          <h2 id="mobile-search-title" className="overlay-title">
            {t('shell.search.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('shell.search.close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        {opened ? (
          <Suspense fallback={null}>
            <MobileSearchPanel close={close} />
          </Suspense>
        ) : null}
      </dialog>
    </>
  );
}
