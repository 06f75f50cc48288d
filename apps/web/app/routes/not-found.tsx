import type { Locale } from '@cicerone/core/locales';
import { notFound } from '../lib/page/site-page.server.ts';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/not-found';

/** Any path under a site that no page answers: a real 404 in the site's language, with the site around it. */
export function loader({ params }: Route.LoaderArgs): never {
  throw notFound(params.lang as Locale);
}

export function meta({ error }: Route.MetaArgs) {
  return noticeMeta(error);
}

// The loader always answers 404: its error boundary shows the not-found notice.
export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
