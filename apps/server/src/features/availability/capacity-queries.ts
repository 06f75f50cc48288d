import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { defaultGroupsPerDay, tourAvailability, tourBlockedDate, tourCutoffHours, tourDayCapacity } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { checkedDay, rangeEnd, type TourDay } from './free-day.ts';

/**
 * Takes one unit of the tour's capacity on the day. One upsert: the first hold of a day inserts
 * the row, the next ones update it under its row lock and only while units remain, so
 * concurrent buyers never take more than the capacity. False when the day is full or blocked,
 * or the tour is unknown or withdrawn.
 */
export async function holdUnit(executor: Executor, tourId: number, day: string): Promise<boolean> {
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
export async function releaseUnit(executor: Executor, tourId: number, day: string): Promise<void> {
  await executor
    .update(tourDayCapacity)
    .set({ held: sql`${tourDayCapacity.held} - 1` })
    .where(and(eq(tourDayCapacity.tourId, tourId), eq(tourDayCapacity.day, checkedDay(day)), gt(tourDayCapacity.held, 0)));
}

/**
 * Every day from `from` to `to` (both 'YYYY-MM-DD' in the tour's city, at most maxRangeDays)
 * with what decides whether it is free, in one query. The start the cut-off counts back from
 * is `startTime` ('HH:MM') when given, else the tour's latest start of the day: a day stays in
 * the picker while one start time of it can still be booked. None for an unknown or withdrawn tour.
 */
export async function tourDaysIn(db: Executor, tourId: number, from: string, to: string, startTime?: string): Promise<TourDay[]> {
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

function epochDate(seconds: unknown): Date {
  return new Date(Number(seconds) * 1000);
}
