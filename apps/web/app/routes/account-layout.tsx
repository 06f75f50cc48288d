import { Outlet } from 'react-router';
import { AccountNav } from '../accounts/account-pages/account-nav.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSite } from '../site/site-data.ts';
import type { Route } from './+types/account-layout';
import '../catalog/catalog.css';
import '../accounts/account-pages/account-pages.css';

/** The frame of the account pages (requirements §screens.account): who is logged in, the account's pages, and the page. */
export default function AccountLayout() {
  const { t } = useI18n();
  const { user } = useSite();
  return (
    <div className="section account-layout">
      <aside className="account-aside">
        <p className="account-kicker">
          <span className="small muted">{t('account.nav.kicker')}</span>
          {user ? <strong className="account-name">{`${user.firstName} ${user.lastName}`.trim()}</strong> : null}
        </p>
        <AccountNav />
      </aside>
      <div className="account-content">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
