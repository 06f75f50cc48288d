import { pagePaths } from '@cicerone/core/page-paths';
import { cardsOf } from '../catalog/card-data.server.ts';
import { sitePage, orNotFound, requireCanonicalSlug } from '../lib/page/site-page.server.ts';
import { PlaceHeader, PlaceList } from '../catalog/place-header.tsx';
import { countryIntro } from '../catalog/place-intro.ts';
import { TourGrid } from '../catalog/tour-card.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/country';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, currency, t } = sitePage(args);
  const slug = requireCanonicalSlug(args, args.params.slug, pagePaths.country);
  const place = await orNotFound(services.catalog.countryData(slug, locale), locale);
  const tours = await services.catalog.toursByCountry(place.country.id, { language: locale, currency });
  const name = place.country.nameTranslated;
  // An editor's entry in the reader's language speaks for the page; one in English does not.
  const own = place.content && place.content.language === place.content.requestedLanguage ? place.content.data : null;
  return {
    place,
    intro: own ? undefined : countryIntro(t, name),
    tours: await cardsOf(args.context, tours, locale),
    meta: {
      path: pagePaths.country(slug),
      title: t('places.country.title', { name }),
      description: own?.summary || t('places.country.description', { name, count: place.toursCount }),
      image: tours[0]?.image?.path,
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** A country (requirements §screens.catalogue /country/{slug}): introduction, its cities with tours, and its most popular tours. */
export default function Country({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { place, tours, intro } = loaderData;
  const name = place.country.nameTranslated;
  return (
    <div className="section places-page">
      <PlaceHeader
        title={t('places.country.title', { name })}
        crumbs={[{ label: place.continent.nameTranslated, path: pagePaths.continent(place.continent.slug) }, { label: name }]}
        content={place.content}
        intro={intro}
      >
        <p className="muted">{t('places.toursCount', { count: place.toursCount })}</p>
      </PlaceHeader>
      <section aria-labelledby="cities-title">
        <h2 id="cities-title" className="section-title">
          {t('places.country.cities', { name })}
        </h2>
        {place.cities.length > 0 ? <PlaceList places={place.cities} pathOf={pagePaths.city} /> : <p className="muted">{t('places.noCities')}</p>}
      </section>
      <section aria-labelledby="tours-title" className="places-tours">
        <h2 id="tours-title" className="section-title">
          {t('places.country.tours', { name })}
        </h2>
        {tours.length > 0 ? <TourGrid tours={tours} /> : <p className="muted">{t('places.country.noTours')}</p>}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
