import { accountMeta } from '../accounts/account-pages/account-meta.ts';
import { countryOptions, signedInPage } from '../accounts/account-page.server.ts';
import { AddressFields, AddressLines, useAddressLabels } from '../accounts/account-pages/address-fields.tsx';
import { PageHeading } from '../accounts/account-pages/page-heading.tsx';
import { RowButton } from '../accounts/account-pages/row-actions.tsx';
import { RowList } from '../accounts/account-pages/row-list.tsx';
import { rowsAction } from '../accounts/account-pages/rows.server.ts';
import { addressIdParams, parseAddress } from '../accounts/form-contracts.server.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/my-addresses';

export async function loader(args: Route.LoaderArgs) {
  const page = signedInPage(args);
  const [addresses, countries] = await Promise.all([page.services.addresses.list(page.user.id), countryOptions(page)]);
  return { title: page.t('account.addresses.title'), addresses, countries };
}

export async function action(args: Route.ActionArgs) {
  const { addresses } = signedInPage(args).services;
  return rowsAction(args, {
    idParams: addressIdParams,
    notFoundKey: 'errors.address_not_found',
    parse: parseAddress,
    fieldOf: { invalid_country: 'country' },
    add: { run: addresses.create, done: 'account.addresses.added' },
    edit: { run: addresses.edit, done: 'account.addresses.saved' },
    buttons: {
      remove: { run: addresses.remove, done: 'account.addresses.removed' },
      primary: { run: addresses.setPrimary, done: 'account.addresses.primaryChanged' },
    },
  });
}

export function meta({ loaderData, error }: Route.MetaArgs) {
  return accountMeta(loaderData, error);
}

/** Postal addresses (requirements §screens.account Address, §lifecycles.addresses): the primary one is offered first at checkout. */
export default function MyAddresses({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const labels = useAddressLabels();
  const { addresses, countries } = loaderData;
  const countryName = (code: string) => countries.find((country) => country.code === code)?.name ?? code;
  return (
    <>
      <PageHeading title={loaderData.title} intro={t('account.addresses.intro')} />
      <RowList
        rows={addresses}
        idOf={(address) => address.uuid}
        texts="account.addresses"
        kind="address"
        answer={actionData}
        labels={labels}
        details={(address) => <AddressLines address={address} countryName={countryName(address.country)} />}
        context={(address) => `${address.street}, ${address.city}`}
        fields={(address) => <AddressFields address={address} countries={countries} />}
        buttons={(address, context) =>
          address.isPrimary ? null : <RowButton intent="primary" id={address.uuid} label={t('account.rows.setPrimary')} context={context} />
        }
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
