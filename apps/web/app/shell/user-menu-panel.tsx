import { Form, Link } from 'react-router';
import { canContactManager, canOpenGuideDashboard, roles } from '@cicerone/core/roles';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath, type ShellUser } from '../site/site-data.ts';
import { ThemeToggle } from './theme-toggle.tsx';
import { CoinBalance } from '../lib/format/coin-value.tsx';

/** The user dropdown's content: name, role, coins, and the links requirements §screens.redeem lists, each only for the roles it serves. */
export default function UserMenuPanel({ user }: { user: ShellUser }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const name = `${user.firstName} ${user.lastName}`.trim();
  const roleName = user.isPro ? t('shell.user.agent') : t(`shell.user.role.${user.role}`);
  const links: { path: string; label: string; show: boolean }[] = [
    { path: '/account', label: 'shell.user.account', show: true },
    { path: '/contact-pro', label: 'shell.user.contactManager', show: canContactManager(user) },
    { path: '/bookings', label: 'shell.user.bookings', show: true },
    { path: '/guide-missions', label: 'shell.user.guideDashboard', show: canOpenGuideDashboard(user) },
    { path: '/redeem', label: 'shell.menu.redeem', show: true },
    { path: '/my-gift-cards', label: 'account.nav.giftCards', show: true },
    { path: '/quote', label: 'shell.user.quote', show: true },
    { path: '/favourite-tours', label: 'shell.user.favourites', show: true },
    { path: '/admin/business-accounts', label: 'shell.user.backOffice', show: user.role <= roles.admin },
  ];
  return (
    <>
      <div className="user-summary">
        <p className="panel-title">{name}</p>
        <p className="muted">{roleName}</p>
        <p>
          <CoinBalance coins={user.coins} />
        </p>
      </div>
      <ul className="menu-list">
        {links
          .filter((link) => link.show)
          .map((link) => (
            <li key={link.path}>
              <Link className="menu-item" to={sitePath(link.path)}>
                {t(link.label)}
              </Link>
            </li>
          ))}
        <li>
          <ThemeToggle withLabel />
        </li>
        <li>
          <Link className="menu-item" to={sitePath('/faq')}>
            {t('shell.user.faq')}
          </Link>
        </li>
        <li>
          <Form method="post" action={sitePath('/logout')}>
            <button type="submit" className="menu-item">
              {t('shell.user.logout')}
            </button>
          </Form>
        </li>
      </ul>
    </>
  );
}
