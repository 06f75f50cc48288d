import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defaultCurrency } from '@cicerone/core/locales';
import { loadEurRates } from './eur-snapshot.ts';

const require = createRequire(import.meta.url);

export interface CurrencyRecord {
  code: string;
  /** English, from Intl.DisplayNames (CLDR). */
  name: string;
  nativeNames?: never;
  /** Intl narrowSymbol in en-US: '$', '€', '£', 'CHF', '¥'. */
  symbol: string;
  /**
   * ISO 4217 digits from currency-codes — the one source for display and charging, as
   * card processors use ISO (CLDR, which Intl follows, says 0 for HUF/IDR/COP; ISO says 2).
   */
  minorUnits: number;
  activated: boolean;
  isDefault: boolean;
}

/**
 * Offered in the currency picker from day one: the currencies of the markets the seven
 * interface languages reach, plus the big travel-spending ones. Admins can activate
 * more; every other fiat currency is seeded inactive so that it can be.
 */
export const activatedCurrencyCodes: readonly string[] = [
  'EUR', 'USD', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'RUB', 'CNY', 'SEK', 'NOK', 'DKK',
  'PLN', 'CZK', 'BRL', 'MXN', 'INR', 'NZD', 'SGD', 'HKD', 'AED', 'TRY', 'ZAR',
];

/**
 * ISO 4217 fiat currencies → minor units, read from the ISO list XML that
 * currency-codes ships. Its data.js flattens two things we need: funds (IsFund="true":
 * CHE, CLF, USN, …) and units without minor units ("N.A.": gold, XDR, test codes) show
 * up there as ordinary currencies with 0 digits. Neither is money a tourist pays in.
 */
export function isoFiatMinorUnits(): Map<string, number> {
  const xml = readFileSync(require.resolve('currency-codes/iso-4217-list-one.xml'), 'utf8');
  const fiat = new Map<string, number>();
  for (const [entry] of xml.matchAll(/<CcyNtry>[\s\S]*?<\/CcyNtry>/g)) {
    const code = /<Ccy>([A-Z]{3})<\/Ccy>/.exec(entry)?.[1];
    const digits = /<CcyMnrUnts>(\d+)<\/CcyMnrUnts>/.exec(entry)?.[1];
    if (!code || digits === undefined || entry.includes('IsFund="true"')) continue;
    fiat.set(code, Number(digits));
  }
  return fiat;
}

function symbolOf(code: string): string {
  const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/** Every ISO fiat currency the EUR rate snapshot can price, ordered by code. */
export function loadCurrencies(): CurrencyRecord[] {
  const fiat = isoFiatMinorUnits();
  const rated = loadEurRates().rates;
  const names = new Intl.DisplayNames(['en-US'], { type: 'currency' });
  const activated = new Set(activatedCurrencyCodes);
  return [...fiat]
    .filter(([code]) => code === defaultCurrency || rated.has(code))
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, minorUnits]) => ({
      code,
      name: names.of(code) ?? code,
      symbol: symbolOf(code),
      minorUnits,
      activated: activated.has(code),
      isDefault: code === defaultCurrency,
    }));
}
