import { formatMoney } from '@cicerone/core/money';
import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { CoinHistoryTable } from '../gift-cards/coin-history.tsx';
import { RedeemForm, redeemForm } from '../gift-cards/redeem-form.tsx';
import { redeemAction, redeemLoader } from '../gift-cards/redeem-page.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { CoinValue } from '../lib/format/coin-value.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSite } from '../site/site-data.ts';
import type { Route } from './+types/redeem';
import '../gift-cards/redeem.css';

/** Coins are counted in euros (requirements §rules.coins). */
const euro = { code: 'EUR', minorUnits: 2 };

export function loader(args: Route.LoaderArgs) {
  return redeemLoader(args);
}

export function action(args: Route.ActionArgs) {
  return redeemAction(args);
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/**
 * Redeem a gift card (requirements §screens.gift-cards /redeem, §lifecycles.gift-card, §errors; requirements §lifecycles.gift-card): the code field, the balance in
 * euros and ≈ in the page's currency, and the balance history. A form post without JavaScript, the
 * same form with it; the result comes back as the confirmation after the redirect or as the form's
 * problems.
 */
export default function Redeem({ loaderData, actionData }: Route.ComponentProps) {
  const { t, tag } = useI18n();
  const { currency } = useSite();
  const { code, history } = loaderData;
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('redeem.intro')} />
      <div className="redeem-top">
        <RedeemForm problems={problemsFor(actionData, redeemForm)} code={code} />
        <section className="coin-balance" aria-labelledby="coin-balance-title">
          <h2 id="coin-balance-title" className="coin-balance-title">
            {t('account.profile.coins')}
          </h2>
          <p className="coin-balance-amount">{formatMoney(history.balance, euro, tag)}</p>
          {currency.code === 'EUR' ? null : (
            <p className="coin-balance-value">
              <CoinValue coins={history.balance} />
            </p>
          )}
          <p className="small muted">{t('coins.explained')}</p>
        </section>
      </div>
      <section className="coin-history-section" aria-labelledby="coin-history">
        <h2 id="coin-history" className="section-title">
          {t('redeem.history.title')}
        </h2>
        <CoinHistoryTable history={history} />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
