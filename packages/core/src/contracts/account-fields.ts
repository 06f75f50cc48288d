import { z } from 'zod';
import { locales } from '../locales.ts';
import { text } from './common.ts';

/** Fields the account forms share (profile, addresses, payout methods). */

/** An account in a path (/api/user/{id}/…). */
export const userIdParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

/** ISO 3166-1 alpha-2, upper-cased; whether the country exists is the service's check (the list is in the database). */
export const countryCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'errors.invalid_country' })
  .transform((code) => code.toUpperCase());

/** ISO 4217, upper-cased; the service checks it against the currency table. */
export const currencyCodeField = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/, { error: 'errors.exchangeRate.currencyCode' })
  .transform((code) => code.toUpperCase());

export const requiredText = (max: number) => text(max).trim().min(1, { error: 'errors.field.required' });

/** Optional text: absent or blank is null. */
export const optionalText = (max: number) =>
  text(max)
    .trim()
    .nullish()
    .transform((value) => value || null);

/**
 * A field of a partial update: absent leaves the value as it is, null or blank clears it.
 * Blank becomes null before the field's own checks, so an emptied phone input is not an invalid phone.
 */
export function clearable<T extends z.ZodType>(field: T) {
  return z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), field.nullable().optional());
}

let languageNames: Intl.DisplayNames | undefined;

/**
 * A native language: one of the interface locales ('fr_FR') or any ISO 639-1 code ('pt', 'ar')
 * that CLDR names, so a typo ('xx') is refused while every real language is accepted.
 */
export function isLanguageCode(value: string): boolean {
  if ((locales as readonly string[]).includes(value)) return true;
  if (!/^[a-z]{2}$/.test(value)) return false;
  languageNames ??= new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  return languageNames.of(value) !== undefined;
}
