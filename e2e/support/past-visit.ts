// A booking whose tour is over, for the one browser spec that follows a booking to its end
// (guide-journey-completion.spec.ts): the booking is made, paid, answered and assigned through the
// pages, then — the spec's own server stopped, since PGlite is one process's at a time, as
// support/gift-cards.ts and guide-payments.ts write before a server starts — its visit is moved to the
// latest day whose tour has ended, with everything that happened before it (the order made and paid, the
// mission offered, answered and assigned, the day's capacity) moved back by the same time: the rows a booking made a few days earlier
// would have. The server then finds it as it finds any past tour. Nothing of this is in the product.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { durationHours, type TourDuration } from '@cicerone/core/catalog/pricing';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { openDatabase, type Executor } from '@cicerone/db/client';
import { selectRows } from '../../apps/server/src/shared/sql-rows.ts';

const dayMs = 86_400_000;

/** `now`'s date in `timeZone`, 'YYYY-MM-DD'. */
const localDay = (now: Date, timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/**
 * The latest day before today (in the tour's city) on which a tour of `duration` starting at
 * `startTime` has ended by `now`: yesterday, unless a late start of a long tour is not over yet.
 */
export function latestEndedDay(now: Date, timeZone: string, startTime: string, duration: TourDuration): { day: string; startsAt: Date } {
  const today = Date.parse(`${localDay(now, timeZone)}T00:00:00Z`);
  for (let back = 1; ; back += 1) {
    const day = new Date(today - back * dayMs).toISOString().slice(0, 10);
    const startsAt = zonedInstant(day, startTime, timeZone);
    if (startsAt.getTime() + durationHours[duration] * 3_600_000 <= now.getTime()) return { day, startsAt };
  }
}

async function moveBooking(tx: Executor, reference: string, now: Date): Promise<string> {
  const [found] = await selectRows<{ id: string; orderId: string; tourId: number; day: string; startTime: string; startsAt: Date; duration: TourDuration; timeZone: string }>(
    tx,
    sql`select booking.id::text, booking.order_id::text as "orderId", booking.tour_id::int as "tourId", booking.day::text as day,
        to_char(booking.start_time, 'HH24:MI') as "startTime", booking.starts_at as "startsAt", booking.duration, city.time_zone as "timeZone"
      from booking join city on city.id = booking.city_id where booking.reference = ${reference}`,
  );
  if (!found) throw new Error(`no booking ${reference}`);
  const { day, startsAt } = latestEndedDay(now, found.timeZone, found.startTime, found.duration);
  const shift = sql`${startsAt.getTime() - new Date(found.startsAt).getTime()} * interval '1 millisecond'`;
  await tx.execute(sql`update booking set day = ${day}::date, starts_at = ${startsAt.toISOString()}::timestamptz, created_at = created_at + ${shift} where id = ${found.id}::uuid`);
  await tx.execute(sql`update customer_order set created_at = created_at + ${shift}, paid_at = paid_at + ${shift}, expires_at = expires_at + ${shift} where id = ${found.orderId}::uuid`);
  await tx.execute(sql`update mission set created_at = created_at + ${shift}, assigned_at = assigned_at + ${shift} where booking_id = ${found.id}::uuid`);
  await tx.execute(sql`update mission_response set answered_at = answered_at + ${shift} where mission_id in (select id from mission where booking_id = ${found.id}::uuid)`);
  // The unit of the tour's day the order held is the new day's now.
  await tx.execute(sql`update tour_day_capacity set held = held - 1 where tour_id = ${found.tourId} and day = ${found.day}::date and held > 0`);
  await tx.execute(sql`insert into tour_day_capacity (tour_id, day, held) values (${found.tourId}, ${day}::date, 1)
    on conflict (tour_id, day) do update set held = tour_day_capacity.held + 1`);
  return day;
}

/**
 * Moves booking `reference` under `dataDir` (its server stopped) to the latest day whose tour has
 * ended by `now`; returns that day, 'YYYY-MM-DD' (this month's unless today is the 1st or so).
 */
export async function moveVisitIntoPast(dataDir: string, reference: string, now: Date = new Date()): Promise<string> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  try {
    return await database.db.transaction((tx) => moveBooking(tx, reference, now));
  } finally {
    await database.close();
  }
}
