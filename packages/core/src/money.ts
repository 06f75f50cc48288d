/**
 * Money is an integer count of minor units with its currency. Catalog prices and coin
 * balances are EUR cents; other currencies are derived with the EUR rate and rounded
 * to the currency's ISO minor units (JPY has none).
 */
export interface CurrencyUnit {
  code: string;
  minorUnits: number;
}

/** EUR cents → minor units of `target`, rounded half away from zero. */
export function convertFromEurCents(eurCents: number, rate: number, target: CurrencyUnit): number {
  if (!Number.isInteger(eurCents)) throw new RangeError('EUR amount must be an integer number of cents');
  if (!(rate > 0)) throw new RangeError('exchange rate must be positive');
  const major = (eurCents / 100) * rate;
  const scaled = major * 10 ** target.minorUnits;
  // Rates carry float noise (1.1 * 100 = 110.00000000000001): round to 6 places before rounding to units.
  // Both steps work on the magnitude: Math.round rounds halves up, which would pull negative amounts toward zero.
  const magnitude = Math.round(Math.round(Math.abs(scaled) * 1e6) / 1e6);
  return scaled < 0 && magnitude > 0 ? -magnitude : magnitude;
}

/** Formats minor units for people, in the interface language, with exactly the currency's digits. */
export function formatMoney(amountMinor: number, unit: CurrencyUnit, languageTag: string): string {
  return moneyFormatter(languageTag, unit).format(amountMinor / 10 ** unit.minorUnits);
}

const formatters = new Map<string, Intl.NumberFormat>();
function moneyFormatter(languageTag: string, unit: CurrencyUnit): Intl.NumberFormat {
  const key = `${languageTag}|${unit.code}|${unit.minorUnits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency: unit.code,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: unit.minorUnits,
      maximumFractionDigits: unit.minorUnits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Coins are stored in EUR cents; their value in another currency is balance / 100 EUR
 * times the rate, with at most 2 decimals (requirements §rules.coins), and always shown as approximate.
 */
export function coinValue(balanceEurCents: number, rate: number, unit: CurrencyUnit): number {
  return convertFromEurCents(balanceEurCents, rate, { code: unit.code, minorUnits: Math.min(unit.minorUnits, 2) }) *
    10 ** (unit.minorUnits - Math.min(unit.minorUnits, 2));
}
