import { NavLink } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import './admin.css';

/** The back office's pages, one link each; the current one is marked for screen readers and the eye. */
const adminPages = [
  { path: '/admin/business-accounts', label: 'admin.nav.businessAccounts' },
  { path: '/admin/bank-transfers', label: 'admin.nav.bankTransfers' },
  { path: '/admin/gift-cards', label: 'admin.nav.giftCards' },
  { path: '/admin/guides', label: 'admin.nav.guides' },
  { path: '/admin/payouts', label: 'admin.nav.payouts' },
  { path: '/admin/missions', label: 'admin.nav.missions' },
  { path: '/admin/quotes', label: 'admin.nav.quotes' },
  { path: '/admin/newsletter', label: 'admin.nav.newsletter' },
  { path: '/admin/cruise-lines', label: 'admin.nav.cruises' },
  { path: '/admin/support', label: 'admin.nav.support' },
  { path: '/admin/reviews', label: 'admin.nav.reviews' },
] as const;

export function AdminNav() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      <ul>
        {adminPages.map((page) => (
          <li key={page.path}>
            <NavLink to={sitePath(page.path)} end>
              {t(page.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
