import { countrySpecs, electronicFormatIBAN, extractIBAN, isSEPACountry, isValidBIC, isValidIBAN } from 'ibantools';
import type { ErrorCode } from '../errors.ts';

/**
 * What a guide's bank account needs, by the bank's country (ISO 3166-1 alpha-2). Shared by the
 * API contract (which fields are required) and the payout service (whether the numbers are real),
 * so the form and the API ask for the same things.
 */

/** Countries of the IBAN registry name every account by its IBAN: there it is required. */
export function usesIban(bankCountry: string): boolean {
  return countrySpecs[bankCountry]?.IBANRegistry === true;
}

/** Known countries outside the IBAN registry (US, CA, AU, JP…) name an account by its number. */
export function needsAccountNumber(bankCountry: string): boolean {
  return countrySpecs[bankCountry] !== undefined && !usesIban(bankCountry);
}

/** A SEPA transfer needs the IBAN alone; from anywhere else the BIC routes the payment. */
export function needsBic(bankCountry: string): boolean {
  return countrySpecs[bankCountry]?.SEPA !== true;
}

/** US banks are reached through their ABA routing number. */
export function needsRoutingNumber(bankCountry: string): boolean {
  return bankCountry === 'US';
}

/** 'de89 3704 0044 0532 0130 00' → 'DE89370400440532013000', the stored (electronic) form. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** Whether a normalized IBAN passes its checks (length for its country, mod-97 check digits). */
export function isIban(value: string): boolean {
  return isValidIBAN(value);
}

/** Whether a SEPA credit transfer reaches this IBAN: valid, and of a SEPA country (a BIC is then optional). */
export function isSepaIban(iban: string): boolean {
  return isValidIBAN(iban) && isSEPACountry(extractIBAN(iban).countryCode ?? '');
}

/** An IBAN as typed ('fr76 3000 6000 0112 3456 7890 189') in its electronic form, checked or not. */
export function compactIban(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** 'FR7630006…' → 'FR76 3000 6…': an IBAN as people read it (and as a narrow table can wrap it). */
export function readableIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/** 'deut de ff' → 'DEUTDEFF'. */
export function normalizeBic(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Why these bank details cannot receive a transfer, or null when they can: an IBAN or BIC that
 * fails its checks, or an IBAN of another country than the bank's. Expects normalized values.
 */
export function bankDetailsProblem(details: { bankCountry: string; iban?: string | null | undefined; swiftBic?: string | null | undefined }): ErrorCode | null {
  if (details.iban) {
    if (!isValidIBAN(details.iban)) return 'invalid_iban';
    if (extractIBAN(details.iban).countryCode !== details.bankCountry) return 'iban_country_mismatch';
  }
  if (details.swiftBic && !isValidBIC(details.swiftBic)) return 'invalid_bic';
  return null;
}

/**
 * Why an account cannot be paid by SEPA credit transfer, or null when it can: it needs a valid
 * IBAN of a SEPA country and a valid BIC (pain.001.001.03 names the creditor's bank by its BIC).
 */
export function sepaAccountProblem(iban: string | null, bic: string | null): ErrorCode | null {
  if (!iban || !isValidIBAN(iban) || !isSEPACountry(extractIBAN(iban).countryCode ?? '')) return 'invalid_iban';
  if (!bic || !isValidBIC(bic)) return 'invalid_bic';
  return null;
}
