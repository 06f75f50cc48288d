import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { CartMenu } from './cart-menu.tsx';
import { Icon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { MobileSearch } from './mobile-search.tsx';
import { Picker } from './picker.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { WideMenu } from './wide-menu.tsx';
import { WorkWithUs } from './work-with-us.tsx';

// Only people who are logged in need the user menu's code.
const UserMenu = lazy(() => import('./user-menu.tsx'));

/** Sticky header (requirements §screens.shell): the desktop bar from 768 px, the compact mobile bar below. */
export function Header() {
  const { t } = useI18n();
  const { user } = useSite();
  const sitePath = useSitePath();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('shell.skipToContent')}
      </a>
      <div className="header-bar">
        <Link to={sitePath('/')} className="logo-link" aria-label={t('shell.header.home')}>
          <Logo />
        </Link>
        <nav className="desktop-nav" aria-label={t('shell.header.mainNavigation')}>
          <Link className="nav-link" to={sitePath('/tours')}>
            {t('shell.header.tours')}
          </Link>
          <Link className="nav-link" to={sitePath('/contact')}>
            {t('shell.header.contact')}
          </Link>
          <WorkWithUs />
          <WideMenu />
        </nav>
        <div className="header-actions">
          <div className="desktop-only">
            <Picker />
          </div>
          <div className="desktop-only">
            <ThemeToggle />
          </div>
          <div className="mobile-only">
            <MobileSearch />
          </div>
          <CartMenu />
          <div className="desktop-only">
            {user ? (
              <Suspense fallback={null}>
                <UserMenu user={user} />
              </Suspense>
            ) : (
              <Link className="button button-primary login-link" to={sitePath('/login')}>
                <Icon name="user" size={18} />
                {t('shell.header.login')}
              </Link>
            )}
          </div>
          <div className="mobile-only">
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}
