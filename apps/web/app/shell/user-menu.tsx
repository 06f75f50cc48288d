import { Suspense } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import type { ShellUser } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icons.tsx';

const UserMenuPanel = lazyPanel('user-menu', () => import('./user-menu-panel.tsx'));

/** The logged-in user's dropdown (requirements §screens.shell). */
export default function UserMenu({ user }: { user: ShellUser }) {
  const { t } = useI18n();
  const name = `${user.firstName} ${user.lastName}`.trim();
  return (
    <Dropdown
      align="end"
      ariaLabel={t('shell.user.menuLabel', { name })}
      label={
        <>
          <Icon name="user" />
          <span className="user-first-name">{user.firstName}</span>
        </>
      }
      panelClassName="user-panel"
    >
      {() => (
        <Suspense fallback={null}>
          <UserMenuPanel user={user} />
        </Suspense>
      )}
    </Dropdown>
  );
}
