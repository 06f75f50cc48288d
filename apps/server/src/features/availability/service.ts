import type { FreeDays } from '@cicerone/core/checkout/free-days';
import type { Database, Executor } from '@cicerone/db/client';
import { isFreeDay, rangeEnd, tourDaysOf, type TourDay, checkedDay } from './free-day.ts';
import { holdUnit, releaseUnit, tourCalendarIn } from './capacity-queries.ts';

/** One tour on one day of its city ('YYYY-MM-DD'): a row of tour_day_capacity. */
export interface CapacityDay {
  tourId: number;
  day: string;
}

/** What one transaction does to capacity: a unit held on each day of `hold`, one given back on each day of `release`. */
export interface CapacityChanges {
  hold?: readonly CapacityDay[];
  /** A booking of a service on request (no tour, requirements §lifecycles.quote) held no unit: it is passed as it is and gives none back. */
  release?: readonly { tourId: number | null; day: string }[];
}

/**
 * Capacity of tours per day: how many private groups a tour takes on a day of its city, which
 * days are blocked, and the units held by orders. An order creation calls isBookable (weekday,
 * cut-off, capacity as seen now) and then changeCapacity in its own transaction, which alone
 * decides the last unit; an order that expires, fails or is cancelled, and a booking moved to
 * another day, call changeCapacity too: it is the only way capacity rows are written.
 *
 * `executor` is the caller's transaction, so that the unit is held or released together with
 * the order row, or not at all.
 */
export function availabilityService(db: Database, clock: () => Date = () => new Date()) {
  /**
   * Holds and releases units in ONE fixed order, (tour id, day) ascending, whoever calls: two
   * transactions that touch the same days then always wait for each other in the same direction,
   * never in a cycle (two expiry passes releasing [A, B] and [B, A] deadlocked on PostgreSQL).
   * The house rule for every transaction that changes capacity (docs/decisions/0008-lock-order.md):
   * orders, then bookings, then accounts, and capacity LAST, through this call, once per
   * transaction. False as soon as a hold finds the day full or closed; the caller then throws,
   * so its transaction rolls back what was already changed.
   */
  async function changeCapacity(changes: CapacityChanges, executor: Executor = db): Promise<boolean> {
    const steps = [...(changes.hold ?? []).map((day) => ({ ...day, take: true })), ...(changes.release ?? []).flatMap(({ tourId, day }) => (tourId === null ? [] : [{ tourId, day, take: false }]))];
    // 'YYYY-MM-DD' sorts as text the way the dates sort.
    steps.sort((a, b) => a.tourId - b.tourId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    for (const step of steps) {
      if (step.take && !(await holdUnit(executor, step.tourId, step.day))) return false;
      if (!step.take) await releaseUnit(executor, step.tourId, step.day);
    }
    return true;
  }

  /**
   * Every day from `from` to `to` (both 'YYYY-MM-DD' in the tour's city) with what decides whether
   * it is free (free-day.ts tourDaysOf), read fresh each time; none for an unknown or withdrawn tour.
   */
  async function tourDays(tourId: number, from: string, to: string, startTime?: string): Promise<TourDay[]> {
    const last = rangeEnd(checkedDay(from), checkedDay(to));
    if (last < from) return [];
    const calendar = await tourCalendarIn(db, tourId, from, last);
    return calendar ? tourDaysOf(calendar, from, last, startTime) : [];
  }

  /** The days of the range with a free unit, in order: what the date picker offers. */
  async function freeDays(tourId: number, from: string, to: string, now: Date = clock()): Promise<string[]> {
    const days = await tourDays(tourId, from, to);
    return days.filter((tourDay) => isFreeDay(tourDay, now)).map((tourDay) => tourDay.day);
  }

  /**
   * The same days as the date picker receives them (core checkout/free-days.ts): one mark a day from `from`
   * to `to`, '1' where isFreeDay, without writing and parsing back a 'YYYY-MM-DD' per free day.
   */
  async function freeDayMarks(tourId: number, from: string, to: string, now: Date = clock()): Promise<FreeDays> {
    const length = Math.max(0, Math.round((Date.parse(`${checkedDay(to)}T00:00:00Z`) - Date.parse(`${checkedDay(from)}T00:00:00Z`)) / 86_400_000) + 1);
    // tourDays answers consecutive days from `from` (a year at most), or none.
    const marks = (await tourDays(tourId, from, to)).map((tourDay) => (isFreeDay(tourDay, now) ? '1' : '0')).join('');
    return { from, days: marks.padEnd(length, '0').slice(0, length) };
  }

  /**
   * Whether the tour can be booked for the day at `now` (with `startTime`, the cut-off counts back
   * from that start). The last unit is still decided by hold, not here.
   */
  async function isBookable(tourId: number, day: string, now: Date = clock(), startTime?: string): Promise<boolean> {
    const [tourDay] = await tourDays(tourId, day, day, startTime);
    return tourDay !== undefined && isFreeDay(tourDay, now);
  }

  return { changeCapacity, freeDays, freeDayMarks, isBookable, tourDays };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;
