import { describe, expect, it } from 'vitest';
import { runsOn, startTimes, todayIn, weekdayOf, weekdaysOf } from './tour-schedule.ts';

describe('tour schedule', () => {
  it('reads the weekday of a day', () => {
    expect(weekdayOf('2026-03-01')).toBe(0); // a Sunday
    expect(weekdayOf('2026-03-07')).toBe(6);
    expect(weekdayOf('2026-02-30')).toBeNull();
    expect(weekdayOf('tomorrow')).toBeNull();
  });

  it('knows the days a tour runs', () => {
    const weekends = (1 << 0) | (1 << 6);
    expect(runsOn(weekends, '2026-03-01')).toBe(true);
    expect(runsOn(weekends, '2026-03-02')).toBe(false);
    expect(runsOn(127, '2026-03-04')).toBe(true);
    expect(weekdaysOf(weekends)).toEqual([0, 6]);
  });

  it('offers start times every 30 minutes within the window', () => {
    expect(startTimes('09:00:00', '11:00:00')).toEqual(['09:00', '09:30', '10:00', '10:30', '11:00']);
    expect(startTimes('09:15', '10:20')).toEqual(['09:30', '10:00']);
    expect(startTimes('14:00', '14:00')).toEqual(['14:00']);
  });

  it('tells today in the city of the tour', () => {
    const now = new Date('2026-03-01T23:30:00Z');
    expect(todayIn('Europe/Paris', now)).toBe('2026-03-02');
    expect(todayIn('America/New_York', now)).toBe('2026-03-01');
    expect(todayIn('Not/AZone', now)).toBe('2026-03-01');
  });
});
