import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startTimes } from '../catalog/tour-schedule.ts';
import { bookableStartTimes, bookingNoticeHours, checkStart, zonedInstant, zoneOffsetMs, type TourSchedule } from './start-time.ts';

const hour = 3_600_000;
const everyDay = 127;
const paris: TourSchedule = { weekdays: everyDay, minStartTime: '09:00:00', maxStartTime: '11:00:00', timeZone: 'Europe/Paris' };

/** The wall-clock 'YYYY-MM-DD HH:MM' of an instant in a zone, as a reference independent of the code under test. */
function wallClock(instant: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  return `${day} ${time}`;
}

describe('zonedInstant', () => {
  it('finds the instant of a wall-clock time around the Paris daylight-saving changes', () => {
    expect(zonedInstant('2026-03-28', '10:00', 'Europe/Paris').toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-29', '10:00', 'Europe/Paris').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(zonedInstant('2026-10-25', '10:00', 'Europe/Paris').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(zonedInstant('2026-10-24', '10:00', 'Europe/Paris').toISOString()).toBe('2026-10-24T08:00:00.000Z');
  });

  it('finds the instant around the New York daylight-saving changes', () => {
    expect(zonedInstant('2026-03-07', '09:00', 'America/New_York').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(zonedInstant('2026-03-08', '09:00', 'America/New_York').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedInstant('2026-11-01', '09:00', 'America/New_York').toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('moves a time that does not exist forward by the gap, and takes the first of a time that happens twice', () => {
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Paris').toISOString()).toBe('2026-03-29T01:30:00.000Z'); // 03:30 CEST
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(zonedInstant('2026-10-25', '02:30', 'Europe/Paris').toISOString()).toBe('2026-10-25T00:30:00.000Z'); // still CEST
    expect(zonedInstant('2026-11-01', '01:30', 'America/New_York').toISOString()).toBe('2026-11-01T05:30:00.000Z'); // still EDT
    // Lord Howe moves its clocks by half an hour: 01:45 on 5 April happens at +11, then again at +10:30.
    expect(zonedInstant('2026-04-05', '01:45', 'Australia/Lord_Howe').toISOString()).toBe('2026-04-04T14:45:00.000Z');
  });

  it('handles zones off the hour and far from UTC', () => {
    expect(zonedInstant('2026-06-01', '09:00', 'Asia/Kathmandu').toISOString()).toBe('2026-06-01T03:15:00.000Z');
    expect(zonedInstant('2026-06-01', '09:00', 'Pacific/Kiritimati').toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(zoneOffsetMs('UTC', Date.UTC(2026, 0, 1, 12, 0, 0, 500))).toBe(0);
  });

  it('refuses what is not a day and a time', () => {
    expect(() => zonedInstant('2026-13-01x', '10:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedInstant('2026-06-01', '24:00', 'UTC')).toThrow(RangeError);
  });

  it('gives back the wall-clock time it was asked for, the earliest instant showing it', () => {
    const zones = ['Europe/Paris', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Santiago', 'UTC'];
    fc.assert(
      fc.property(fc.constantFrom(...zones), fc.integer({ min: 28_000_000, max: 30_000_000 }), (timeZone, minutes) => {
        const instant = new Date(minutes * 60_000);
        const [day = '', time = ''] = wallClock(instant, timeZone).split(' ');
        const found = zonedInstant(day, time, timeZone);
        expect(wallClock(found, timeZone)).toBe(`${day} ${time}`);
        expect(found.getTime()).toBeLessThanOrEqual(instant.getTime());
        expect(instant.getTime() - found.getTime()).toBeLessThanOrEqual(hour);
      }),
    );
  });
});

describe('checkStart', () => {
  const before = new Date('2026-06-01T00:00:00Z');

  it('books a start time of the tour at its instant in the city', () => {
    expect(checkStart(paris, '2026-06-10', '09:30', before)).toEqual({ ok: true, startsAt: new Date('2026-06-10T07:30:00Z') });
    expect(checkStart(paris, '2026-06-10', '11:00:00', before)).toEqual({ ok: true, startsAt: new Date('2026-06-10T09:00:00Z') });
  });

  it('says time_out_of_range outside the tour window or off the 30-minute steps', () => {
    for (const time of ['08:30', '11:30', '09:15', '9:00', 'noon', '']) {
      expect(checkStart(paris, '2026-06-10', time, before)).toEqual({ ok: false, code: 'time_out_of_range' });
    }
  });

  it('says no_time_slots on a day the tour does not run or that is not a date', () => {
    const weekends = { ...paris, weekdays: (1 << 0) | (1 << 6) };
    expect(checkStart(weekends, '2026-06-10', '10:00', before)).toEqual({ ok: false, code: 'no_time_slots' }); // a Wednesday
    expect(checkStart(weekends, '2026-06-13', '10:00', before).ok).toBe(true); // a Saturday
    expect(checkStart(paris, '2026-02-30', '10:00', before)).toMatchObject({ code: 'no_time_slots' });
  });

  it(`closes bookings ${bookingNoticeHours} h before the start, so a day too soon has no slots`, () => {
    const now = new Date('2026-06-09T08:00:00Z'); // 10:00 in Paris, the day before
    expect(bookableStartTimes(paris, '2026-06-10', now)).toEqual(['10:00', '10:30', '11:00']);
    expect(checkStart(paris, '2026-06-10', '09:30', now)).toEqual({ ok: false, code: 'time_out_of_range' });
    expect(checkStart(paris, '2026-06-10', '10:00', now).ok).toBe(true);
    expect(checkStart(paris, '2026-06-10', '10:00', new Date('2026-06-09T09:00:01Z'))).toEqual({ ok: false, code: 'no_time_slots' });
    // A tour's own cut-off: two days for one, two hours for a last-minute tour.
    expect(checkStart({ ...paris, cutoffHours: 48 }, '2026-06-10', '10:00', now)).toEqual({ ok: false, code: 'no_time_slots' });
    expect(bookableStartTimes({ ...paris, cutoffHours: 2 }, '2026-06-09', now)).toEqual([]); // 11:00 is one hour away
    expect(bookableStartTimes({ ...paris, cutoffHours: 0.5 }, '2026-06-09', now)).toEqual(['10:30', '11:00']);
    expect(checkStart({ ...paris, cutoffHours: 2 }, '2026-06-10', '09:30', now).ok).toBe(true);
  });

  it('measures the notice in absolute time across a daylight-saving change', () => {
    // 10:00 on 29 March 2026 in Paris is 08:00Z; 24 h before is 08:00Z on the 28th (09:00 local then).
    expect(checkStart(paris, '2026-03-29', '10:00', new Date('2026-03-28T08:00:00Z')).ok).toBe(true);
    expect(checkStart(paris, '2026-03-29', '10:00', new Date('2026-03-28T08:00:00.001Z')).ok).toBe(false);
    const newYork = { ...paris, timeZone: 'America/New_York' };
    expect(checkStart(newYork, '2026-03-08', '09:00', new Date('2026-03-07T13:00:00Z'))).toEqual({ ok: true, startsAt: new Date('2026-03-08T13:00:00Z') });
  });

  it('accepts exactly the steps of the schedule, far enough ahead, on its weekdays', () => {
    const scheduleArb = fc
      .record({
        weekdays: fc.integer({ min: 1, max: 127 }),
        first: fc.integer({ min: 0, max: 47 }),
        length: fc.integer({ min: 0, max: 20 }),
        timeZone: fc.constantFrom('Europe/Paris', 'America/New_York', 'Asia/Tokyo'),
      })
      .map(({ weekdays, first, length, timeZone }): TourSchedule => {
        const clock = (halfHours: number) => `${String(Math.floor(halfHours / 2)).padStart(2, '0')}:${halfHours % 2 ? '30' : '00'}`;
        return { weekdays, minStartTime: clock(first), maxStartTime: clock(Math.min(47, first + length)), timeZone };
      });
    const quarterHour = fc.integer({ min: 0, max: 95 }).map((quarter) => `${String(Math.floor(quarter / 4)).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`);
    // Half the times and nows are drawn near the schedule, so accepted starts are common too.
    const caseArb = scheduleArb.chain((schedule) =>
      fc.record({
        schedule: fc.constant(schedule),
        day: fc.integer({ min: 0, max: 400 }).map((offset) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)),
        time: fc.oneof(quarterHour, fc.constantFrom(...startTimes(schedule.minStartTime, schedule.maxStartTime))),
        hoursBefore: fc.oneof(fc.integer({ min: -48, max: 400 }), fc.integer({ min: -20_000, max: 20_000 })),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ schedule, day, time, hoursBefore }) => {
        const now = new Date(Date.parse(`${day}T12:00:00Z`) - hoursBefore * hour);
        const result = checkStart(schedule, day, time, now);
        const steps = startTimes(schedule.minStartTime, schedule.maxStartTime);
        const runs = (schedule.weekdays & (1 << new Date(`${day}T00:00:00Z`).getUTCDay())) !== 0;
        const farEnough = steps.includes(time) && zonedInstant(day, time, schedule.timeZone).getTime() >= now.getTime() + bookingNoticeHours * hour;
        expect(result.ok).toBe(runs && farEnough);
        if (result.ok) {
          expect(steps).toContain(time);
          expect(result.startsAt.getTime()).toBeGreaterThanOrEqual(now.getTime() + bookingNoticeHours * hour);
          expect(result.startsAt).toEqual(zonedInstant(day, time, schedule.timeZone));
        } else if (result.code === 'time_out_of_range') {
          expect(bookableStartTimes(schedule, day, now)).not.toContain(time);
        } else {
          expect(bookableStartTimes(schedule, day, now)).toEqual([]);
        }
      }),
    );
  });
});
