import { defaultCurrency } from '@cicerone/core/locales';
import { loadCurrencies } from './currencies.ts';
import { loadEurRates } from './eur-snapshot.ts';

export interface ExchangeRateSnapshot {
  /** YYYY-MM-DD of the snapshot. */
  date: string;
  source: string;
  /** EUR → currency as a decimal string, at most 10 significant digits and 10 decimals; EUR itself '1'. */
  rates: { currency: string; rate: string }[];
}

/**
 * Strings, not numbers, because the column is numeric(24, 10) and a float would carry
 * binary noise into it. Ten significant digits is far beyond what a price needs, and
 * capping decimals at 10 too keeps every value inside the column's scale.
 */
const decimal = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumSignificantDigits: 10,
  maximumFractionDigits: 10,
  roundingPriority: 'lessPrecision',
});

/** The seed's starting rates, for the currencies loadCurrencies() returns; an admin or a job refreshes them later. */
export function loadExchangeRateSnapshot(): ExchangeRateSnapshot {
  const { date, source, rates } = loadEurRates();
  return {
    date,
    source,
    rates: loadCurrencies().flatMap(({ code }) => {
      if (code === defaultCurrency) return [{ currency: code, rate: '1' }];
      const rate = rates.get(code);
      return rate === undefined ? [] : [{ currency: code, rate: decimal.format(rate) }];
    }),
  };
}
