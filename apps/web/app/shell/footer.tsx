import { Link } from 'react-router';
import { company } from '@cicerone/core/company';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Logo } from './logo.tsx';
import { companyLinks, giftLinks, partnerLinks, tourLinks, type MenuLink } from './menu-links.ts';

/** Footer: company contact details, social links and the site map's main entries (spec §1). */
export function Footer() {
  const { t, tag } = useI18n();
  const site = useSite();
  const sitePath = useSitePath();
  const countryName = new Intl.DisplayNames([tag], { type: 'region' }).of(company.countryIso2);
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
          <address className="footer-address">
            <strong>{company.name}</strong>
            <span>{company.street}</span>
            <span>
              {company.postalCode} {company.city}, {countryName}
            </span>
            <span>
              {t('shell.footer.phone')}: <a href={`tel:${company.phone.replaceAll(' ', '')}`}>{company.phone}</a>
            </span>
            <span>
              {t('shell.footer.email')}: <a href={`mailto:${company.email}`}>{company.email}</a>
            </span>
          </address>
          <Link to={sitePath('/contact')}>{t('shell.header.contact')}</Link>
        </section>
      </div>
      <p className="footer-legal muted">
        {t('shell.footer.rights', { year: site.year })} · {t('shell.footer.registration', { number: company.registration })}
      </p>
    </footer>
  );
}
