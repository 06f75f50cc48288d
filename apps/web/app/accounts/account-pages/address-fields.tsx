import type { Address } from '@cicerone/core/contracts/account-addresses';
import { useI18n } from '../../i18n/i18n.tsx';
import { SelectField, TextField } from '../../lib/forms/fields.tsx';

export interface CountryOption {
  code: string;
  name: string;
}

/** The address form's labels, in its order (the error summary names fields by them). */
export function useAddressLabels() {
  const { t } = useI18n();
  return {
    street: t('account.addresses.street'),
    streetComplementary: t('account.addresses.streetComplementary'),
    zip: t('account.addresses.zip'),
    city: t('account.addresses.city'),
    state: t('account.addresses.state'),
    country: t('account.addresses.country'),
    companyName: t('account.addresses.companyName'),
  };
}

/** The fields of requirements §screens.account Address, with the autocomplete names browsers fill them from. */
export function AddressFields({ address, countries }: { address?: Address | undefined; countries: readonly CountryOption[] }) {
  const { t } = useI18n();
  const labels = useAddressLabels();
  return (
    <div className="form-grid">
      <TextField name="street" label={labels.street} defaultValue={address?.street} required autoComplete="address-line1" />
      <TextField name="streetComplementary" label={labels.streetComplementary} defaultValue={address?.streetComplementary} autoComplete="address-line2" />
      <TextField name="zip" label={labels.zip} defaultValue={address?.zip} required autoComplete="postal-code" />
      <TextField name="city" label={labels.city} defaultValue={address?.city} required autoComplete="address-level2" />
      <TextField name="state" label={labels.state} defaultValue={address?.state} autoComplete="address-level1" />
      <SelectField name="country" label={labels.country} defaultValue={address?.country} required autoComplete="country" emptyLabel={t('account.form.choose')}>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
      <TextField name="companyName" label={labels.companyName} defaultValue={address?.companyName} autoComplete="organization" />
    </div>
  );
}

/** An address as it is written on an envelope. */
export function AddressLines({ address, countryName }: { address: Address; countryName: string }) {
  const lines = [
    address.companyName,
    address.street,
    address.streetComplementary,
    `${address.zip} ${address.city}`.trim(),
    address.state,
    countryName,
  ].filter((line): line is string => Boolean(line));
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index}>{line}</span>
      ))}
    </address>
  );
}
