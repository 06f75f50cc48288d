import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceNumber } from './invoice-number.ts';

describe('invoiceNumber', () => {
  it('writes the year and a six-digit sequence', () => {
    expect(invoiceNumber(2026, 42)).toBe('2026-000042');
    expect(invoiceNumber(2027, 999_999)).toBe('2027-999999');
  });

  it('refuses sequences it cannot write in six digits', () => {
    expect(() => invoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => invoiceNumber(2026, 1_000_000)).toThrow(RangeError);
    expect(() => invoiceNumber(26, 1)).toThrow(RangeError);
  });

  it('keeps numbers of one year in the order of their sequence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999 }), fc.integer({ min: 1, max: 999_999 }), (a, b) => {
        const [x, y] = [invoiceNumber(2026, a), invoiceNumber(2026, b)];
        expect(x.length).toBe(11);
        expect(Math.sign(x.localeCompare(y))).toBe(Math.sign(a - b));
      }),
    );
  });
});
