import { Suspense } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { Dropdown } from './dropdown.tsx';

// Loaded on first open, like every panel: the first page load carries only the header's buttons.
const WideMenuPanel = lazyPanel('wide-menu', () => import('./wide-menu-panel.tsx'));

/** The wide Menu dropdown (requirements §screens.shell). */
export function WideMenu() {
  const { t } = useI18n();
  return (
    <Dropdown label={t('shell.header.menu')} className="wide-menu" panelClassName="wide-panel">
      {() => (
        <Suspense fallback={null}>
          <WideMenuPanel />
        </Suspense>
      )}
    </Dropdown>
  );
}
