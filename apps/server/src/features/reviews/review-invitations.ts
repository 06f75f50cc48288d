import type { Database } from '@cicerone/db/client';
import { isLocale, fallbackLocale } from '@cicerone/core/locales';
import type { Mailer } from '../mail/mailer.ts';
import { intervalJobPlugin } from '../../shared/interval-job.ts';
import { claimDueInvitations } from './review-invitation-queries.ts';

const hourMs = 60 * 60_000;
/** The invitation goes a day after the tour's end (requirements §rules.reviews)… */
const delayMs = 24 * hourMs;
/**
 * …and no later than a week after it: a server down for days still invites, but bookings that
 * ended long before this feature (or an outage longer than that) are not sent a stale invitation.
 */
const latestMs = 8 * 24 * hourMs;

/**
 * Invites the travellers of completed bookings to review them, once per booking: the booking is
 * marked invited and its mail written to the outbox in the same transaction (the mail goes exactly
 * when the mark commits). Returns how many bookings were claimed.
 */
export async function inviteReviews(db: Database, mail: Mailer, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueInvitations(tx, { from: new Date(now.getTime() - latestMs), to: new Date(now.getTime() - delayMs) }, now, 200);
    for (const row of due) {
      await mail.enqueue(tx, {
        to: row.email,
        locale: isLocale(row.locale) ? row.locale : fallbackLocale,
        currency: row.currency,
        template: 'review-invitation',
        data: { name: row.firstName, tourTitle: row.tourTitle, bookingReference: row.reference },
      });
    }
    return due.length;
  });
}

/** Every fifteen minutes: an invitation leaves within a quarter of an hour of the day after the tour. */
export const reviewInvitationJobPlugin = intervalJobPlugin({
  name: 'review-invitation-job',
  everyMs: 15 * 60_000,
  run: (app) => app.services.reviewWriting.inviteDue(),
});
