import { Form, useActionData } from 'react-router';
import type { AdminCurrency } from '@cicerone/core/contracts/admin-settings';
import { useI18n } from '../i18n/i18n.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { AdminTable } from './admin-table.tsx';
import { useRateFormat } from '../lib/format/rate-format.ts';
import { currencyName } from '../lib/format/intl-names.ts';

/**
 * The currencies of the settings page: the ones offered in the switcher, each with the rate prices
 * are converted with (an admin's, or the refreshed one) and a form for an admin's own; then, folded,
 * the ones not offered, each offered with one button.
 */
export function CurrencySettings({ currencies }: { currencies: AdminCurrency[] }) {
  const { t, tag } = useI18n();
  const offered = currencies.filter((currency) => currency.activated);
  const others = currencies.filter((currency) => !currency.activated);
  return (
    <>
      <AdminTable id="settings-offered-currencies" caption={t('admin.settings.currencies.offered')}>
        <thead>
          <tr>
            <th scope="col">{t('admin.settings.currencies.currency')}</th>
            <th scope="col">{t('admin.settings.currencies.rate')}</th>
            <th scope="col">{t('admin.settings.currencies.ownRate')}</th>
            <th scope="col">{t('admin.settings.currencies.switcher')}</th>
          </tr>
        </thead>
        <tbody>
          {offered.map((currency) => (
            <tr key={currency.code}>
              <th scope="row">
                {currency.code} <span className="muted">{currencyName(tag, currency.code, currency.name)}</span>
              </th>
              <td>
                <RateInUse currency={currency} />
              </td>
              <td>{currency.isDefault ? <span className="muted">{t('admin.settings.currencies.base')}</span> : <OverrideForms currency={currency} />}</td>
              <td>{currency.isDefault ? <span className="muted">{t('admin.settings.default')}</span> : <SwitchForm kind="currency" code={currency.code} on={false} label={currency.code} />}</td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
      <details className="admin-settings-more">
        <summary>{t('admin.settings.currencies.others', { count: others.length })}</summary>
        <ul className="admin-settings-list">
          {others.map((currency) => (
            <li key={currency.code}>
              <span>
                {currency.code} <span className="muted">{currencyName(tag, currency.code, currency.name)}</span>
              </span>
              <RateInUse currency={currency} />
              <SwitchForm kind="currency" code={currency.code} on label={currency.code} />
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}

/** The rate prices use now: an admin's (who, when) or the refreshed one (its date and source). */
function RateInUse({ currency }: { currency: AdminCurrency }) {
  const { t } = useI18n();
  const { rate, day, moment } = useRateFormat();
  if (currency.override) {
    return (
      <span className="admin-rate">
        <strong>{rate(currency.override.rate)}</strong>{' '}
        <span className="muted">{t('admin.settings.currencies.setBy', { who: currency.override.setBy, when: moment(currency.override.setAt) })}</span>
        {currency.refreshed ? <span className="muted"> · {t('admin.settings.currencies.refreshedWas', { rate: rate(currency.refreshed.rate), date: day(currency.refreshed.date) })}</span> : null}
      </span>
    );
  }
  if (!currency.refreshed) return <span className="muted">{t('admin.settings.currencies.noRate')}</span>;
  return (
    <span className="admin-rate">
      <strong>{rate(currency.refreshed.rate)}</strong> <span className="muted admin-rate-source">{t('admin.settings.currencies.refreshedOn', { date: day(currency.refreshed.date), source: currency.refreshed.source })}</span>
    </span>
  );
}

function OverrideForms({ currency }: { currency: AdminCurrency }) {
  const { t } = useI18n();
  const name = `rate-${currency.code}`;
  const label = t('admin.settings.currencies.ownRateFor', { code: currency.code });
  return (
    <div className="admin-rate-forms">
      <SiteForm name={name} className="admin-search" hidden={{ intent: 'rate', code: currency.code }} problems={problemsFor(useActionData(), name)} labels={{ rate: label }} submitLabel={t('admin.settings.currencies.setRate')} preventScrollReset>
        <TextField name="rate" label={label} inputMode="decimal" defaultValue={currency.override ? String(currency.override.rate) : ''} required maxLength={24} autoComplete="off" />
      </SiteForm>
      {currency.override ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="removeRate" />
          <input type="hidden" name="code" value={currency.code} />
          <button type="submit" className="button button-secondary" aria-label={t('admin.settings.currencies.removeRateFor', { code: currency.code })}>
            {t('admin.settings.currencies.removeRate')}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

/** Offers a language or currency (on) or stops offering it; the button names what it acts on. */
export function SwitchForm({ kind, code, on, label }: { kind: 'language' | 'currency'; code: string; on: boolean; label: string }) {
  const { t } = useI18n();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="code" value={code} />
      <input type="hidden" name="activated" value={String(on)} />
      <button type="submit" className={`button ${on ? 'button-primary' : 'button-secondary'}`} aria-label={t(on ? 'admin.settings.offerNamed' : 'admin.settings.withdrawNamed', { name: label })}>
        {t(on ? 'admin.settings.offer' : 'admin.settings.withdraw')}
      </button>
    </Form>
  );
}
