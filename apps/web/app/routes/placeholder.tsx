import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Locale } from '@cicerone/core/locales';
import { translatorFor } from '../i18n/catalog.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { cityPath } from '../shell/menu-links.ts';
import { useSite, useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/placeholder';

/**
 * Pages of spec §2 that later issues build. Until then a link to them leads to a translated
 * 'coming soon' page; a path outside this list is a real 404.
 */
const plannedPages = new Set([
  'tours', 'zones', 'continent', 'country', 'city',
  'airport-pickup', 'transfer', 'business-trip', 'cruise-tour', 'quote',
  'gift-cards', 'redeem', 'faq', 'about', 'contact', 'contact-pro', 'blog',
  'login', 'logout', 'checkout', 'pay-done',
  'account', 'my-addresses', 'favourite-tours', 'account-password', 'account-billing', 'login-history',
  'bookings', 'guide-missions', 'recruitment', 'travel-agents',
]);

export async function loader({ params }: Route.LoaderArgs) {
  const first = (params['*'] ?? '').split('/')[0] ?? '';
  const t = translatorFor(params.lang as Locale);
  if (!plannedPages.has(first)) {
    throw data({ title: t('pages.notFound.title') }, { status: 404 });
  }
  return { title: t('pages.comingSoon.title') };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  const title = loaderData?.title ?? (isRouteErrorResponse(error) ? (error.data as { title?: string } | undefined)?.title : undefined);
  return [{ title: `${title ?? ''} · Cicerone` }, { name: 'robots', content: 'noindex' }];
}

export default function Placeholder() {
  return <Notice kind="coming-soon" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <Notice kind={isRouteErrorResponse(error) && error.status === 404 ? 'not-found' : 'error'} />;
}

function Notice({ kind }: { kind: 'coming-soon' | 'not-found' | 'error' }) {
  const { t } = useI18n();
  const site = useSite();
  const sitePath = useSitePath();
  const keys = {
    'coming-soon': ['pages.comingSoon.title', 'pages.comingSoon.body'],
    'not-found': ['pages.notFound.title', 'pages.notFound.body'],
    error: ['pages.error.title', 'pages.error.body'],
  } as const;
  const [title, body] = keys[kind];
  return (
    <section className="notice-page">
      <h1>{t(title)}</h1>
      <p>{t(body)}</p>
      <ul className="chip-list">
        {site.featuredCities.slice(0, 6).map((city) => (
          <li key={city.slug}>
            <Link className="chip" to={sitePath(cityPath(city.slug))}>
              {city.name}
            </Link>
          </li>
        ))}
      </ul>
      <Link className="button button-primary" to={sitePath('/')}>
        {t('pages.comingSoon.back')}
      </Link>
    </section>
  );
}
