import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guideEarnings, guideSharePercentOf, payoutRunDue, periodDays, previousMonth } from './guide-earnings.ts';

describe('a guide’s earning on a finished mission', () => {
  it('is the share of the booking’s price in whole minor units, half a unit rounded up', () => {
    expect(guideEarnings(10_000, 70)).toBe(7_000);
    expect(guideEarnings(10_001, 70)).toBe(7_001); // 7000.7
    expect(guideEarnings(10_005, 10)).toBe(1_001); // 1000.5: the half goes to the guide
    expect(guideEarnings(10_004, 10)).toBe(1_000); // 1000.4
    expect(guideEarnings(12_345, 0)).toBe(0);
    expect(guideEarnings(12_345, 100)).toBe(12_345);
    expect(guideEarnings(9_999, 70)).toBe(6_999); // JPY-like: no minor units, the same rule on yen
  });

  it('takes the tour’s own share before the default', () => {
    expect(guideSharePercentOf(80, 70)).toBe(80);
    expect(guideSharePercentOf(0, 70)).toBe(0);
    expect(guideSharePercentOf(null, 70)).toBe(70);
  });

  it('refuses what is not money or not a percentage', () => {
    expect(() => guideEarnings(10.5, 70)).toThrow(RangeError);
    expect(() => guideEarnings(-1, 70)).toThrow(RangeError);
    expect(() => guideEarnings(100, 101)).toThrow(RangeError);
    expect(() => guideEarnings(100, 33.3)).toThrow(RangeError);
  });

  it('never exceeds the price and is within half a unit of the exact share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100 }), (price, percent) => {
        const earning = guideEarnings(price, percent);
        expect(Number.isInteger(earning)).toBe(true);
        expect(earning).toBeLessThanOrEqual(price);
        expect(Math.abs(earning - (price * percent) / 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('the monthly payout calendar', () => {
  it('pays the previous month, across the new year', () => {
    expect(previousMonth(new Date('2026-11-01T00:30:00Z'))).toEqual({ year: 2026, month: 10 });
    expect(previousMonth(new Date('2027-01-05T12:00:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('runs from the 1st and catches up until before the 10th', () => {
    expect(payoutRunDue(new Date('2026-11-01T00:00:00Z'))).toBe(true);
    expect(payoutRunDue(new Date('2026-11-09T23:59:00Z'))).toBe(true);
    expect(payoutRunDue(new Date('2026-11-10T00:00:00Z'))).toBe(false);
    expect(payoutRunDue(new Date('2026-11-25T00:00:00Z'))).toBe(false);
  });

  it('names a month’s visit days as a half-open range', () => {
    expect(periodDays({ year: 2026, month: 12 })).toEqual({ from: '2026-12-01', until: '2027-01-01' });
    expect(periodDays({ year: 2026, month: 2 })).toEqual({ from: '2026-02-01', until: '2026-03-01' });
  });
});
