import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { categoryPath, cityPath, companyLinks, giftLinks, serviceLinks, tourLinks, type MenuLink } from './menu-links.ts';

/** The wide Menu dropdown: tour types, top destinations, services and the company pages, in four columns. */
export function WideMenu() {
  const { t } = useI18n();
  const site = useSite();
  const sitePath = useSitePath();
  const column = (heading: string, links: MenuLink[]) => (
    <section className="menu-column" aria-label={heading}>
      <p className="menu-heading">{heading}</p>
      <ul className="menu-list">
        {links.map((link) => (
          <li key={link.path}>
            <Link className="menu-item" to={sitePath(link.path)}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
  const translated = (links: readonly MenuLink[]) => links.map((link) => ({ path: link.path, label: t(link.label) }));

  return (
    <Dropdown label={t('shell.header.menu')} className="wide-menu" panelClassName="wide-panel">
      {() => (
        <div className="wide-grid">
          {column(t('shell.menu.toursHeading'), [
            ...translated(tourLinks),
            ...site.categories.map((category) => ({ path: categoryPath(category.slug), label: category.title })),
          ])}
          {column(
            t('shell.menu.destinationsHeading'),
            site.featuredCities.map((city) => ({ path: cityPath(city.slug), label: city.name })),
          )}
          {column(t('shell.menu.servicesHeading'), translated([...serviceLinks, ...giftLinks]))}
          {column(t('shell.menu.companyHeading'), translated(companyLinks))}
        </div>
      )}
    </Dropdown>
  );
}
