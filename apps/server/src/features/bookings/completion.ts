import { missionMachine } from '@cicerone/core/missions/mission-status';
import type { Database, Executor } from '@cicerone/db/client';
import { claimEndedBookings, moveMissionsOf } from './booking-queries.ts';
import { intervalJobPlugin } from '../../shared/interval-job.ts';

const finishing = missionMachine.step('tour_ended');

/**
 * pending → completed once the tour has ended (requirements §lifecycles.booking: a job completes bookings after their end
 * time), and the booking's mission with it. Bookings are claimed with SKIP LOCKED and the UPDATE
 * keeps its status guard, so a cancellation racing the job, or two processes running it, never
 * complete a booking twice or a cancelled one at all. `whenFinished` runs in the same transaction
 * (the guides' earnings are fixed with the missions' end: decision 0017). Returns how many were completed.
 */
export type MissionsFinishedEffects = (tx: Executor, scope: { bookingIds: readonly string[] }) => Promise<unknown>;

export async function completeEndedBookings(db: Database, now: Date = new Date(), whenFinished?: MissionsFinishedEffects): Promise<number> {
  return db.transaction(async (tx) => {
    const done = await claimEndedBookings(tx, now, 500);
    if (done.length === 0) return 0;
    await moveMissionsOf(tx, done, finishing);
    await whenFinished?.(tx, { bookingIds: done });
    return done.length;
  });
}

/** Every five minutes: a finished tour reads "completed" (and opens its private note) within minutes. */
export const bookingCompletionJobPlugin = intervalJobPlugin({
  name: 'booking-completion-job',
  everyMs: 5 * 60_000,
  run: (app) => app.services.bookings.completeEndedBookings(),
});
