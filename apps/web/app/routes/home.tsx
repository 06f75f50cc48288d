import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { cardsOf, shownReview } from '../catalog/card-data.server.ts';
import { forDocumentOnly } from '../lib/page/server-island.server.ts';
import { ServerIsland } from '../lib/page/server-island.tsx';
import { sitePage } from '../lib/page/site-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { PlaceOrTourSearch } from '../shell/place-or-tour-search.tsx';
import { Icon } from '../shell/icons.tsx';
import { noticeMeta } from '../lib/page/notice-meta.ts';
import { useSitePath } from '../site/site-data.ts';
import type { HomeShowcase } from '../home/home-sections.tsx';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import type { Route } from './+types/home';
import '../catalog/catalog-cards.css';

// Everything below the search is the server's: the document carries it as HTML only, and the browser keeps
// it as written (lib/page/server-island.tsx), so neither its data, nor its code, nor its messages are in the
// page's first load. A navigation to home brings the data; the sections' code and messages load then, as a
// panel's do (the server writes them with the whole catalogue).
const HomeSections = lazyPanel('home-sections', () => import('../home/home-sections.tsx'));
// What the kept sections' links and hearts do, loaded once the page has hydrated.
const HomeIsland = lazy(() => import('../home/home-island.tsx'));

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const showcase = await services.catalog.home({ language: locale, currency });
  // What the sections render, and only that (catalog/card-data.server.ts says why).
  const home: HomeShowcase = {
    featuredCities: showcase.featuredCities.map(({ slug, nameTranslated, country, image, toursCount }) => ({ slug, nameTranslated, country, image, toursCount })),
    featuredTours: await cardsOf(args.context, showcase.featuredTours, locale),
    categories: showcase.categories.map(({ slug, title }) => ({ slug, title })),
    reviews: showcase.reviews.map((review) => shownReview(review, true)),
    claims: showcase.claims,
  };
  return { home: forDocumentOnly(args, 'home', home), meta: { path: '/', title: t('home.metaTitle'), description: t('meta.defaultDescription') } };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Home: search by city, featured destinations and tours, tour types, what travellers say, and the claims of requirements §product.claims */
export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ServerIsland id="home" data={loaderData.home} behaviour={HomeIsland}>
        {(home) => (
          <Suspense>
            <HomeSections home={home} />
          </Suspense>
        )}
      </ServerIsland>
    </>
  );
}

/** The search: choosing a place or a tour opens its page; searching opens the tour list of the tours the text finds. */
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
          <PlaceOrTourSearch
            name="q"
            value={text}
            onValueChange={setText}
            onSelect={(suggestion) => navigate(sitePath(suggestion.kind === 'city' ? pagePaths.city(suggestion.city.slug) : pagePaths.tour(suggestion.slug)))}
          />
          <button type="submit" className="button button-primary hero-search-button">
            <Icon name="search" size={18} />
            {t('shell.search.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}

// Home's first load has no room (decision 0037): the notice's code loads when home fails, as its destinations do.
const RouteErrorNotice = lazy(() => import('../lib/page/notice-page.tsx').then((module) => ({ default: module.RouteErrorNotice })));

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <Suspense fallback={null}>
      <RouteErrorNotice error={error} />
    </Suspense>
  );
}
