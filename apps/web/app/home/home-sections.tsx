import { Link } from 'react-router';
import type { Home as HomeData } from '@cicerone/core/contracts/catalog';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { ChipLinks } from '../lib/page/chip-links.tsx';

/** The home page's sections below the search: rendered by the server, their code loaded after the page's own. */
export { TourGrid } from '../catalog/tour-card.tsx';
export { ReviewList } from '../catalog/review-list.tsx';
export function FeaturedCities({ cities }: { cities: Pick<HomeData['featuredCities'][number], 'slug' | 'nameTranslated' | 'country' | 'image' | 'toursCount'>[] }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <section className="section" aria-labelledby="cities-title">
      <h2 id="cities-title" className="section-title">
        {t('home.featuredCities')}
      </h2>
      <ul className="city-grid">
        {cities.map((city) => (
          <li key={city.slug}>
            <Link className="city-tile" to={sitePath(pagePaths.city(city.slug))}>
              {city.image ? (
                <img src={city.image} alt="" width={400} height={260} loading="lazy" decoding="async" />
              ) : (
                <span className="city-tile-placeholder" aria-hidden="true" />
              )}
              <span className="city-tile-text">
                <span className="city-tile-name">{city.nameTranslated}</span>
                <span className="city-tile-meta small">
                  {city.country} · {t('places.toursCount', { count: city.toursCount })}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Categories({ categories }: { categories: Pick<HomeData['categories'][number], 'slug' | 'title'>[] }) {
  return <ChipLinks links={categories.map((category) => ({ path: pagePaths.category(category.slug), label: category.title }))} />;
}

export function Claims({ claims }: { claims: HomeData['claims'] }) {
  const { t } = useI18n();
  const items = [
    t('claims.bookings', { count: claims.bookingsPerYear }),
    t('claims.destinations', { count: claims.destinations }),
    t('claims.guides', { count: claims.guides }),
    t('claims.agencies', { count: claims.partnerAgencies }),
    t('claims.rating', { rating: claims.rating }),
  ];
  return (
    <section className="section" aria-labelledby="claims-title">
      <h2 id="claims-title" className="section-title">
        {t('home.claimsTitle')}
      </h2>
      <ul className="claims">
        {items.map((claim) => (
          <li key={claim} className="claim">
            {claim}
          </li>
        ))}
      </ul>
    </section>
  );
}
