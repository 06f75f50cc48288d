import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shares } from './shares.ts';

// Amounts as bookings carry them (minor units up to a large group's price) and totals up to a big order's.
const amounts = fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 12 });
const total = fc.integer({ min: 0, max: 50_000_000 });

describe('shares', () => {
  it('splits by the largest remainder', () => {
    expect(shares([100, 200, 300], 599)).toEqual([100, 200, 299]);
    expect(shares([1, 1, 1], 10)).toEqual([4, 3, 3]);
    expect(shares([0, 0], 0)).toEqual([0, 0]);
    expect(shares([0, 0], 7)).toEqual([7, 0]);
  });

  it('always adds up to the total, one share per item, none negative', () => {
    fc.assert(
      fc.property(amounts, total, (weights, sum) => {
        const split = shares(weights, sum);
        expect(split).toHaveLength(weights.length);
        expect(split.reduce((a, b) => a + b, 0)).toBe(sum);
        expect(split.every((share) => Number.isInteger(share) && share >= 0)).toBe(true);
      }),
    );
  });

  it('gives each item its exact share rounded down or up, and nothing to an item worth nothing', () => {
    fc.assert(
      fc.property(amounts, total, (weights, sum) => {
        const weight = weights.reduce((a, b) => a + b, 0);
        fc.pre(weight > 0);
        shares(weights, sum).forEach((share, index) => {
          const exact = ((weights[index] ?? 0) * sum) / weight;
          expect(share).toBeGreaterThanOrEqual(Math.floor(exact));
          expect(share).toBeLessThanOrEqual(Math.ceil(exact));
          if (weights[index] === 0) expect(share).toBe(0);
        });
      }),
    );
  });

  it('never gives a smaller amount a larger share', () => {
    fc.assert(
      fc.property(amounts, total, (weights, sum) => {
        const split = shares(weights, sum);
        weights.forEach((a, i) => weights.forEach((b, j) => {
          if (a < b) expect(split[i]).toBeLessThanOrEqual(split[j] ?? 0);
        }));
      }),
    );
  });
});
