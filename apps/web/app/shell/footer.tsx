import { Link } from 'react-router';
import { company } from '@cicerone/core/company';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Logo } from './logo.tsx';
import { CompanyAddress } from './company-address.tsx';
import { companyLinks, giftLinks, partnerLinks, tourLinks, type MenuLink } from './menu-links.ts';

/** Footer: company contact details, social links, the site map's main entries (requirements §screens.shell) and the newsletter's subscription. */
export function Footer() {
  const { t } = useI18n();
  const site = useSite();
  const sitePath = useSitePath();
  const list = (links: readonly MenuLink[]) => (
    <ul className="footer-list">
      {links.map((link) => (
        <li key={link.path}>
          <Link to={sitePath(link.path)}>{t(link.label)}</Link>
        </li>
      ))}
    </ul>
  );

  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <section className="footer-brand">
          <Logo />
          <p className="muted">{t('shell.footer.tagline')}</p>
          <h2 className="footer-heading">{t('shell.footer.followUs')}</h2>
          <ul className="social-list">
            {site.socialNetworks.map((network) => (
              <li key={network.name}>
                <a href={network.url} rel="noopener noreferrer" target="_blank">
                  {network.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className="footer-heading">{t('shell.footer.discoverHeading')}</h2>
          {list([...tourLinks, ...giftLinks, ...partnerLinks])}
        </section>
        <section>
          <h2 className="footer-heading">{t('shell.footer.companyHeading')}</h2>
          {list(companyLinks)}
        </section>
        <section>
          <h2 className="footer-heading">{t('shell.footer.contactHeading')}</h2>
          <CompanyAddress className="footer-address" />
          <Link to={sitePath('/contact')}>{t('shell.header.contact')}</Link>
          <h2 className="footer-heading" id="footer-newsletter">
            {t('newsletter.footer.title')}
          </h2>
          <p className="muted">{t('newsletter.footer.intro')}</p>
          {/* A plain HTML form on purpose: no script on every page for it. The newsletter page answers
              it (a confirmation link goes out), or shows the address again to correct. */}
          <form method="post" action={sitePath('/newsletter')} className="footer-newsletter" aria-labelledby="footer-newsletter">
            <label className="visually-hidden" htmlFor="footer-newsletter-email">
              {t('newsletter.footer.email')}
            </label>
            <input id="footer-newsletter-email" name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} required />
            <button type="submit" className="button button-secondary">
              {t('newsletter.submit')}
            </button>
          </form>
        </section>
      </div>
      <p className="footer-legal muted">
        {t('shell.footer.rights', { year: site.year })} · {t('shell.footer.registration', { number: company.registration })}
        {/* Prices in another currency than the catalogue's are converted: say with which day's rates (requirements §back-office.settings). */}
        {site.ratesNote ? (
          <>
            {' · '}
            <span className="footer-rates">{site.ratesNote}</span>
          </>
        ) : null}
      </p>
    </footer>
  );
}
