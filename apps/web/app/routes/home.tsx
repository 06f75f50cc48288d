import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { cardsOf, shownReview } from '../catalog/card-data.server.ts';
import { sitePage } from '../lib/page/site-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';
import { Icon } from '../shell/icons.tsx';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import * as Sections from '../home/home-sections.tsx';
import type { Route } from './+types/home';
import '../catalog/catalog.css';

// Everything below the search is rendered by the server in the page; in the browser its code loads after
// the page's own and React hydrates it when it arrives (the server HTML stays as it is meanwhile), which
// keeps home's first-load JavaScript in its budget. The server imports it directly so it never suspends;
// the browser build drops that import (import.meta.env.SSR is false there).
const sections = () => import('../home/home-sections.tsx');
const TourGrid = import.meta.env.SSR ? Sections.TourGrid : lazy(async () => ({ default: (await sections()).TourGrid }));
const ReviewList = import.meta.env.SSR ? Sections.ReviewList : lazy(async () => ({ default: (await sections()).ReviewList }));
const FeaturedCities = import.meta.env.SSR ? Sections.FeaturedCities : lazy(async () => ({ default: (await sections()).FeaturedCities }));
const Categories = import.meta.env.SSR ? Sections.Categories : lazy(async () => ({ default: (await sections()).Categories }));
const Claims = import.meta.env.SSR ? Sections.Claims : lazy(async () => ({ default: (await sections()).Claims }));

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const showcase = await services.catalog.home({ language: locale, currency });
  // What the sections render, and only that (catalog/card-data.server.ts says why).
  const home = {
    featuredCities: showcase.featuredCities.map(({ slug, nameTranslated, country, image, toursCount }) => ({ slug, nameTranslated, country, image, toursCount })),
    featuredTours: await cardsOf(args.context, showcase.featuredTours),
    categories: showcase.categories.map(({ slug, title }) => ({ slug, title })),
    reviews: showcase.reviews.map((review) => shownReview(review, true)),
    claims: showcase.claims,
  };
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
      <Suspense>
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
      </Suspense>
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
            // The tour list's URL model loads with the list's code; a search is worth that wait, the first paint is not.
            void import('../catalog/tour-search.ts').then(({ emptyTourSearch, toursPath }) => navigate(sitePath(toursPath({ ...emptyTourSearch, q: text }))));
          }}
        >
          <CityAutocomplete name="q" value={text} onValueChange={setText} onSelect={(city) => navigate(sitePath(pagePaths.city(city.slug)))} />
          <button type="submit" className="button button-primary hero-search-button">
            <Icon name="search" size={18} />
            {t('shell.search.submit')}
          </button>
        </form>
      </div>
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
