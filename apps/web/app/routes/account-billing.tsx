import { Link } from 'react-router';
import { AccountForm } from '../account/account-form.tsx';
import { accountMeta } from '../account/account-meta.ts';
import { accountPage, doneRedirect, fieldErrors, formValues, problems, serviceProblems } from '../account/account-page.server.ts';
import { payoutMethodBody, payoutMethodIdParams } from '../account/contracts.server.ts';
import { problemsFor } from '../account/form-problems.ts';
import { PageHeading } from '../account/page-heading.tsx';
import { PayoutDetails, PayoutFields, usePayoutLabels } from '../account/payout-fields.tsx';
import { ConfirmRemoval, PageProblem, RowLinks, useRowMode } from '../account/row-actions.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../shell/notice-page.tsx';
import type { Route } from './+types/account-billing';

/** Service refusals that name one field of the form. */
const fieldOfError = { invalid_iban: 'iban', iban_country_mismatch: 'iban', invalid_bic: 'swiftBic', invalid_country: 'bankCountry', invalid_currency: 'currency' };

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, user, t } = accountPage(args);
  const [methods, countries] = await Promise.all([services.payoutMethods.list(user.id), services.reference.listCountries({ language: locale })]);
  return {
    title: t('account.payouts.title'),
    methods,
    countries: countries.map((country) => ({ code: country.iso2, name: country.nameTranslated })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, user, t } = accountPage(args);
  const values = await formValues(args.request);
  const { intent = '' } = values;
  const id = payoutMethodIdParams.safeParse({ id: values['id'] });
  if (intent !== 'add' && !id.success) return problems('page', {}, {}, t('errors.payout_method_not_found'));
  const methodId = id.data?.id ?? '';
  const form = values['form'] ?? intent;
  try {
    if (intent === 'add' || intent === 'edit') {
      const parsed = payoutMethodBody.safeParse(values);
      if (!parsed.success) return problems(form, values, fieldErrors(parsed.error, values, t));
      if (intent === 'add') await services.payoutMethods.create(user.id, parsed.data);
      else await services.payoutMethods.edit(user.id, methodId, parsed.data);
      return doneRedirect(args, intent === 'add' ? 'account.payouts.added' : 'account.payouts.saved');
    }
    if (intent !== 'remove') return problems('page', {}, {}, t('errors.bad_request'));
    await services.payoutMethods.deactivate(user.id, methodId);
    return doneRedirect(args, 'account.payouts.removed');
  } catch (error) {
    return serviceProblems(error, intent === 'remove' ? 'page' : form, values, t, fieldOfError);
  }
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** How a guide is paid (spec §3 Payout method, §4): PayPal or bank accounts, one of them primary. */
export default function AccountBilling({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labels = usePayoutLabels();
  const { methods, countries } = loaderData;
  const { editing, removing } = useRowMode();
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.payouts.intro')} />
      <PageProblem message={problemsFor(actionData, 'page')?.message} />
      {methods.length === 0 ? (
        <p className="empty-note">{t('account.payouts.empty')}</p>
      ) : (
        <ul className="account-cards" aria-label={t('account.payouts.listLabel')}>
          {methods.map((method) => {
            const context = method.kind === 'paypal' ? `PayPal ${method.paypalEmail ?? ''}` : `${method.bankName ?? ''} ${method.accountHolder ?? ''}`.trim();
            const form = `edit:${method.id}`;
            return (
              <li key={method.id} className="account-card" data-primary={method.isPrimary || undefined}>
                {editing === method.id ? (
                  <>
                    <h2 className="account-card-title">{t('account.payouts.editTitle')}</h2>
                    <p className="notice-info">{t('account.payouts.editMakesPrimary')}</p>
                    <AccountForm
                      name={form}
                      hidden={{ intent: 'edit', id: method.id }}
                      problems={problemsFor(actionData, form)}
                      labels={labels}
                      submitLabel={t('account.payouts.save')}
                      action={`?edit=${method.id}`}
                      className="account-form payout-form"
                      extra={
                        <Link className="button button-secondary" to="." preventScrollReset>
                          {t('account.rows.cancel')}
                        </Link>
                      }
                    >
                      <PayoutFields method={method} countries={countries} />
                    </AccountForm>
                  </>
                ) : (
                  <>
                    <div className="account-card-head">
                      <PayoutDetails method={method} countryName={countryName} />
                      {method.isPrimary ? <span className="status-badge status-badge-success">{t('account.rows.primary')}</span> : null}
                    </div>
                    {removing === method.id ? (
                      <ConfirmRemoval id={method.id} question={t('account.payouts.removeQuestion')} confirmLabel={t('account.rows.confirmRemove')} context={context} />
                    ) : (
                      <RowLinks id={method.id} context={context} />
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <section className="account-add" aria-labelledby="add-payout-title">
        <h2 id="add-payout-title">{t('account.payouts.addTitle')}</h2>
        <AccountForm
          key={methods.map((method) => method.id).join()}
          name="add"
          hidden={{ intent: 'add' }}
          problems={problemsFor(actionData, 'add')}
          labels={labels}
          submitLabel={t('account.payouts.add')}
          className="account-form payout-form"
        >
          <p className="small muted">{t('account.form.requiredNote')}</p>
          <PayoutFields countries={countries} />
        </AccountForm>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
