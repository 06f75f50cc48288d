import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { accountPage } from '../accounts/account-page.server.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { QuoteList } from '../quotes/quote-list.tsx';
import type { Route } from './+types/admin-quotes';
import '../quotes/quotes.css';

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  return { title: page.t('admin.nav.quotes'), ...(await page.services.quotes.admin.list(undefined)) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** The back office's requests for a quote (requirements §lifecycles.quote), newest first; each opens its page to answer with an offer. */
export default function AdminQuotes({ loaderData }: Route.ComponentProps) {
  return (
    <div className="quote-page">
      <h1>{loaderData.title}</h1>
      <QuoteList quotes={loaderData.quotes} pathOf={(reference) => `/admin/quotes/${reference}`} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
