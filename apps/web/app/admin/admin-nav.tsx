import { NavLink } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';

/**
 * The back office's pages in four groups, one link each; the current one is marked for screen
 * readers and the eye. A page's own list (a tour, a user) keeps its group's link marked too.
 */
const adminGroups = [
  {
    label: 'admin.nav.groupOperations',
    pages: [
      { path: '/admin', label: 'admin.nav.dashboard', end: true },
      { path: '/admin/bookings', label: 'admin.nav.bookings' },
      { path: '/admin/bank-transfers', label: 'admin.nav.bankTransfers' },
      { path: '/admin/refunds', label: 'admin.nav.refunds' },
      { path: '/admin/quotes', label: 'admin.nav.quotes' },
      { path: '/admin/support', label: 'admin.nav.support' },
      { path: '/admin/gift-cards', label: 'admin.nav.giftCards' },
    ],
  },
  {
    label: 'admin.nav.groupPeople',
    pages: [
      { path: '/admin/users', label: 'admin.nav.users' },
      { path: '/admin/business-accounts', label: 'admin.nav.businessAccounts' },
      { path: '/admin/guides', label: 'admin.nav.guides' },
      { path: '/admin/missions', label: 'admin.nav.missions' },
      { path: '/admin/payouts', label: 'admin.nav.payouts' },
      { path: '/admin/reviews', label: 'admin.nav.reviews' },
      { path: '/admin/newsletter', label: 'admin.nav.newsletter' },
    ],
  },
  {
    label: 'admin.nav.groupCatalogue',
    pages: [
      { path: '/admin/tours', label: 'admin.nav.tours' },
      { path: '/admin/places', label: 'admin.nav.places' },
      { path: '/admin/cruise-lines', label: 'admin.nav.cruises' },
    ],
  },
  {
    label: 'admin.nav.groupSettings',
    pages: [
      { path: '/admin/settings', label: 'admin.nav.settings' },
      { path: '/admin/promo-codes', label: 'admin.nav.promoCodes' },
      { path: '/admin/audit-log', label: 'admin.nav.auditLog' },
    ],
  },
] as const;

export function AdminNav() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <nav className="admin-nav" aria-label={t('admin.nav.label')}>
      {adminGroups.map((group) => (
        <section key={group.label} className="admin-nav-group" aria-label={t(group.label)}>
          <h2 className="admin-nav-heading">{t(group.label)}</h2>
          <ul>
            {group.pages.map((page) => (
              <li key={page.path}>
                <NavLink to={sitePath(page.path)} end={'end' in page}>
                  {t(page.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
