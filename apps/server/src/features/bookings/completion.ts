import { sql } from 'drizzle-orm';
import { durationHours } from '@cicerone/core/catalog/pricing';
import { bookingMachine } from '@cicerone/core/checkout/booking-status';
import { missionMachine } from '@cicerone/core/missions/mission-status';
import type { Executor } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';
import { intervalJobPlugin } from '../../shared/interval-job.ts';

/** A tour's end in SQL: its start plus its duration's hours (the hours come from the one table in core). */
const endsAt = sql.join(
  [sql`booking.starts_at + make_interval(hours => case booking.duration`, ...Object.entries(durationHours).map(([duration, hours]) => sql`when ${duration} then ${hours}::int`), sql`end)`],
  sql` `,
);

const completing = bookingMachine.step('tour_ended');
const finishing = missionMachine.step('tour_ended');
const completingFrom = sql.join(completing.from.map((status) => sql`${status}`), sql`, `);

/**
 * pending → completed once the tour has ended (spec §4: a job completes bookings after their end
 * time), and the booking's mission with it. Bookings are claimed with SKIP LOCKED and the UPDATE
 * keeps its status guard, so a cancellation racing the job, or two processes running it, never
 * complete a booking twice or a cancelled one at all. Returns how many were completed.
 */
export async function completeEndedBookings(db: Executor, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await selectRows<{ id: string }>(
      tx,
      sql`update booking set status = ${completing.to}
        where id in (select booking.id from booking where booking.status in (${completingFrom}) and ${endsAt} <= ${now.toISOString()}::timestamptz
          order by booking.starts_at limit 500 for update skip locked)
          and status in (${completingFrom})
        returning id::text`,
    );
    if (done.length === 0) return 0;
    await tx.execute(sql`update mission set status = ${finishing.to}
      where booking_id in (${sql.join(done.map((row) => sql`${row.id}::uuid`), sql`, `)})
        and status in (${sql.join(finishing.from.map((status) => sql`${status}`), sql`, `)})`);
    return done.length;
  });
}

/** Every five minutes: a finished tour reads "completed" (and opens its private note) within minutes. */
export const bookingCompletionJobPlugin = intervalJobPlugin({
  name: 'booking-completion-job',
  everyMs: 5 * 60_000,
  run: (app) => app.services.bookings.completeEndedBookings(),
});
