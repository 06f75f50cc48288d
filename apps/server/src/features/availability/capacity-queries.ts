import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { defaultGroupsPerDay, tourAvailability, tourBlockedDate, tourCutoffHours, tourDayCapacity } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { checkedDay, type TourCalendar } from './free-day.ts';

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
 * What decides the free days of a tour from `from` to `last` (both 'YYYY-MM-DD' in the tour's city), in one
 * small query: its schedule, capacity and cut-off, and only the days that differ from its weekdays — the
 * blocked ones and those with units held (tour_blocked_date and tour_day_capacity primary keys). A query
 * that produced one row per day of the year cost five times as much (a date picker reads a year on every
 * tour page); free-day.ts lays the days out. Undefined for an unknown or withdrawn tour.
 */
export async function tourCalendarIn(db: Executor, tourId: number, from: string, last: string): Promise<TourCalendar | undefined> {
  const [row] = await db
    .select({
      weekdays: tour.weekdays,
      maxStartTime: tour.maxStartTime,
      timeZone: sql<string>`(select time_zone from city where city.id = ${tour.cityId})`,
      groupsPerDay: sql<number>`coalesce(${tourAvailability.groupsPerDay}, ${defaultGroupsPerDay})`.mapWith(Number),
      cutoffHours: sql<number>`${tourCutoffHours}`.mapWith(Number),
      blocked: sql<string[]>`array(select to_char(b.day, 'YYYY-MM-DD') from ${tourBlockedDate} b
        where b.tour_id = ${tour.id} and b.day between ${from}::date and ${last}::date)`,
      // 'YYYY-MM-DD:held', one text array: the drivers agree on arrays of text, not on arrays of records.
      held: sql<string[]>`array(select to_char(k.day, 'YYYY-MM-DD') || ':' || k.held from ${tourDayCapacity} k
        where k.tour_id = ${tour.id} and k.day between ${from}::date and ${last}::date and k.held > 0)`,
    })
    .from(tour)
    .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
    .where(and(eq(tour.id, tourId), eq(tour.activated, true)));
  if (!row) return undefined;
  return {
    ...row,
    blocked: new Set(row.blocked),
    held: new Map(row.held.map((entry) => [entry.slice(0, 10), Number(entry.slice(11))])),
  };
}
