import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { QuoteFacts } from '../quotes/quote-facts.tsx';
import { QuoteOffer } from '../quotes/quote-offer.tsx';
import { quotePageAction, quotePageLoader } from '../quotes/quote-page.server.ts';
import type { Route } from './+types/quote-request';
import '../quotes/quotes.css';

export function loader(args: Route.LoaderArgs) {
  return quotePageLoader(args);
}

export function action(args: Route.ActionArgs) {
  return quotePageAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** One request for a quote (requirements §lifecycles.quote): what was asked, its status, and the offer to accept or decline. */
export default function QuoteRequest({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { quote, price, token } = loaderData;
  return (
    <div className="section quote-page">
      <h1>{loaderData.title}</h1>
      <p className="quote-status">{t(`quotes.status.${quote.status}`)}</p>
      <QuoteOffer quote={quote} price={price} token={token} now={loaderData.now} />
      <h2>{t('quotes.page.request')}</h2>
      <QuoteFacts quote={quote} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
