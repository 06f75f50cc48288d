import type { Database, Executor } from '@cicerone/db/client';
import { claimEndedBookings } from './booking-queries.ts';
import { intervalJobPlugin } from '../../shared/interval-job.ts';

/**
 * pending → completed once the tour has ended (requirements §lifecycles.booking: a job completes bookings after their end
 * time), and the booking's mission with it. Bookings are claimed with SKIP LOCKED and the UPDATE
 * keeps its status guard, so a cancellation racing the job, or two processes running it, never
 * complete a booking twice or a cancelled one at all. `whenFinished` runs in the same transaction:
 * the missions slice finishes their missions and the guides' earnings are fixed with them (decision
 * 0017). Returns how many were completed.
 */
export type ToursEndedEffects = (tx: Executor, bookingIds: readonly string[]) => Promise<unknown>;

export async function completeEndedBookings(db: Database, whenFinished: ToursEndedEffects, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await claimEndedBookings(tx, now, 500);
    if (done.length === 0) return 0;
    await whenFinished(tx, done);
    return done.length;
  });
}

/** Every five minutes: a finished tour reads "completed" (and opens its private note) within minutes. */
export const bookingCompletionJobPlugin = intervalJobPlugin({
  name: 'booking-completion-job',
  everyMs: 5 * 60_000,
  run: (app) => app.services.bookings.completeEndedBookings(),
});
