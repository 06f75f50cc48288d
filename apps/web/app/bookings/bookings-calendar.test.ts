import { describe, expect, it } from 'vitest';
import { monthKey, shiftMonth } from './booking-shown.ts';
import { monthWeeks } from './bookings-calendar.tsx';

describe('the calendar view’s month', () => {
  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(monthKey({ year: 2026, month: 3 })).toBe('2026-03');
  });

  it('lays a month out in weeks starting on Monday, with empty cells outside it', () => {
    // 1 December 2026 is a Tuesday; the 31st a Thursday.
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(weeks[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    // February 2027 starts on a Monday and fills exactly four weeks.
    expect(monthWeeks({ year: 2027, month: 2 })).toHaveLength(4);
    // A leap year's February has its 29th.
    expect(monthWeeks({ year: 2028, month: 2 }).flat()).toContain('2028-02-29');
  });
});
