import { describe, expect, it } from 'vitest';
import { addMonths, isCalendarDay, isMonth, monthOf, monthWeeks, weekStartFor } from './month-grid.ts';

describe('month grid', () => {
  it('lays out a month in weeks from Monday or Sunday, with blanks outside the month', () => {
    // 1 December 2026 is a Tuesday.
    const monday = monthWeeks('2026-12', 1);
    expect(monday[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(monday.at(-1)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    const sunday = monthWeeks('2026-12', 0);
    expect(sunday[0]?.slice(0, 3)).toEqual([null, null, '2026-12-01']);
    expect(sunday.flat().filter(Boolean)).toHaveLength(31);
    // February of a leap year; a month that starts on the week's first day has no leading blank.
    expect(monthWeeks('2028-02', 1).flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks('2027-02', 1)[0]?.[0]).toBe('2027-02-01');
    expect(monthWeeks('2027-02', 1)).toHaveLength(4);
  });

  it('moves between months across years and checks month strings', () => {
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(addMonths('2026-11', 14)).toBe('2028-01');
    expect(monthOf('2026-11-21')).toBe('2026-11');
    expect(isMonth('2026-11')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(weekStartFor('en_US')).toBe(0);
    expect(weekStartFor('fr_FR')).toBe(1);
  });

  it('knows a real calendar day from year 1 (PostgreSQL has no year 0)', () => {
    for (const day of ['2026-02-28', '2028-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true);
    for (const day of ['0000-01-01', '2026-02-30', '2027-02-29', '2026-13-01', '2026-1-01', 'garbage', '', '2026-02-28T00:00']) expect(isCalendarDay(day), day).toBe(false);
  });
});
