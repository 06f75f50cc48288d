import { Link } from 'react-router';
import type { Home as HomeData } from '@cicerone/core/contracts/catalog';
import { pagePaths } from '@cicerone/core/page-paths';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { ChipLinks } from '../lib/page/chip-links.tsx';
import { ReviewList, type ShownReview } from '../catalog/review-list.tsx';
import { TourGrid, type ListedTour } from '../catalog/tour-card.tsx';

/** What the home page shows below the search (routes/home.tsx's loader keeps these fields only). */
export interface HomeShowcase {
  featuredCities: Pick<HomeData['featuredCities'][number], 'slug' | 'nameTranslated' | 'country' | 'image' | 'toursCount'>[];
  featuredTours: ListedTour[];
  categories: Pick<HomeData['categories'][number], 'slug' | 'title'>[];
  reviews: ShownReview[];
  claims: HomeData['claims'];
}

/**
 * The home page's sections below the search: written by the server into the document, which the browser
 * keeps as it is (routes/home.tsx); rendered in the browser only when a navigation brings home's data.
 */
export default function HomeSections({ home }: { home: HomeShowcase }) {
  const { t } = useI18n();
  return (
    <>
      <FeaturedCities cities={home.featuredCities} />
      {home.featuredTours.length > 0 && (
        <section className="section" aria-labelledby="tours-title">
          <div className="section-head">
            <h2 id="tours-title" className="section-title">
              {t('home.featuredTours')}
            </h2>
            <AllToursLink />
          </div>
          <TourGrid tours={home.featuredTours} layout="rail" />
        </section>
      )}
      <section className="section" aria-labelledby="categories-title">
        <h2 id="categories-title" className="section-title">
          {t('home.categories')}
        </h2>
        <Categories categories={home.categories} />
      </section>
      <Claims claims={home.claims} />
      {home.reviews.length > 0 && (
        <section className="section" aria-labelledby="reviews-title">
          <h2 id="reviews-title" className="section-title">
            {t('home.reviews')}
          </h2>
          <ReviewList reviews={home.reviews} showTour layout="grid" />
        </section>
      )}
    </>
  );
}

function AllToursLink() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <Link className="section-link" to={sitePath('/tours')}>
      {t('home.allTours')}
    </Link>
  );
}

function FeaturedCities({ cities }: { cities: HomeShowcase['featuredCities'] }) {
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

function Categories({ categories }: { categories: HomeShowcase['categories'] }) {
  return <ChipLinks links={categories.map((category) => ({ path: pagePaths.category(category.slug), label: category.title }))} />;
}

function Claims({ claims }: { claims: HomeData['claims'] }) {
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
