import { data, isRouteErrorResponse } from 'react-router';
import type { Locale } from '@cicerone/core/locales';
import { translatorFor } from '../i18n/catalog.server.ts';
import { NoticePage, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/placeholder';

/**
 * Pages of spec §2 that later issues build. Until then a link to them leads to a translated
 * 'coming soon' page; a path outside this list is a real 404.
 */
const plannedPages = new Set([
  'airport-pickup', 'transfer', 'business-trip', 'cruise-tour', 'quote',
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
  return <NoticePage kind="coming-soon" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
