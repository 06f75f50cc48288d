import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Home as HomeData } from '@cicerone/core/contracts/catalog';
import { catalogPage } from '../catalog/catalog-page.server.ts';
import { placePaths } from '../catalog/place-paths.ts';
import { ReviewList } from '../catalog/review-list.tsx';
import { TourGrid } from '../catalog/tour-card.tsx';
import { emptyTourSearch, toursPath } from '../catalog/tour-search.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';
import { Icon } from '../shell/icons.tsx';
import { categoryPath } from '../shell/menu-links.ts';
import { noticeMeta, RouteErrorNotice } from '../shell/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/home';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = catalogPage(args);
  const home = await services.catalog.home({ language: locale, currency });
  return { home, meta: { path: '/', title: t('home.metaTitle'), description: t('meta.defaultDescription') } };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Home: search by city, featured destinations and tours, tour types, what travellers say, and the claims of spec §1. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { home } = loaderData;
  return (
    <>
      <Hero />
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

/** The city search: choosing a city opens its page; searching opens the tour list (by city, or by the text). */
function Hero() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  return (
    <section className="hero">
      <div className="hero-inner">
        <h1>{t('home.title')}</h1>
        <p className="hero-subtitle">{t('home.subtitle')}</p>
        <form
          className="hero-search"
          role="search"
          method="get"
          action={sitePath('/tours')}
          aria-label={t('home.searchTitle')}
          onSubmit={(event) => {
            event.preventDefault();
            navigate(sitePath(toursPath({ ...emptyTourSearch, q: text })));
          }}
        >
          <CityAutocomplete name="q" value={text} onValueChange={setText} onSelect={(city) => navigate(sitePath(placePaths.city(city.slug)))} />
          <button type="submit" className="button button-primary hero-search-button">
            <Icon name="search" size={18} />
            {t('shell.search.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}

function FeaturedCities({ cities }: { cities: HomeData['featuredCities'] }) {
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
            <Link className="city-tile" to={sitePath(placePaths.city(city.slug))}>
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

function Categories({ categories }: { categories: HomeData['categories'] }) {
  const sitePath = useSitePath();
  return (
    <ul className="chip-list">
      {categories.map((category) => (
        <li key={category.slug}>
          <Link className="chip" to={sitePath(categoryPath(category.slug))}>
            {category.title}
          </Link>
        </li>
      ))}
    </ul>
  );
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

function AllToursLink() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <Link className="section-link" to={sitePath('/tours')}>
      {t('home.allTours')}
    </Link>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
