import { editorialPage } from '../content/editorial-page.server.ts';
import { BusinessPage } from '../content/business-call.tsx';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/partners';
import '../content/content.css';

export function loader(args: Route.LoaderArgs) {
  return editorialPage(args, 'partners');
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** The partners page of requirements §screens.content ('become a partner' in the Work with us menu; the spec names no route: /partners). */
export default function Partners({ loaderData }: Route.ComponentProps) {
  return <BusinessPage entry={loaderData.entry} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
