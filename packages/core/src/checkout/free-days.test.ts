import { describe, expect, it } from 'vitest';
import { firstFreeDay, freeDaysOf, hasFreeDayIn, isFreeDay } from './free-days.ts';

describe('free days of the date picker', () => {
  it('marks each free day of the range, across months and years', () => {
    const free = freeDaysOf('2026-12-30', '2027-01-03', ['2026-12-31', '2027-01-02', '2027-02-01', '2026-12-01']);
    expect(free).toEqual({ from: '2026-12-30', days: '01010' });
    expect(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03'].map((day) => isFreeDay(free, day))).toEqual([false, true, false, true, false]);
    // Outside the range, or not a day at all: not free.
    expect(isFreeDay(free, '2026-12-29')).toBe(false);
    expect(isFreeDay(free, '2027-01-04')).toBe(false);
    expect(isFreeDay(free, 'not-a-day')).toBe(false);
  });

  it('finds the first free day and the months that have one', () => {
    const free = freeDaysOf('2026-11-25', '2027-10-31', ['2027-02-28', '2027-03-01']);
    expect(firstFreeDay(free)).toBe('2027-02-28');
    expect(hasFreeDayIn(free, '2027-01')).toBe(false);
    expect(hasFreeDayIn(free, '2027-02')).toBe(true);
    expect(hasFreeDayIn(free, '2027-03')).toBe(true);
    expect(firstFreeDay(freeDaysOf('2026-11-25', '2026-11-30', []))).toBeNull();
  });

  it('describes a year in one character a day', () => {
    expect(freeDaysOf('2028-01-01', '2028-12-31', []).days).toHaveLength(366);
  });
});
