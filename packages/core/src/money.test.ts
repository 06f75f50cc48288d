import { describe, expect, it } from 'vitest';
import { coinValue, convertFromEurCents, formatMoney, type CurrencyUnit } from './money.ts';

const EUR: CurrencyUnit = { code: 'EUR', minorUnits: 2 };
const USD: CurrencyUnit = { code: 'USD', minorUnits: 2 };
const JPY: CurrencyUnit = { code: 'JPY', minorUnits: 0 };
const KWD: CurrencyUnit = { code: 'KWD', minorUnits: 3 };

/** A seeded generator, so a failure names values that reproduce on the next run. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('convertFromEurCents', () => {
  it('converts to yen without decimals', () => {
    expect(convertFromEurCents(1000, 161.5, JPY)).toBe(1615);
    expect(convertFromEurCents(12345, 161.37, JPY)).toBe(19921);
  });

  it('rounds half away from zero', () => {
    expect(convertFromEurCents(3, 50, JPY)).toBe(2);
    expect(convertFromEurCents(-3, 50, JPY)).toBe(-2);
    expect(convertFromEurCents(1, 0.5, USD)).toBe(1);
    expect(convertFromEurCents(-1, 0.5, USD)).toBe(-1);
  });

  it('rounds a negative amount to the mirror of the positive one, even at a float tie', () => {
    // 57 171.50 × 71.767 = 4 103 027.0405 exactly, computed as 4103027040.4999995 thousandths: the tie must still round outwards.
    expect(convertFromEurCents(5_717_150, 71.767, KWD)).toBe(4_103_027_041);
    expect(convertFromEurCents(-5_717_150, 71.767, KWD)).toBe(-4_103_027_041);
    // A negative amount that rounds to nothing is 0, not -0.
    expect(convertFromEurCents(-5, 0.001, USD)).toBe(0);
  });

  it('is not fooled by float noise in a 1.1 rate', () => {
    // 1.15 × 1.1 × 100 is 126.49999999999999 in floating point; the exact 126.5 rounds up.
    expect(convertFromEurCents(115, 1.1, USD)).toBe(127);
    expect(convertFromEurCents(1000, 1.1, USD)).toBe(1100);
    expect(convertFromEurCents(15, 1.1, USD)).toBe(17);
  });

  it('rejects fractional cents and non-positive rates', () => {
    expect(() => convertFromEurCents(10.5, 1, USD)).toThrow(RangeError);
    expect(() => convertFromEurCents(100, 0, USD)).toThrow(RangeError);
    expect(() => convertFromEurCents(100, Number.NaN, USD)).toThrow(RangeError);
  });

  it('gives integers that never decrease as the amount grows, for many random amounts and rates', () => {
    const random = mulberry32(20_240_601);
    for (let round = 0; round < 40; round += 1) {
      const rate = Number((0.01 + random() * 300).toFixed(4));
      const unit = [USD, JPY, KWD][round % 3] as CurrencyUnit;
      const cents = Array.from({ length: 50 }, () => Math.floor(random() * 10_000_000)).sort((a, b) => a - b);
      let previous = -Infinity;
      for (const amount of cents) {
        const converted = convertFromEurCents(amount, rate, unit);
        expect(Number.isInteger(converted), `${amount} at ${rate} ${unit.code}`).toBe(true);
        expect(converted, `${amount} at ${rate} ${unit.code}`).toBeGreaterThanOrEqual(previous);
        expect(convertFromEurCents(-amount, rate, unit), `-${amount} at ${rate} ${unit.code}`).toBe(-converted || 0);
        previous = converted;
      }
    }
  });
});

describe('formatMoney', () => {
  it('shows yen without decimals in English and in Japanese', () => {
    expect(formatMoney(1615, JPY, 'en-US')).toBe('¥1,615');
    expect(formatMoney(1615, JPY, 'ja-JP')).toMatch(/^[¥￥]1,615$/);
  });

  it('shows the currency digits in the interface language', () => {
    expect(formatMoney(1234, USD, 'en-US')).toBe('$12.34');
    expect(formatMoney(123456, EUR, 'de-DE')).toBe('1.234,56\u00a0€');
    expect(formatMoney(1000, EUR, 'en-US')).toBe('€10.00');
  });
});

describe('coinValue', () => {
  it('keeps at most 2 decimals, even for a 3-decimal currency', () => {
    // 12.34 EUR × 0.3 = 3.702 KWD → 3.70, stored as 3700 thousandths.
    expect(coinValue(1234, 0.3, KWD)).toBe(3700);
  });

  it('converts like money in 2- and 0-decimal currencies', () => {
    expect(coinValue(1234, 1.0837, USD)).toBe(1337);
    expect(coinValue(1234, 161.37, JPY)).toBe(1991);
  });

  it('is a whole number of hundredths for random balances', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 500; i += 1) {
      const balance = Math.floor(random() * 1_000_000);
      const rate = 0.1 + random() * 5;
      expect(coinValue(balance, rate, KWD) % 10, `${balance} at ${rate}`).toBe(0);
    }
  });
});
