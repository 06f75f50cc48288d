import { pagePaths } from '@cicerone/core/page-paths';
import { sitePage, orNotFound, requireCanonicalSlug } from '../lib/page/site-page.server.ts';
import { PlaceHeader, PlaceList } from '../catalog/place-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/continent';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, t } = sitePage(args);
  const slug = requireCanonicalSlug(args, args.params.slug, pagePaths.continent);
  const place = await orNotFound(services.catalog.continentData(slug, locale), locale);
  const name = place.continent.nameTranslated;
  return {
    place,
    meta: {
      path: pagePaths.continent(slug),
      title: t('places.continent.title', { name }),
      description: (place.content?.language === place.content?.requestedLanguage ? place.content?.data.summary : '') || t('places.continent.description', { name, count: place.toursCount }),
    },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** A continent (requirements §screens.catalogue /continent/{slug}): its introduction and its countries with tours. */
export default function Continent({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { place } = loaderData;
  const name = place.continent.nameTranslated;
  return (
    <div className="section places-page">
      <PlaceHeader title={t('places.continent.title', { name })} crumbs={[{ label: t('places.zones.title'), path: '/zones' }, { label: name }]} content={place.content}>
        <p className="muted">{t('places.toursCount', { count: place.toursCount })}</p>
      </PlaceHeader>
      <section aria-labelledby="countries-title">
        <h2 id="countries-title" className="section-title">
          {t('places.continent.countries', { name })}
        </h2>
        {place.countries.length > 0 ? <PlaceList places={place.countries} pathOf={pagePaths.country} /> : <p className="muted">{t('places.noCountries')}</p>}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
