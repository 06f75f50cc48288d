import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { countryOptions, signedInPage } from '../accounts/account-page.server.ts';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { PayoutDetails, PayoutFields, usePayoutLabels } from '../accounts/account-pages/payout-fields.tsx';
import { RowList } from '../accounts/account-pages/row-list.tsx';
import { rowsAction } from '../accounts/account-pages/rows.server.ts';
import { parsePayoutMethod, payoutMethodIdParams } from '../accounts/form-contracts.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/account-billing';

export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  const [methods, countries, currencies] = await Promise.all([
    page.services.payoutMethods.list(page.user.id),
    countryOptions(page),
    page.services.reference.listCurrencies({ activated: true }),
  ]);
  // The currencies the shop sells in, for the payout's currency.
  return { title: page.t('account.payouts.title'), methods, countries, currencies: currencies.map((currency) => currency.code) };
}

export async function action(args: Route.ActionArgs) {
  const { payoutMethods } = signedInPage(args).services;
  return rowsAction(args, {
    idParams: payoutMethodIdParams,
    notFoundKey: 'errors.payout_method_not_found',
    parse: parsePayoutMethod,
    fieldOf: { invalid_iban: 'iban', iban_country_mismatch: 'iban', invalid_bic: 'swiftBic', invalid_country: 'bankCountry', invalid_currency: 'currency' },
    add: { run: payoutMethods.create, done: 'account.payouts.added' },
    edit: { run: payoutMethods.edit, done: 'account.payouts.saved' },
    buttons: { remove: { run: payoutMethods.deactivate, done: 'account.payouts.removed' } },
  });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** How a guide is paid (requirements §screens.account payout methods, §lifecycles.addresses): PayPal or bank accounts, one of them primary. */
export default function AccountBilling({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labels = usePayoutLabels();
  const { methods, countries, currencies } = loaderData;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.payouts.intro')} />
      <RowList
        rows={methods}
        idOf={(method) => method.id}
        texts="account.payouts"
        kind="payout"
        answer={actionData}
        labels={labels}
        formClassName="site-form payout-form"
        details={(method) => <PayoutDetails method={method} countryName={countryName} />}
        context={(method) => (method.kind === 'paypal' ? `PayPal ${method.paypalEmail ?? ''}` : `${method.bankName ?? ''} ${method.accountHolder ?? ''}`.trim())}
        fields={(method) => <PayoutFields method={method} countries={countries} currencies={currencies} />}
        editNote={<p className="notice-info">{t('account.payouts.editMakesPrimary')}</p>}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
