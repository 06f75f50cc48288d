import { Link } from 'react-router';
import { AccountForm } from '../account/account-form.tsx';
import { accountMeta } from '../account/account-meta.ts';
import { accountPage, doneRedirect, fieldErrors, formValues, problems, serviceProblems } from '../account/account-page.server.ts';
import { AddressFields, AddressLines, useAddressLabels } from '../account/address-fields.tsx';
import { addressBody, addressIdParams } from '../account/contracts.server.ts';
import { problemsFor } from '../account/form-problems.ts';
import { PageHeading } from '../account/page-heading.tsx';
import { ConfirmRemoval, PageProblem, RowButton, RowLinks, useRowMode } from '../account/row-actions.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../shell/notice-page.tsx';
import type { Route } from './+types/my-addresses';

export async function loader(args: Route.LoaderArgs) {
  const { services, locale, user, t } = accountPage(args);
  const [addresses, countries] = await Promise.all([services.addresses.list(user.id), services.reference.listCountries({ language: locale })]);
  return {
    title: t('account.addresses.title'),
    addresses,
    countries: countries.map((country) => ({ code: country.iso2, name: country.nameTranslated })),
  };
}

export async function action(args: Route.ActionArgs) {
  const { services, user, t } = accountPage(args);
  const values = await formValues(args.request);
  const { intent = '' } = values;
  const id = addressIdParams.safeParse({ id: values['id'] });
  if (intent !== 'add' && !id.success) return problems('page', {}, {}, t('errors.address_not_found'));
  const addressId = id.data?.id ?? '';
  const form = values['form'] ?? intent;
  try {
    if (intent === 'add' || intent === 'edit') {
      const parsed = addressBody.safeParse(values);
      if (!parsed.success) return problems(form, values, fieldErrors(parsed.error, values, t));
      if (intent === 'add') await services.addresses.create(user.id, parsed.data);
      else await services.addresses.edit(user.id, addressId, parsed.data);
      return doneRedirect(args, intent === 'add' ? 'account.addresses.added' : 'account.addresses.saved');
    }
    if (intent === 'remove') await services.addresses.remove(user.id, addressId);
    else if (intent === 'primary') await services.addresses.setPrimary(user.id, addressId);
    else return problems('page', {}, {}, t('errors.bad_request'));
    return doneRedirect(args, intent === 'remove' ? 'account.addresses.removed' : 'account.addresses.primaryChanged');
  } catch (error) {
    return serviceProblems(error, intent === 'add' || intent === 'edit' ? form : 'page', values, t, { invalid_country: 'country' });
  }
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Postal addresses (spec §3 Address, §4): the primary one is offered first at checkout. */
export default function MyAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labels = useAddressLabels();
  const { addresses, countries } = loaderData;
  const { editing, removing } = useRowMode();
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;

  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.addresses.intro')} />
      <PageProblem message={problemsFor(actionData, 'page')?.message} />
      {addresses.length === 0 ? (
        <p className="empty-note">{t('account.addresses.empty')}</p>
      ) : (
        <ul className="account-cards" aria-label={t('account.addresses.listLabel')}>
          {addresses.map((address) => {
            const context = `${address.street}, ${address.city}`;
            const form = `edit:${address.uuid}`;
            return (
              <li key={address.uuid} className="account-card" data-primary={address.isPrimary || undefined}>
                {editing === address.uuid ? (
                  <>
                    <h2 className="account-card-title">{t('account.addresses.editTitle')}</h2>
                    <AccountForm
                      name={form}
                      hidden={{ intent: 'edit', id: address.uuid }}
                      problems={problemsFor(actionData, form)}
                      labels={labels}
                      submitLabel={t('account.addresses.save')}
                      action={`?edit=${address.uuid}`}
                      extra={
                        <Link className="button button-secondary" to="." preventScrollReset>
                          {t('account.rows.cancel')}
                        </Link>
                      }
                    >
                      <AddressFields address={address} countries={countries} />
                    </AccountForm>
                  </>
                ) : (
                  <>
                    <div className="account-card-head">
                      <AddressLines address={address} countryName={countryName(address.country)} />
                      {address.isPrimary ? <span className="status-badge status-badge-success">{t('account.rows.primary')}</span> : null}
                    </div>
                    {removing === address.uuid ? (
                      <ConfirmRemoval id={address.uuid} question={t('account.addresses.removeQuestion')} confirmLabel={t('account.rows.confirmRemove')} context={context} />
                    ) : (
                      <RowLinks id={address.uuid} context={context}>
                        {address.isPrimary ? null : <RowButton intent="primary" id={address.uuid} label={t('account.rows.setPrimary')} context={context} />}
                      </RowLinks>
                    )}
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <section className="account-add" aria-labelledby="add-address-title">
        <h2 id="add-address-title">{t('account.addresses.addTitle')}</h2>
        <AccountForm
          // A new, empty form once the address is in the list.
          key={addresses.map((address) => address.uuid).join()}
          name="add"
          hidden={{ intent: 'add' }}
          problems={problemsFor(actionData, 'add')}
          labels={labels}
          submitLabel={t('account.addresses.add')}
        >
          <p className="small muted">{t('account.form.requiredNote')}</p>
          <AddressFields countries={countries} />
        </AccountForm>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
