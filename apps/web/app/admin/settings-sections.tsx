import { useActionData } from 'react-router';
import type { AdminCurrency, AdminSettings } from '@cicerone/core/contracts/admin-settings';
import { useI18n } from '../i18n/i18n.tsx';
import { SiteForm } from '../lib/forms/form.tsx';
import { TextField } from '../lib/forms/fields.tsx';
import { problemsFor } from '../lib/forms/form-problems.ts';
import { useRateFormat } from '../lib/format/rate-format.ts';
import { AdminTable } from './admin-table.tsx';
import { SwitchForm } from './currency-settings.tsx';

/** Where the rates come from and how the last daily refresh went (a failed one keeps the last rates, and says so). */
export function RateSourceNote({ source, lastRefresh }: Pick<AdminSettings, 'lastRefresh'> & { source: string | null }) {
  const { t } = useI18n();
  const { day, moment } = useRateFormat();
  return (
    <div className="admin-settings-source">
      <p className="muted">{source ? t('admin.settings.rates.source', { source }) : t('admin.settings.rates.noSource')}</p>
      {lastRefresh ? (
        <p className={lastRefresh.outcome === 'failed' ? 'admin-retired' : 'muted'}>
          {t(`admin.settings.rates.${lastRefresh.outcome}`, { day: day(lastRefresh.day), when: moment(lastRefresh.attemptedAt), detail: lastRefresh.detail })}
        </p>
      ) : (
        <p className="muted">{t('admin.settings.rates.never')}</p>
      )}
    </div>
  );
}

export function LanguageSettings({ languages }: Pick<AdminSettings, 'languages'>) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="settings-languages">
      <h2 id="settings-languages">{t('admin.settings.languages.title')}</h2>
      <AdminTable labelledBy="settings-languages">
        <thead>
          <tr>
            <th scope="col">{t('admin.settings.languages.language')}</th>
            <th scope="col">{t('admin.settings.languages.status')}</th>
            <th scope="col">{t('admin.settings.languages.change')}</th>
          </tr>
        </thead>
        <tbody>
          {languages.map((language) => (
            <tr key={language.code}>
              <th scope="row" lang={language.code.replace('_', '-')}>
                {language.nativeName} <span className="muted">{language.code}</span>
              </th>
              <td>{t(language.activated ? 'admin.settings.languages.offered' : 'admin.settings.languages.notOffered')}</td>
              <td>
                {language.isDefault ? (
                  <span className="muted">{t('admin.settings.default')}</span>
                ) : (
                  <SwitchForm kind="language" code={language.code} on={!language.activated} label={language.nativeName} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </AdminTable>
    </section>
  );
}

/** The company's account per offered currency: what a bank transfer's payer is told. */
export function BankSettings({ currencies }: { currencies: AdminCurrency[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="settings-banks">
      <h2 id="settings-banks">{t('admin.settings.bank.title')}</h2>
      <p className="muted">{t('admin.settings.bank.intro')}</p>
      {currencies.map((currency) => (
        <details key={currency.code} className="admin-cruise-line">
          <summary>
            <span className="option-name">{currency.code}</span>{' '}
            <span className="muted">{currency.bank ? `${currency.bank.bankName} · ${currency.bank.iban}` : t('admin.settings.bank.none')}</span>
          </summary>
          <BankForm currency={currency} />
        </details>
      ))}
    </section>
  );
}

function BankForm({ currency }: { currency: AdminCurrency }) {
  const { t } = useI18n();
  const name = `bank-${currency.code}`;
  const labels = {
    accountHolder: t('admin.settings.bank.accountHolder'),
    bankName: t('admin.settings.bank.bankName'),
    iban: t('admin.settings.bank.iban'),
    bic: t('admin.settings.bank.bic'),
  };
  return (
    <SiteForm name={name} className="admin-bank-form" hidden={{ intent: 'bank', code: currency.code }} problems={problemsFor(useActionData(), name)} labels={labels} submitLabel={t('admin.settings.bank.save', { code: currency.code })} preventScrollReset>
      <TextField name="accountHolder" label={labels.accountHolder} defaultValue={currency.bank?.accountHolder} required maxLength={120} autoComplete="off" />
      <TextField name="bankName" label={labels.bankName} defaultValue={currency.bank?.bankName} required maxLength={120} autoComplete="off" />
      <TextField name="iban" label={labels.iban} defaultValue={currency.bank?.iban} required maxLength={42} autoComplete="off" spellCheck={false} />
      <TextField name="bic" label={labels.bic} defaultValue={currency.bank?.bic} required maxLength={11} autoComplete="off" spellCheck={false} />
    </SiteForm>
  );
}
