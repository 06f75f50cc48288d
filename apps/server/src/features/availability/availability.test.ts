import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database, DatabaseHandle, Executor } from '@cicerone/db/client';
import { tourAvailability, tourBlockedDate, tourDayCapacity } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { openTestDatabase } from '../../test/database.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { freeDaysOf } from '@cicerone/core/checkout/free-days';
import { maxRangeDays } from './free-day.ts';
import { availabilityService, type AvailabilityService } from './service.ts';

let database: DatabaseHandle;
let db: Database;
let availability: AvailabilityService;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  availability = availabilityService(db);
});
afterAll(() => database.close());

/** A tour with its own capacity and cut-off row. */
async function tourWith(options: { groupsPerDay?: number; bookingCutoffHours?: number; city?: string; weekdays?: number; maxStartTime?: string } = {}) {
  const created = await createTour(db, { city: options.city ?? 'paris', weekdays: options.weekdays ?? 127, maxStartTime: options.maxStartTime ?? '17:00' });
  if (options.groupsPerDay !== undefined || options.bookingCutoffHours !== undefined) {
    await db.insert(tourAvailability).values({ tourId: created.id, groupsPerDay: options.groupsPerDay, bookingCutoffHours: options.bookingCutoffHours });
  }
  return created.id;
}

async function held(tourId: number, day: string): Promise<number | undefined> {
  const [row] = await db
    .select({ held: tourDayCapacity.held })
    .from(tourDayCapacity)
    .where(and(eq(tourDayCapacity.tourId, tourId), eq(tourDayCapacity.day, day)));
  return row?.held;
}

const day = '2030-06-12';

/** One unit held or given back, in the caller's transaction when `tx` is given. */
const hold = (tourId: number, on: string, tx?: Executor) => availability.changeCapacity({ hold: [{ tourId, day: on }] }, tx);
const release = (tourId: number, on: string) => availability.changeCapacity({ release: [{ tourId, day: on }] });

describe('hold and release', () => {
  it('lets exactly the capacity through when 40 buyers hold the same day at once', async () => {
    const tourId = await tourWith({ groupsPerDay: 3 });
    const results = await Promise.all(Array.from({ length: 40 }, () => hold(tourId, day)));
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await held(tourId, day)).toBe(3);
  });

  it('decides the last units the same way inside concurrent order transactions, and a rolled-back order holds nothing', async () => {
    const tourId = await tourWith({ groupsPerDay: 3 });
    const orders = Array.from({ length: 40 }, (_, index) =>
      db
        .transaction(async (tx) => {
          const taken = await hold(tourId, day, tx);
          // Every fifth order fails after holding (a payment set-up error): its unit must come back with the rollback.
          if (taken && index % 5 === 0) throw new Error('order failed');
          return taken;
        })
        .catch(() => 'failed' as const),
    );
    const results = await Promise.all(orders);
    const committed = results.filter((result) => result === true).length;
    expect(committed).toBe(3);
    expect(await held(tourId, day)).toBe(3);
  });

  it('takes the days of one change in one fixed order, so transactions asking for them in opposite orders all commit', async () => {
    const first = await tourWith({ groupsPerDay: 100 });
    const second = await tourWith({ groupsPerDay: 100 });
    const days = [
      { tourId: first, day },
      { tourId: second, day },
      { tourId: first, day: '2030-06-13' },
    ];
    // On PostgreSQL each is its own connection: locks taken as asked would meet in a cycle (40P01).
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        db.transaction((transaction) => availability.changeCapacity({ hold: index % 2 === 0 ? days : [...days].reverse() }, transaction)),
      ),
    );
    expect(results.every(Boolean)).toBe(true);
    expect([await held(first, day), await held(second, day), await held(first, '2030-06-13')]).toEqual([30, 30, 30]);
  });

  it('gives a unit back on release, never below zero, and the day can be held again', async () => {
    const tourId = await tourWith({ groupsPerDay: 1 });
    expect(await hold(tourId, day)).toBe(true);
    expect(await hold(tourId, day)).toBe(false);
    await release(tourId, day);
    expect(await held(tourId, day)).toBe(0);
    await release(tourId, day);
    expect(await held(tourId, day)).toBe(0);
    expect(await hold(tourId, day)).toBe(true);
    expect(await held(tourId, day)).toBe(1);
    // A day never held has nothing to give back.
    await release(tourId, '2030-06-13');
    expect(await held(tourId, '2030-06-13')).toBeUndefined();
  });

  it('uses four groups a day for a tour without its own row', async () => {
    const tourId = await tourWith();
    const results = await Promise.all(Array.from({ length: 6 }, () => hold(tourId, day)));
    expect(results.filter(Boolean)).toHaveLength(4);
  });

  it('never holds a blocked day, an unknown tour or a withdrawn one', async () => {
    const tourId = await tourWith({ groupsPerDay: 3 });
    await db.insert(tourBlockedDate).values({ tourId, day });
    expect(await Promise.all([hold(tourId, day), hold(tourId, day)])).toEqual([false, false]);
    expect(await held(tourId, day)).toBeUndefined();
    expect(await hold(999_999, day)).toBe(false);
    const withdrawn = await tourWith();
    await db.update(tour).set({ activated: false }).where(eq(tour.id, withdrawn));
    expect(await hold(withdrawn, day)).toBe(false);
  });

  it('refuses a day that is not a real date', async () => {
    const tourId = await tourWith();
    await expect(hold(tourId, '2030-02-30')).rejects.toThrow(RangeError);
    await expect(release(tourId, 'tomorrow')).rejects.toThrow(RangeError);
  });
});

