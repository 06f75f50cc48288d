import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { canOpenGuideDashboard } from '@cicerone/core/roles';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSite, useSitePath } from '../../site/site-data.ts';

/** The account's pages, in the order of requirements §screens.account; payment methods (how a guide is paid) only for roles 1–3. */
const pages = [
  { path: '/account', label: 'account.nav.information' },
  { path: '/account-password', label: 'account.nav.password' },
  { path: '/my-addresses', label: 'account.nav.addresses' },
  { path: '/account-billing', label: 'account.nav.payoutMethods', guidesOnly: true },
  { path: '/login-history', label: 'account.nav.loginHistory' },
  { path: '/favourite-tours', label: 'account.nav.favourites' },
  { path: '/bookings', label: 'account.nav.bookings' },
  { path: '/redeem', label: 'account.nav.coins' },
  { path: '/my-gift-cards', label: 'account.nav.giftCards' },
  { path: '/my-quotes', label: 'account.nav.quotes' },
] as const;

/** A side column on wide screens, a row of tabs that scrolls sideways on phones. */
export function AccountNav() {
  const { t } = useI18n();
  const { user } = useSite();
  const sitePath = useSitePath();
  // Link and useLocation rather than NavLink: react-router's code shares the shell's chunk, and NavLink
  // would add to every page's first load for these seven links.
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const hydrating = useRef(true);
  // On phones the tabs scroll sideways: bring the current page's tab into view. Not when the page
  // hydrates after the visitor has already scrolled the row (the code comes after the first paint):
  // the tab under their finger would move away as they tap it.
  useEffect(() => {
    const tabs = list.current;
    const current = tabs?.querySelector<HTMLElement>('[aria-current="page"]');
    const scrolledByVisitor = hydrating.current && tabs !== null && tabs.scrollLeft !== 0;
    hydrating.current = false;
    if (tabs && current && !scrolledByVisitor) tabs.scrollLeft = current.offsetLeft - 20;
  }, [pathname]);
  return (
    <nav className="account-nav" aria-label={t('account.nav.label')}>
      <ul className="account-nav-list" ref={list}>
        {pages
          .filter((page) => !('guidesOnly' in page) || canOpenGuideDashboard(user))
          .map((page) => (
            <li key={page.path}>
              <Link to={sitePath(page.path)} className="account-nav-link" aria-current={pathname === sitePath(page.path) ? 'page' : undefined}>
                {t(page.label)}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
