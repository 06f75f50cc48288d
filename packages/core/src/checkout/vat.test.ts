import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { includedVat, vatRatePercent } from './vat.ts';

describe('includedVat', () => {
  it('is the 20 % VAT included in a VAT-inclusive total', () => {
    expect(vatRatePercent).toBe(20);
    expect(includedVat(12_000)).toBe(2_000);
    expect(includedVat(10_000)).toBe(1_667);
    expect(includedVat(0)).toBe(0);
    // JPY has no minor units: the same rule on whole yen.
    expect(includedVat(16_390)).toBe(2_732);
  });

  it('rounds halves away from zero', () => {
    // 3 × 20 / 120 = 0.5
    expect(includedVat(3)).toBe(1);
    expect(includedVat(-3)).toBe(-1);
    expect(includedVat(2)).toBe(0);
  });

  it('is the nearest integer to total / 6, never more than the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (total) => {
        const vat = includedVat(total);
        expect(Math.abs(vat - total / 6)).toBeLessThanOrEqual(0.5);
        expect(vat).toBeLessThanOrEqual(total);
      }),
    );
  });

  it('refuses fractions of a minor unit', () => {
    expect(() => includedVat(10.5)).toThrow(RangeError);
  });
});