describe('free days', () => {
  // Monday 10 June 2030, 16:00 in Paris (CEST, UTC+2).
  const now = new Date('2030-06-10T14:00:00Z');

  it('leaves out full, blocked, non-running and past cut-off days', async () => {
    // Every day but Sunday; the latest start 17:00; the default cut-off of 24 hours.
    const tourId = await tourWith({ groupsPerDay: 2, weekdays: 0b1111110 });
    await db.insert(tourBlockedDate).values({ tourId, day: '2030-06-13' });
    await hold(tourId, '2030-06-14');
    await hold(tourId, '2030-06-14');
    await hold(tourId, '2030-06-15');
    const free = await availability.freeDays(tourId, '2030-06-08', '2030-06-17', now);
    // 08 and 09 past, 10 inside the cut-off (17:00 today is less than 24 h away), 13 blocked, 14 full, 16 a Sunday.
    expect(free).toEqual(['2030-06-11', '2030-06-12', '2030-06-15', '2030-06-17']);
    // The date picker's form of the same days, one mark a day, and past the year it reads.
    expect(await availability.freeDayMarks(tourId, '2030-06-08', '2030-06-17', now)).toEqual(freeDaysOf('2030-06-08', '2030-06-17', free));
    expect(await availability.freeDayMarks(tourId, '2030-06-08', '2031-06-30', now)).toEqual(freeDaysOf('2030-06-08', '2031-06-30', await availability.freeDays(tourId, '2030-06-08', '2031-06-30', now)));
    expect(await availability.freeDayMarks(999_999, '2030-06-08', '2030-06-10', now)).toEqual({ from: '2030-06-08', days: '000' });
    expect(await availability.tourDays(tourId, '2030-06-14', '2030-06-14')).toEqual([
      { day: '2030-06-14', weekdays: 0b1111110, blocked: false, held: 2, groupsPerDay: 2, bookableUntil: new Date('2030-06-13T15:00:00Z') },
    ]);
  });

  it('measures the cut-off from the latest start in the city time zone, to the minute', async () => {
    const paris = await tourWith({ bookingCutoffHours: 48 });
    // 17:00 in Paris on the 12th is 15:00 UTC; 48 hours before it is the 10th at 15:00 UTC.
    expect(await availability.isBookable(paris, '2030-06-12', new Date('2030-06-10T15:00:00Z'))).toBe(true);
    expect(await availability.isBookable(paris, '2030-06-12', new Date('2030-06-10T15:00:01Z'))).toBe(false);
    // The same local start in Tokyo (UTC+9, no summer time) closes seven hours earlier.
    const tokyo = await tourWith({ city: 'tokyo', bookingCutoffHours: 48 });
    expect(await availability.isBookable(tokyo, '2030-06-12', new Date('2030-06-10T08:00:00Z'))).toBe(true);
    expect(await availability.isBookable(tokyo, '2030-06-12', new Date('2030-06-10T08:00:01Z'))).toBe(false);
    // Summer time starts in Paris on 31 March 2030: 17:00 that day is 15:00 UTC, the day before 16:00 UTC.
    const noCutoff = await tourWith({ bookingCutoffHours: 0 });
    const [saturday, sunday] = await availability.tourDays(noCutoff, '2030-03-30', '2030-03-31');
    expect(saturday?.bookableUntil).toEqual(new Date('2030-03-30T16:00:00Z'));
    expect(sunday?.bookableUntil).toEqual(new Date('2030-03-31T15:00:00Z'));
  });

  it('measures the cut-off from a chosen start time when one is given', async () => {
    const tourId = await tourWith({ bookingCutoffHours: 24 });
    // At 10:00 UTC on the 10th: a 17:00 start on the 11th (15:00 UTC) is 29 h away, a 09:00 one (07:00 UTC) 21 h.
    const at = new Date('2030-06-10T10:00:00Z');
    expect(await availability.isBookable(tourId, '2030-06-11', at)).toBe(true);
    expect(await availability.isBookable(tourId, '2030-06-11', at, '17:00')).toBe(true);
    expect(await availability.isBookable(tourId, '2030-06-11', at, '09:00')).toBe(false);
  });

  it('says whether one day is bookable by the same rule', async () => {
    const tourId = await tourWith({ groupsPerDay: 1, weekdays: 0b0111110 });
    expect(await availability.isBookable(tourId, '2030-06-12', now)).toBe(true);
    expect(await hold(tourId, '2030-06-12')).toBe(true);
    expect(await availability.isBookable(tourId, '2030-06-12', now)).toBe(false);
    expect(await availability.isBookable(tourId, '2030-06-15', now)).toBe(false); // a Saturday
    expect(await availability.isBookable(999_999, '2030-06-12', now)).toBe(false);
    await db.update(tour).set({ activated: false }).where(eq(tour.id, tourId));
    expect(await availability.freeDays(tourId, '2030-06-11', '2030-06-20', now)).toEqual([]);
  });

  it('shows at once, on a picker already read, a booking taking the last unit, a blocked day and an edited schedule', async () => {
    const tourId = await tourWith({ groupsPerDay: 1 });
    const range = () => availability.freeDays(tourId, '2030-06-11', '2030-06-20', now);
    expect(await range()).toContain('2030-06-12');
    expect(await hold(tourId, '2030-06-12')).toBe(true);
    expect(await range()).not.toContain('2030-06-12');
    await release(tourId, '2030-06-12');
    expect(await range()).toContain('2030-06-12');
    await db.insert(tourBlockedDate).values({ tourId, day: '2030-06-13' });
    expect(await range()).not.toContain('2030-06-13');
    // The admin moves the latest start to 15:00 (13:00 UTC): the 11th then closes at 13:00 UTC on the 10th, before `now`.
    expect(await range()).toContain('2030-06-11');
    await db.update(tour).set({ maxStartTime: '15:00', weekdays: 0b0111110 }).where(eq(tour.id, tourId));
    expect(await range()).toEqual(['2030-06-12', '2030-06-14', '2030-06-17', '2030-06-18', '2030-06-19', '2030-06-20']);
  });

  it('answers an empty or reversed range with no days, and cuts a long one to a year', async () => {
    const tourId = await tourWith({ bookingCutoffHours: 0 });
    expect(await availability.freeDays(tourId, '2030-06-12', '2030-06-11', now)).toEqual([]);
    const year = await availability.freeDays(tourId, '2030-06-11', '2032-12-31', now);
    expect(year).toHaveLength(maxRangeDays);
    expect(year[0]).toBe('2030-06-11');
    expect(year.at(-1)).toBe('2031-06-11');
    await expect(availability.freeDays(tourId, '2030-13-01', '2030-12-01', now)).rejects.toThrow(RangeError);
  });
});
