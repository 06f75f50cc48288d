import type { PayoutMethod } from '@cicerone/core/contracts/account-payouts';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSite } from '../../site/site-data.ts';
import { RadioGroup, SelectField, TextField } from '../../lib/forms/fields.tsx';
import type { CountryOption } from './address-fields.tsx';
import { groupedIban } from './iban.ts';

/** The payout form's labels, in its order (the error summary names fields by them). */
export function usePayoutLabels() {
  const { t } = useI18n();
  return {
    kind: t('account.payouts.kind'),
    paypalEmail: t('account.payouts.paypalEmail'),
    accountHolder: t('account.payouts.accountHolder'),
    bankCountry: t('account.payouts.bankCountry'),
    bankName: t('account.payouts.bankName'),
    iban: t('account.payouts.iban'),
    accountNumber: t('account.payouts.accountNumber'),
    swiftBic: t('account.payouts.swiftBic'),
    routingNumber: t('account.payouts.routingNumber'),
    branchCode: t('account.payouts.branchCode'),
    bankCode: t('account.payouts.bankCode'),
    currency: t('account.payouts.currency'),
  };
}

/**
 * PayPal or a bank account (requirements §screens.account payout methods). Both groups of fields are in the page; the
 * stylesheet shows the chosen kind's only (:has), so the choice needs no script. Which bank
 * fields a country needs (IBAN, BIC, routing number) is the server's rule, answered per field.
 */
export function PayoutFields({ method, countries, currencies: offered }: { method?: PayoutMethod | undefined; countries: readonly CountryOption[]; currencies: readonly string[] }) {
  const { t } = useI18n();
  const site = useSite();
  const labels = usePayoutLabels();
  const currencies = [...offered];
  // A method paid in a currency the shop no longer sells in keeps it.
  if (method?.currency && !currencies.includes(method.currency)) currencies.push(method.currency);
  return (
    <>
      <RadioGroup
        name="kind"
        label={labels.kind}
        defaultValue={method?.kind}
        options={[
          { value: 'paypal', label: t('account.payouts.paypal') },
          { value: 'bank_account', label: t('account.payouts.bankAccount') },
        ]}
      />
      <div className="payout-kind-fields payout-paypal">
        <TextField name="paypalEmail" type="email" label={labels.paypalEmail} defaultValue={method?.paypalEmail} required autoComplete="email" spellCheck={false} />
      </div>
      <div className="payout-kind-fields payout-bank form-grid">
        <TextField name="accountHolder" label={labels.accountHolder} defaultValue={method?.accountHolder} required autoComplete="name" />
        <SelectField name="bankCountry" label={labels.bankCountry} defaultValue={method?.bankCountry} required emptyLabel={t('account.form.choose')}>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </SelectField>
        <TextField name="bankName" label={labels.bankName} defaultValue={method?.bankName} required />
        <TextField name="iban" label={labels.iban} defaultValue={method?.iban ? groupedIban(method.iban) : ''} hint={t('account.payouts.ibanHint')} spellCheck={false} />
        <TextField name="accountNumber" label={labels.accountNumber} defaultValue={method?.accountNumber} hint={t('account.payouts.accountNumberHint')} spellCheck={false} />
        <TextField name="swiftBic" label={labels.swiftBic} defaultValue={method?.swiftBic} hint={t('account.payouts.swiftHint')} spellCheck={false} />
        <TextField name="routingNumber" label={labels.routingNumber} defaultValue={method?.routingNumber} hint={t('account.payouts.routingHint')} inputMode="numeric" />
        <TextField name="branchCode" label={labels.branchCode} defaultValue={method?.branchCode} />
        <TextField name="bankCode" label={labels.bankCode} defaultValue={method?.bankCode} />
      </div>
      <div className="payout-currency">
        <SelectField name="currency" label={labels.currency} defaultValue={method?.currency ?? site.currency.code} required>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </SelectField>
      </div>
    </>
  );
}

/** A method as the guide recognises it: the PayPal address, or the bank's details. */
export function PayoutDetails({ method, countryName }: { method: PayoutMethod; countryName: (code: string) => string }) {
  const { t } = useI18n();
  const labels = usePayoutLabels();
  const rows: [string, string | null][] =
    method.kind === 'paypal'
      ? [[labels.paypalEmail, method.paypalEmail], [labels.currency, method.currency]]
      : [
          [labels.accountHolder, method.accountHolder],
          [labels.bankName, method.bankName],
          [labels.bankCountry, method.bankCountry ? countryName(method.bankCountry) : null],
          [labels.iban, method.iban ? groupedIban(method.iban) : null],
          [labels.accountNumber, method.accountNumber],
          [labels.swiftBic, method.swiftBic],
          [labels.routingNumber, method.routingNumber],
          [labels.branchCode, method.branchCode],
          [labels.bankCode, method.bankCode],
          [labels.currency, method.currency],
        ];
  return (
    <div>
      <h2 className="account-card-title">{method.kind === 'paypal' ? t('account.payouts.paypal') : t('account.payouts.bankAccount')}</h2>
      <dl className="detail-list">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label} className={label === labels.iban ? 'detail-wide' : undefined}>
              <dt>{label}</dt>
              <dd className={label === labels.iban ? 'iban' : undefined}>{value}</dd>
            </div>
          ))}
      </dl>
    </div>
  );
}
