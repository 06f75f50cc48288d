import { noticeMeta, RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { metaSite, pageMeta } from '../seo/page-meta.ts';
import { QuoteRequestPage } from '../quotes/quote-request-page.tsx';
import { quoteRequestAction, quoteRequestLoader } from '../quotes/quote-request.server.ts';
import type { Route } from './+types/quote-form';

/** Requirements §screens.quotes /airport-pickup, /transfer, /business-trip, /cruise-tour and /quote: one module, the kind read from the page's path (requirements §screens.quotes). */
export function loader(args: Route.LoaderArgs) {
  return quoteRequestLoader(args);
}

export function action(args: Route.ActionArgs) {
  return quoteRequestAction(args);
}

/** A public page, indexed: the loader's title and description, its canonical and hreflang alternates. */
export function meta({ loaderData, matches, error }: Route.MetaArgs) {
  const site = metaSite(matches);
  if (!loaderData || !site) return noticeMeta(error);
  return pageMeta(site, loaderData.meta);
}

export default function QuoteForm({ loaderData, actionData }: Route.ComponentProps) {
  return <QuoteRequestPage data={loaderData} actionData={actionData} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
