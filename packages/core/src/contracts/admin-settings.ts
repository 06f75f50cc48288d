import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { normalizeBic, normalizeIban } from '../accounts/bank-details.ts';
import { maxOverrideRate } from '../settings/rate-rules.ts';
import { text } from './common.ts';
import { currencySchema, languageSchema } from './reference.ts';

/**
 * The back office's settings (requirements §back-office.settings): which languages and currencies the site offers, the EUR
 * rates every price is converted with (refreshed daily, or set by an admin), and the company's bank
 * account per currency for transfers.
 */
export const adminLanguageSchema = languageSchema.extend({ isDefault: z.boolean() }).register(apiSchemas, { id: 'AdminLanguage' });
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;

export const bankAccountSchema = z.object({ accountHolder: z.string(), bankName: z.string(), iban: z.string(), bic: z.string() }).register(apiSchemas, { id: 'BankAccount' });

export const adminCurrencySchema = currencySchema
  .extend({
    /** The newest refreshed (or seeded) rate, with its date and source. */
    refreshed: z.object({ rate: z.number(), date: z.string(), source: z.string() }).nullable(),
    /** An admin's rate, used instead of the refreshed one while it exists. */
    override: z.object({ rate: z.number(), setAt: z.iso.datetime({ offset: true }), setBy: z.string() }).nullable(),
    /** The account transfers in this currency are paid into; null when none is set. */
    bank: bankAccountSchema.nullable(),
  })
  .register(apiSchemas, { id: 'AdminCurrency' });
export type AdminCurrency = z.infer<typeof adminCurrencySchema>;

export const rateRefreshSchema = z
  .object({ day: z.string(), attemptedAt: z.iso.datetime({ offset: true }), outcome: z.enum(['running', 'stored', 'failed']), detail: z.string() })
  .register(apiSchemas, { id: 'RateRefresh' });

export const adminSettingsSchema = z
  .object({
    languages: z.array(adminLanguageSchema),
    currencies: z.array(adminCurrencySchema),
    /** Where the daily job reads the rates (EXCHANGE_RATES_URL), null when it is off. */
    rateSource: z.string().nullable(),
    /** The job's newest day; null before its first run. */
    lastRefresh: rateRefreshSchema.nullable(),
  })
  .register(apiSchemas, { id: 'AdminSettings' });
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

export const languageCodeParams = z.object({ code: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { error: 'errors.field.language' }) });
export const currencyCodeParams = z.object({ code: z.string().regex(/^[A-Z]{3}$/, { error: 'errors.invalid_currency' }) });

/** A language or currency offered on the site (true) or not (false). */
export const activationBody = z.strictObject({ activated: z.boolean() });
export type ActivationBody = z.infer<typeof activationBody>;

/** An admin's EUR → currency rate: how many units of the currency one euro buys. */
export const rateOverrideBody = z.strictObject({
  rate: z.coerce
    .number({ error: 'errors.settings.rate' })
    .positive({ error: 'errors.settings.rate' })
    .max(maxOverrideRate, { error: 'errors.settings.rate' }),
});
export type RateOverrideBody = z.infer<typeof rateOverrideBody>;

const required = (max: number) => text(max).trim().min(1, { error: 'errors.field.required' });

/** The company's account for transfers in one currency; IBAN and BIC stored in their electronic form. */
export const bankInformationBody = z.strictObject({
  accountHolder: required(120),
  bankName: required(120),
  iban: z.string().transform(normalizeIban).refine(isValidIBAN, { error: 'errors.invalid_iban' }),
  bic: z.string().transform(normalizeBic).refine(isValidBIC, { error: 'errors.invalid_bic' }),
});
export type BankInformationBody = z.infer<typeof bankInformationBody>;
