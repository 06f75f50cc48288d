import { Link } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite, useSitePath } from '../site/site-data.ts';
import { useMenuLists } from '../site/reference-lists.ts';
import { companyLinks, giftLinks, serviceLinks, tourLinks, type MenuLink } from './menu-links.ts';

/** The wide Menu's four columns: tour types, top destinations, services and the company pages. */
export default function WideMenuPanel() {
  const { t } = useI18n();
  const site = useSite();
  const { categories, cities } = useMenuLists(site.locale);
  const sitePath = useSitePath();
  const translated = (links: readonly MenuLink[]) => links.map((link) => ({ path: link.path, label: t(link.label) }));
  const columns = [
    {
      heading: t('shell.menu.toursHeading'),
      links: [...translated(tourLinks), ...categories.map((category) => ({ path: pagePaths.category(category.slug), label: category.title }))],
    },
    { heading: t('shell.menu.destinationsHeading'), links: cities.map((city) => ({ path: pagePaths.city(city.slug), label: city.name })) },
    { heading: t('shell.menu.servicesHeading'), links: translated([...serviceLinks, ...giftLinks]) },
    { heading: t('shell.menu.companyHeading'), links: translated(companyLinks) },
  ];
  return (
    <div className="wide-grid">
      {columns.map((column) => (
        <section key={column.heading} className="menu-column" aria-label={column.heading}>
          <p className="menu-heading">{column.heading}</p>
          <ul className="menu-list">
            {column.links.map((link) => (
              <li key={link.path}>
                <Link className="menu-item" to={sitePath(link.path)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
