import { Link } from 'react-router';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { signedInPage } from '../accounts/account-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { QuoteList } from '../quotes/quote-list.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/my-quotes';
import '../quotes/quotes.css';

export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  return { title: page.t('account.nav.quotes'), ...(await page.services.quotes.mine(page.user.id)) };
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** My quotes (requirements §lifecycles.quote): the account's requests, newest first; each opens its page with the offer. */
export default function MyQuotes({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('quotes.list.intro')} />
      <QuoteList quotes={loaderData.quotes} pathOf={(reference) => `/quotes/${reference}`} />
      <p>
        <Link to={sitePath('/quote')}>{t('quotes.list.new')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
