import { Suspense, useId, useState, type ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { canContactManager, canOpenGuideDashboard } from '@cicerone/core/roles';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { companyLinks, giftLinks, partnerLinks, serviceLinks, tourLinks, type MenuLink } from './menu-links.ts';
import { CoinBalance } from '../lib/format/coin-value.tsx';
import { PreferencesPanel } from './picker.tsx';
import { useMenuLists } from '../site/reference-lists.ts';
import { ThemeToggle } from './theme-toggle.tsx';

type TabKey = 'tours' | 'guideDashboard' | 'contact' | 'quote' | 'partners' | 'account' | 'bookings' | 'gift' | 'more';

/** The drawer's tabs of requirements §screens.guide-dashboard; the guide dashboard tab only for roles 1–3. */
export default function MobileMenuPanel({ close }: { close: () => void }) {
  const { t } = useI18n();
  const site = useSite();
  const { categories } = useMenuLists(site.locale);
  const sitePath = useSitePath();
  const id = useId();
  const [tab, setTab] = useState<TabKey>('tours');

  const links = (list: readonly MenuLink[]) => list.map((link) => ({ path: link.path, label: t(link.label) }));
  const panels: Record<TabKey, { path: string; label: string }[] | 'more'> = {
    tours: [...links(tourLinks), ...categories.map((category) => ({ path: pagePaths.category(category.slug), label: category.title }))],
    guideDashboard: [{ path: '/guide-missions', label: t('shell.user.guideDashboard') }],
    // The manager's form only for those who may write there (requirements §roles.access: business accounts and guides).
    contact: [{ path: '/contact', label: t('shell.header.contact') }, ...(canContactManager(site.user) ? [{ path: '/contact-pro', label: t('shell.user.contactManager') }] : [])],
    quote: links(serviceLinks),
    partners: links(partnerLinks),
    account: site.user
      ? [
          { path: '/account', label: t('shell.user.account') },
          { path: '/favourite-tours', label: t('shell.user.favourites') },
          { path: '/redeem', label: t('shell.menu.redeem') },
          { path: '/my-gift-cards', label: t('account.nav.giftCards') },
        ]
      : [{ path: '/login', label: t('shell.header.login') }],
    bookings: [{ path: '/bookings', label: t('shell.user.bookings') }],
    gift: links(giftLinks),
    more: 'more',
  };
  const tabs = (Object.keys(panels) as TabKey[]).filter((key) => key !== 'guideDashboard' || canOpenGuideDashboard(site.user));
  const panel = panels[tab];
  const linkList = (items: { path: string; label: string }[], last?: ReactNode) => (
    <ul className="menu-list">
      {items.map((link) => (
        <li key={link.path}>
          <Link className="menu-item" to={sitePath(link.path)}>
            {link.label}
          </Link>
        </li>
      ))}
      {last ? <li>{last}</li> : null}
    </ul>
  );

  return (
    <>
      <div role="tablist" aria-label={t('shell.mobile.tabs')} className="drawer-tabs">
        {tabs.map((key, index) => (
          <button
            key={key}
            id={`${id}-${key}`}
            type="button"
            role="tab"
            className="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            onClick={() => setTab(key)}
            onKeyDown={(event) => {
              const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
              if (!step) return;
              const next = tabs[(index + step + tabs.length) % tabs.length] as TabKey;
              setTab(next);
              document.getElementById(`${id}-${next}`)?.focus();
            }}
          >
            {t(`shell.mobile.tab.${key}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="drawer-panel">
        {panel === 'more' ? (
          <>
            {linkList(links(companyLinks))}
            <ThemeToggle withLabel />
            <Suspense fallback={null}>
              <PreferencesPanel onChoose={close} />
            </Suspense>
          </>
        ) : (
          <>
            {tab === 'account' && site.user ? (
              // The phone's only place for the balance the desktop's user dropdown shows (requirements §screens.shell).
              <p className="drawer-coins">
                <CoinBalance coins={site.user.coins} />
              </p>
            ) : null}
            {linkList(
            panel,
            // The phone's only way to log out: the desktop user menu, which has it, is hidden below 768 px.
            tab === 'account' && site.user ? (
              <Form method="post" action={sitePath('/logout')}>
                <button type="submit" className="menu-item">
                  {t('shell.user.logout')}
                </button>
              </Form>
            ) : null,
            )}
          </>
        )}
      </div>
    </>
  );
}
