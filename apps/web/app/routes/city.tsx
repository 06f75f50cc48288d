import { Link } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { cardsOf } from '../catalog/card-data.server.ts';
import { sitePage, orNotFound, requireCanonicalSlug } from '../lib/page/site-page.server.ts';
import { PlaceHeader } from '../catalog/place-header.tsx';
import { cityIntro } from '../catalog/place-intro.ts';
import { RatingStars } from '../catalog/rating-stars.tsx';
import { TourGrid } from '../catalog/tour-card.tsx';
import { emptyTourSearch, toursPath } from '../catalog/tour-search.ts';
import { toursQueryOf } from '../catalog/tour-search.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/city';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const slug = requireCanonicalSlug(args, args.params.slug, pagePaths.city);
  const [place, list] = await Promise.all([
    orNotFound(services.catalog.cityData(slug, locale), locale),
    // The first page of the tour list of this city: its most popular tours.
    services.catalog.listTours(toursQueryOf({ ...emptyTourSearch, city: slug }, locale, currency)).catch(() => null),
  ]);
  const name = place.city.nameTranslated;
  // An editor's entry in the reader's language speaks for the page; one in English does not.
  const own = place.content && place.content.language === place.content.requestedLanguage ? place.content.data : null;
  return {
    place,
    intro: own ? undefined : cityIntro(t, { city: name, country: place.country.nameTranslated }),
    tours: await cardsOf(args.context, list?.tours ?? [], locale),
    meta: {
      path: pagePaths.city(slug),
      title: t('places.city.title', { name }),
      description: own?.summary || t('places.city.description', { name, country: place.country.nameTranslated, count: place.toursCount }),
      image: list?.tours[0]?.image?.path,
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** A city (requirements §screens.catalogue /city/{slug}): introduction, rating of its tours, and its most popular tours. */
export default function City({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { place, tours, intro } = loaderData;
  const name = place.city.nameTranslated;
  return (
    <div className="section places-page">
      <PlaceHeader
        title={t('places.city.title', { name })}
        crumbs={[
          { label: place.continent.nameTranslated, path: pagePaths.continent(place.continent.slug) },
          { label: place.country.nameTranslated, path: pagePaths.country(place.country.slug) },
          { label: name },
        ]}
        content={place.content}
        intro={intro}
      >
        <p className="place-rating">
          <RatingStars rating={place.rating} count={place.totalReviews} />
          {place.totalReviews > 0 && <Link to={sitePath(pagePaths.cityReviews(place.city.slug))}>{t('places.city.readReviews')}</Link>}
        </p>
      </PlaceHeader>
      <section aria-labelledby="tours-title" className="places-tours">
        <div className="section-head">
          <h2 id="tours-title" className="section-title">
            {t('places.city.tours', { name })}
          </h2>
          {place.toursCount > tours.length && (
            <Link className="section-link" to={sitePath(toursPath({ ...emptyTourSearch, city: place.city.slug }))}>
              {t('places.city.allTours', { count: place.toursCount })}
            </Link>
          )}
        </div>
        {tours.length > 0 ? <TourGrid tours={tours} eagerCount={0} /> : <p className="muted">{t('tours.empty.title')}</p>}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
