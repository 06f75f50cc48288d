import { describe, expect, it } from 'vitest';
import { activatedCurrencyCodes, loadCurrencies } from './currencies.ts';
import { loadExchangeRateSnapshot } from './exchange-rates.ts';

const currencies = loadCurrencies();
const byCode = new Map(currencies.map((c) => [c.code, c]));
const snapshot = loadExchangeRateSnapshot();
const rateOf = new Map(snapshot.rates.map((r) => [r.currency, r.rate]));

describe('loadCurrencies', () => {
  it('includes and activates the curated list, and only it', () => {
    for (const code of activatedCurrencyCodes) expect(byCode.get(code)?.activated, code).toBe(true);
    expect(currencies.filter((c) => c.activated).map((c) => c.code).sort()).toEqual([...activatedCurrencyCodes].sort());
    expect(activatedCurrencyCodes).toHaveLength(23);
  });

  it('uses ISO 4217 minor units', () => {
    expect(byCode.get('JPY')?.minorUnits).toBe(0);
    expect(byCode.get('EUR')?.minorUnits).toBe(2);
    expect(byCode.get('CHF')?.minorUnits).toBe(2);
    expect(byCode.get('KWD')?.minorUnits).toBe(3);
    // ISO, not CLDR: Intl would say 0 for these.
    expect(byCode.get('HUF')?.minorUnits).toBe(2);
    expect(byCode.get('IDR')?.minorUnits).toBe(2);
  });

  it('has English names and narrow symbols', () => {
    expect(byCode.get('EUR')).toMatchObject({ name: 'Euro', symbol: '€' });
    expect(byCode.get('USD')).toMatchObject({ name: 'US Dollar', symbol: '$' });
    expect(byCode.get('GBP')?.symbol).toBe('£');
    expect(byCode.get('CHF')?.symbol).toBe('CHF');
    expect(byCode.get('JPY')?.symbol).toBe('¥');
  });

  it('is ISO fiat only: no crypto, metals, funds or special drawing rights', () => {
    for (const code of ['BTC', 'ETH', 'XAU', 'XAG', 'XDR', 'CHE', 'CLF', 'USN', 'XTS', 'ATS', 'DEM']) {
      expect(byCode.has(code), code).toBe(false);
    }
    for (const c of currencies) expect(c.code).toMatch(/^[A-Z]{3}$/);
    expect(currencies.length).toBeGreaterThan(140);
  });

  it('makes EUR the one default', () => {
    expect(currencies.filter((c) => c.isDefault).map((c) => c.code)).toEqual(['EUR']);
  });
});

describe('loadExchangeRateSnapshot', () => {
  it('is dated and sourced', () => {
    expect(snapshot.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(snapshot.source).toContain('@fawazahmed0/currency-api@');
  });

  it('prices every currency, EUR at 1, as plain decimal strings', () => {
    expect(rateOf.get('EUR')).toBe('1');
    expect(snapshot.rates.map((r) => r.currency)).toEqual(currencies.map((c) => c.code));
    for (const code of activatedCurrencyCodes) expect(rateOf.get(code), code).toBeDefined();
    for (const { currency, rate } of snapshot.rates) {
      expect(rate, currency).toMatch(/^\d+(\.\d{1,10})?$/);
      expect(rate.replace('.', '').replace(/^0+/, '').length, currency).toBeLessThanOrEqual(10);
      expect(Number(rate), currency).toBeGreaterThan(0);
    }
    expect(Number(rateOf.get('JPY'))).toBeGreaterThan(50);
    expect(Number(rateOf.get('USD'))).toBeGreaterThan(0.5);
  });
});
