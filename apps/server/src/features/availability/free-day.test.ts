import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { tourDaysOf, type TourCalendar } from './free-day.ts';

const calendar = (timeZone: string, maxStartTime: string): TourCalendar => ({
  weekdays: 127,
  maxStartTime,
  timeZone,
  groupsPerDay: 4,
  cutoffHours: 0,
  blocked: new Set(),
  held: new Map(),
});

describe('the days of a year in a zone', () => {
  // Summer time forward and back (Paris, New York), south of the equator (Santiago), by half an hour
  // (Lord Howe), none (Tokyo), a day skipped once (Apia), and starts at the hours clocks change.
  const zones = ['Europe/Paris', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Tokyo', 'Pacific/Apia'];
  const starts = ['00:00', '01:30', '02:30', '09:00', '17:00', '23:30'];

  it('puts every start where the checkout puts it, the days clocks change included', () => {
    for (const timeZone of zones) {
      for (const start of starts) {
        for (const day of tourDaysOf(calendar(timeZone, `${start}:00`), '2030-01-01', '2030-12-31')) {
          expect([timeZone, start, day.day, day.bookableUntil.toISOString()]).toEqual([timeZone, start, day.day, zonedInstant(day.day, start, timeZone).toISOString()]);
        }
      }
    }
  });

  it('counts the cut-off back from that start, and marks blocked and held days', () => {
    const days = tourDaysOf({ ...calendar('Europe/Paris', '17:00:00'), cutoffHours: 48, blocked: new Set(['2030-06-13']), held: new Map([['2030-06-14', 3]]) }, '2030-06-12', '2030-06-14', '09:00');
    expect(days.map((day) => [day.day, day.blocked, day.held, day.bookableUntil.toISOString()])).toEqual([
      ['2030-06-12', false, 0, '2030-06-10T07:00:00.000Z'],
      ['2030-06-13', true, 0, '2030-06-11T07:00:00.000Z'],
      ['2030-06-14', false, 3, '2030-06-12T07:00:00.000Z'],
    ]);
  });
});
