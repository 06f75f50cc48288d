import { Link } from 'react-router';
import { pagePaths } from '@cicerone/core/page-paths';
import { sitePage } from '../lib/page/site-page.server.ts';
import { Breadcrumb } from '../catalog/breadcrumb.tsx';
import { PlaceList } from '../catalog/place-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/zones';
import '../catalog/catalog.css';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, t } = sitePage(args);
  const continents = await services.reference.listContinents(locale);
  const zones = await Promise.all(continents.map((continent) => services.catalog.continentData(continent.slug, locale).catch(() => null)));
  return {
    zones: zones
      .filter((zone) => zone !== null)
      .map((zone) => ({ slug: zone.continent.slug, name: zone.continent.nameTranslated, toursCount: zone.toursCount, countries: zone.countries }))
      .sort((a, b) => a.name.localeCompare(b.name, locale.slice(0, 2))),
    meta: { path: '/zones', title: t('places.zones.title'), description: t('places.zones.description') },
  };
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Search by zone (requirements §screens.catalogue /zones): every continent with its countries that have tours. */
export default function Zones({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <div className="section places-page">
      <Breadcrumb items={[{ label: t('places.zones.title') }]} />
      <h1 className="page-title">{t('places.zones.title')}</h1>
      <p className="place-lead">{t('places.zones.description')}</p>
      <div className="zones">
        {loaderData.zones.map((zone) => (
          <section key={zone.slug} className="zone" aria-labelledby={`zone-${zone.slug}`}>
            <h2 id={`zone-${zone.slug}`} className="zone-title">
              <Link to={sitePath(pagePaths.continent(zone.slug))}>{zone.name}</Link>
            </h2>
            <p className="small muted">{t('places.toursCount', { count: zone.toursCount })}</p>
            {zone.countries.length > 0 ? (
              <PlaceList places={zone.countries} pathOf={pagePaths.country} />
            ) : (
              <p className="muted">{t('places.noCountries')}</p>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
