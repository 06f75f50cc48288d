import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '@cicerone/db/client';
import { defaultGroupsPerDay, tourAvailability, tourBlockedDate, tourCutoffHours, tourDayCapacity } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { checkedDay, isFreeDay, rangeEnd, type TourDay } from './free-day.ts';

/** One tour on one day of its city ('YYYY-MM-DD'): a row of tour_day_capacity. */
export interface CapacityDay {
  tourId: number;
  day: string;
}

/** What one transaction does to capacity: a unit held on each day of `hold`, one given back on each day of `release`. */
export interface CapacityChanges {
  hold?: readonly CapacityDay[];
  release?: readonly CapacityDay[];
}

/**
 * Capacity of tours per day: how many private groups a tour takes on a day of its city, which
 * days are blocked, and the units held by orders. An order creation calls isBookable (weekday,
 * cut-off, capacity as seen now) and then changeCapacity in its own transaction, which alone
 * decides the last unit; an order that expires, fails or is cancelled, and a booking moved to
 * another day, call changeCapacity too: it is the only way capacity rows are written.
 *
 * `executor` is the caller's transaction (a Database-typed handle, as withAccountLock passes
 * one), so that the unit is held or released together with the order row, or not at all.
 */
export function availabilityService(db: Database, clock: () => Date = () => new Date()) {
  /**
   * Takes one unit of the tour's capacity on the day. One upsert: the first hold of a day inserts
   * the row, the next ones update it under its row lock and only while units remain, so
   * concurrent buyers never take more than the capacity. False when the day is full or blocked,
   * or the tour is unknown or withdrawn.
   */
  async function hold(tourId: number, day: string, executor: Executor): Promise<boolean> {
    checkedDay(day);
    const candidate = executor
      .select({ tourId: tour.id, day: sql<string>`${day}::date`.as('day'), held: sql<number>`1`.as('held') })
      .from(tour)
      .where(
        and(
          eq(tour.id, tourId),
          eq(tour.activated, true),
          sql`not exists (select 1 from ${tourBlockedDate} where ${tourBlockedDate.tourId} = ${tour.id} and ${tourBlockedDate.day} = ${day}::date)`,
        ),
      );
    const rows = await executor
      .insert(tourDayCapacity)
      .select(candidate)
      .onConflictDoUpdate({
        target: [tourDayCapacity.tourId, tourDayCapacity.day],
        set: { held: sql`${tourDayCapacity.held} + 1` },
        // The tour's capacity: its own row, else the schema's default (the same fallback as tourDays reads).
        setWhere: sql`${tourDayCapacity.held} < coalesce((select ${tourAvailability.groupsPerDay} from ${tourAvailability}
          where ${tourAvailability.tourId} = ${tourDayCapacity.tourId}), ${defaultGroupsPerDay})`,
      })
      .returning({ held: tourDayCapacity.held });
    return rows.length > 0;
  }

  /** Gives one unit back; never below zero (a release repeated changes nothing more). */
  async function release(tourId: number, day: string, executor: Executor): Promise<void> {
    await executor
      .update(tourDayCapacity)
      .set({ held: sql`${tourDayCapacity.held} - 1` })
      .where(and(eq(tourDayCapacity.tourId, tourId), eq(tourDayCapacity.day, checkedDay(day)), gt(tourDayCapacity.held, 0)));
  }

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
    const steps = [...(changes.hold ?? []).map((day) => ({ ...day, take: true })), ...(changes.release ?? []).map((day) => ({ ...day, take: false }))];
    // 'YYYY-MM-DD' sorts as text the way the dates sort.
    steps.sort((a, b) => a.tourId - b.tourId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
    for (const step of steps) {
      if (step.take && !(await hold(step.tourId, step.day, executor))) return false;
      if (!step.take) await release(step.tourId, step.day, executor);
    }
    return true;
  }

  /**
   * Every day from `from` to `to` (both 'YYYY-MM-DD' in the tour's city, at most maxRangeDays)
   * with what decides whether it is free, in one query. The start the cut-off counts back from
   * is `startTime` ('HH:MM') when given, else the tour's latest start of the day: a day stays in
   * the picker while one start time of it can still be booked. None for an unknown or withdrawn tour.
   */
  async function tourDays(tourId: number, from: string, to: string, startTime?: string): Promise<TourDay[]> {
    const last = rangeEnd(checkedDay(from), checkedDay(to));
    if (last < from) return [];
    const start = startTime === undefined ? sql`${tour.maxStartTime}` : sql`${startTime}::time`;
    const rows = await db
      .select({
        day: sql<string>`to_char(d.day, 'YYYY-MM-DD')`,
        weekdays: tour.weekdays,
        blocked: sql<boolean>`${tourBlockedDate.day} is not null`,
        held: sql<number>`coalesce(${tourDayCapacity.held}, 0)`.mapWith(Number),
        groupsPerDay: sql<number>`coalesce(${tourAvailability.groupsPerDay}, ${defaultGroupsPerDay})`.mapWith(Number),
        // The database knows every IANA zone's daylight-saving rules; the city's zone turns the local start into an instant.
        // Seconds since the epoch: the drivers hand timestamptz over as text in different shapes, a number in one.
        bookableUntil: sql<Date>`extract(epoch from (d.day + ${start}) at time zone (select time_zone from city where city.id = ${tour.cityId})
          - make_interval(hours => ${tourCutoffHours}))`.mapWith(epochDate),
      })
      .from(tour)
      .innerJoin(sql`(select generate_series(${from}::date, ${last}::date, interval '1 day')::date as day) d`, sql`true`)
      .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
      .leftJoin(tourBlockedDate, and(eq(tourBlockedDate.tourId, tour.id), sql`${tourBlockedDate.day} = d.day`))
      .leftJoin(tourDayCapacity, and(eq(tourDayCapacity.tourId, tour.id), sql`${tourDayCapacity.day} = d.day`))
      .where(and(eq(tour.id, tourId), eq(tour.activated, true)))
      .orderBy(sql`d.day`);
    return rows;
  }

  /** The days of the range with a free unit, in order: what the date picker offers. */
  async function freeDays(tourId: number, from: string, to: string, now: Date = clock()): Promise<string[]> {
    const days = await tourDays(tourId, from, to);
    return days.filter((tourDay) => isFreeDay(tourDay, now)).map((tourDay) => tourDay.day);
  }

  /**
   * Whether the tour can be booked for the day at `now` (with `startTime`, the cut-off counts back
   * from that start). The last unit is still decided by hold, not here.
   */
  async function isBookable(tourId: number, day: string, now: Date = clock(), startTime?: string): Promise<boolean> {
    const [tourDay] = await tourDays(tourId, day, day, startTime);
    return tourDay !== undefined && isFreeDay(tourDay, now);
  }

  return { changeCapacity, freeDays, isBookable, tourDays };
}

export type AvailabilityService = ReturnType<typeof availabilityService>;

function epochDate(seconds: unknown): Date {
  return new Date(Number(seconds) * 1000);
}
