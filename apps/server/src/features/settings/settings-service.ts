import type { AdminSettings, BankInformationBody } from '@cicerone/core/contracts/admin-settings';
import { AppError } from '@cicerone/core/errors';
import { defaultLocale } from '@cicerone/core/locales';
import type { Database, Executor } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import {
  deleteOverride,
  hasStoredRate,
  lockBankInformation,
  lockCurrency,
  lockLanguage,
  lockOverride,
  otherActivatedCurrencies,
  otherActivatedLanguages,
  selectBankInformation,
  selectCurrencies,
  selectLanguages,
  selectLastRefresh,
  selectNewestRate,
  selectNewestRates,
  selectOverrides,
  setCurrencyActivated,
  setLanguageActivated,
  upsertBankInformation,
  upsertOverride,
} from './settings-queries.ts';

/** What a rate is stored as: a decimal string for the numeric(24, 10) column, never a float's binary noise. */
const decimal = new Intl.NumberFormat('en-US', { useGrouping: false, maximumSignificantDigits: 10, maximumFractionDigits: 10, roundingPriority: 'lessPrecision' });

/**
 * The back office's settings (requirements §back-office.settings). Every change runs in one transaction with its one admin
 * action line (before/after), then `changed` drops this process's cached reference data and
 * converted prices so the public site shows it at once. Rules: the default language and currency stay offered, so does at least one of
 * each; a currency is offered only with a rate, or its prices would be shown in euros' numbers.
 */
export function settingsService(db: Database, options: { changed: () => void; rateSource: string | undefined }) {

  async function change<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    const result = await db.transaction(work);
    options.changed();
    return result;
  }

  async function refreshedRate(tx: Executor, code: string): Promise<number | null> {
    const row = await selectNewestRate(tx, code);
    return row ? Number(row.rate) : null;
  }

  async function currencyOrThrow(tx: Executor, code: string) {
    const row = await lockCurrency(tx, code);
    if (!row) throw new AppError('currency_not_found', { currency: code });
    return row;
  }

  return {
    async overview(): Promise<AdminSettings> {
      const [languages, currencies, rates, overrides, banks, lastRefresh] = await Promise.all([
        selectLanguages(db),
        selectCurrencies(db),
        selectNewestRates(db),
        selectOverrides(db),
        selectBankInformation(db),
        selectLastRefresh(db),
      ]);
      return {
        languages: languages.map(({ code, name, nativeName, activated }) => ({ code, name, nativeName, activated, isDefault: code === defaultLocale })),
        currencies: currencies.map((row) => {
          const rate = rates.find((entry) => entry.currency === row.code);
          const override = overrides.find((entry) => entry.currency === row.code);
          const bank = banks.find((entry) => entry.currency === row.code);
          return {
            ...row,
            refreshed: rate ? { rate: Number(rate.rate), date: rate.rateDate, source: rate.source } : null,
            override: override ? { rate: Number(override.rate), setAt: override.setAt.toISOString(), setBy: override.setByEmail } : null,
            bank: bank ? { accountHolder: bank.accountHolder, bankName: bank.bankName, iban: bank.iban, bic: bank.bic } : null,
          };
        }),
        rateSource: options.rateSource ?? null,
        lastRefresh: lastRefresh ? { ...lastRefresh, attemptedAt: lastRefresh.attemptedAt.toISOString() } : null,
      };
    },

    /** Offers a language on the site or stops offering it; unchanged answers without a line. */
    setLanguageActivated(adminUserId: string, code: string, activated: boolean) {
      return change(async (tx) => {
        const row = await lockLanguage(tx, code);
        if (!row) throw new AppError('language_not_found');
        if (row.activated === activated) return { code, activated };
        if (!activated && code === defaultLocale) throw new AppError('language_is_default');
        if (!activated && (await otherActivatedLanguages(tx, code)) === 0) throw new AppError('last_language');
        await setLanguageActivated(tx, code, activated);
        await recordAdminAction(tx, { adminUserId, action: activated ? 'language.activated' : 'language.deactivated', subjectType: 'language', subjectId: code, ...changedFields({ activated: row.activated }, { activated }) });
        return { code, activated };
      });
    },

    setCurrencyActivated(adminUserId: string, code: string, activated: boolean) {
      return change(async (tx) => {
        const row = await currencyOrThrow(tx, code);
        if (row.activated === activated) return { code, activated };
        if (!activated && row.isDefault) throw new AppError('currency_is_default');
        if (!activated && (await otherActivatedCurrencies(tx, code)) === 0) throw new AppError('last_currency');
        if (activated && !(await hasStoredRate(tx, code))) throw new AppError('currency_without_rate', { currency: code });
        await setCurrencyActivated(tx, code, activated);
        await recordAdminAction(tx, { adminUserId, action: activated ? 'currency.activated' : 'currency.deactivated', subjectType: 'currency', subjectId: code, ...changedFields({ activated: row.activated }, { activated }) });
        return { code, activated };
      });
    },

    /** An admin's rate for a currency, used by every conversion until removed; EUR is 1 by definition. */
    overrideRate(adminUserId: string, code: string, rate: number) {
      return change(async (tx) => {
        const row = await currencyOrThrow(tx, code);
        if (row.isDefault) throw new AppError('currency_is_default');
        const before = await lockOverride(tx, code);
        const previous = before ? Number(before.rate) : await refreshedRate(tx, code);
        const stored = decimal.format(rate);
        await upsertOverride(tx, { currency: code, rate: stored, setBy: adminUserId, setAt: new Date() });
        await recordAdminAction(tx, {
          adminUserId,
          action: 'exchange_rate.overridden',
          subjectType: 'currency',
          subjectId: code,
          detail: { rate: stored },
          ...changedFields({ overrideRate: before ? Number(before.rate) : null }, { overrideRate: Number(stored) }),
        });
        return { code, rate: Number(stored), previous };
      });
    },

    /** Back to the refreshed rate. */
    removeOverride(adminUserId: string, code: string) {
      return change(async (tx) => {
        await currencyOrThrow(tx, code);
        const before = await lockOverride(tx, code);
        if (!before) throw new AppError('rate_override_not_found');
        await deleteOverride(tx, code);
        await recordAdminAction(tx, { adminUserId, action: 'exchange_rate.override_removed', subjectType: 'currency', subjectId: code, ...changedFields({ overrideRate: Number(before.rate) }, { overrideRate: null }) });
        return { code, rate: await refreshedRate(tx, code) };
      });
    },

    /** The company's account for transfers in this currency, set or corrected. */
    setBankInformation(adminUserId: string, code: string, body: BankInformationBody) {
      return change(async (tx) => {
        await currencyOrThrow(tx, code);
        const before = await lockBankInformation(tx, code);
        const after = { currency: code, ...body };
        const changed = changedFields(before ?? {}, after);
        const fields = Object.keys(changed.after) as (keyof BankInformationBody)[];
        if (fields.length === 0) return { account: after, changed: fields };
        await upsertBankInformation(tx, after);
        await recordAdminAction(tx, { adminUserId, action: 'bank_information.changed', subjectType: 'currency', subjectId: code, ...changed });
        return { account: after, changed: fields };
      });
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
