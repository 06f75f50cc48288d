import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardMaxEurCents, giftCardMinEurCents } from './gift-card-rules.ts';
import { giftCardValueOf } from './gift-card-value.ts';

const eur = { code: 'EUR', minorUnits: 2 };
const jpy = { code: 'JPY', minorUnits: 0 };

describe('a gift card’s value', () => {
  it('is the amount in EUR cents for a card bought in EUR, between 10 and 1,000 EUR', () => {
    expect(giftCardValueOf(50_00, 1, eur)).toEqual({ ok: true, eurCents: 50_00 });
    expect(giftCardValueOf(10_00, 1, eur)).toEqual({ ok: true, eurCents: 10_00 });
    expect(giftCardValueOf(1_000_00, 1, eur)).toEqual({ ok: true, eurCents: 1_000_00 });
    expect(giftCardValueOf(9_99, 1, eur)).toEqual({ ok: false, min: 10_00, max: 1_000_00 });
    expect(giftCardValueOf(1_000_01, 1, eur)).toMatchObject({ ok: false });
  });

  it('is fixed at the order’s rate for another currency, the bounds converted as the page shows them', () => {
    // 1 EUR = 0.85 GBP: £85.00 is worth 100 EUR.
    expect(giftCardValueOf(85_00, 0.85, { code: 'GBP', minorUnits: 2 })).toEqual({ ok: true, eurCents: 100_00 });
    expect(giftCardValueOf(1_000, 160, jpy)).toEqual({ ok: false, min: 1_600, max: 160_000 });
    expect(giftCardValueOf(1_600, 160, jpy)).toEqual({ ok: true, eurCents: 10_00 });
  });

  it('never gives a value outside what the database accepts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.double({ min: 0.01, max: 500, noNaN: true }), (amount, rate) => {
        const value = giftCardValueOf(amount, rate, eur);
        if (value.ok) expect(value.eurCents).toBeGreaterThanOrEqual(giftCardMinEurCents);
        if (value.ok) expect(value.eurCents).toBeLessThanOrEqual(giftCardMaxEurCents);
      }),
    );
  });
});
