import { editorialPage } from '../content/editorial-page.server.ts';
import { BusinessPage } from '../content/business-call.tsx';
import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import type { Route } from './+types/travel-agents';
import '../content/content.css';

export function loader(args: Route.LoaderArgs) {
  return editorialPage(args, 'travel-agents');
}

export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

/** Requirements §screens.content /travel-agents (requirements §screens.content): what a business account gets, the agents' discount and the sign-up. */
export default function TravelAgents({ loaderData }: Route.ComponentProps) {
  return <BusinessPage entry={loaderData.entry} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
