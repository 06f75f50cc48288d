import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { refund } from '@cicerone/db/schema/refunds';
import { refundMachine, type RefundEvent } from '@cicerone/core/checkout/refund-status';
import { secondsFromNow } from '../../shared/retry-schedule.ts';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

export type RefundRow = typeof refund.$inferSelect;
/** A waiting refund as the back office lists it: with its booking, order and traveller. */
export type WaitingRefund = RefundRow & { bookingReference: string | null; orderReference: string; travellerEmail: string | null; travellerName: string | null };
export type NewRefund = Pick<typeof refund.$inferInsert, 'orderId' | 'bookingId' | 'amount' | 'currency' | 'coinsEurCents' | 'route' | 'source' | 'reason' | 'requestedBy' | 'provider' | 'paymentId'>;

/** The guard of a step: the statuses `event` may leave (the row is the truth at the moment of writing). */
const leaving = (event: RefundEvent) => inArray(refund.status, [...refundMachine.fromStatuses(event)]);

/** What needs a person: card refunds the provider kept refusing, and refunds waiting for their bank transfer. */
const waitingForAdmin = or(and(eq(refund.route, 'card'), eq(refund.status, 'failed')), and(eq(refund.route, 'transfer'), eq(refund.status, 'requested')));

/** The refund table: the only module that reads or writes it. */
export function refundQueries(db: Executor) {
  return {
    /** Written with the caller's handle: inside the cancellation's transaction it commits or rolls back with it. */
    async insert(row: NewRefund, event: 'requested' | 'credited_in_coins', at: Date): Promise<RefundRow> {
      const status = refundMachine.nextStatus(null, event);
      const [inserted] = await db
        .insert(refund)
        .values({ ...row, status, requestedAt: at, ...(status === 'succeeded' ? { succeededAt: at } : {}), ...(row.route === 'card' ? { nextAttemptAt: at } : {}) })
        .returning();
      if (!inserted) throw new Error('refund insert returned no row');
      return inserted;
    },

    /**
     * Claims up to `limit` due card refunds (or the one `id`) in one statement, as the mail outbox
     * does: SKIP LOCKED so concurrent claimers (another process's job, the cancelling request) take
     * different rows, and a lease pushing next_attempt_at ahead so nobody else sees them as due while
     * this one asks the provider, without a transaction held open across the call. The attempt is
     * counted here, before the call: a refund the provider may have taken is never taken for one it
     * was never asked for (confirmByProvider).
     */
    claimDue(limit: number, leaseSeconds: number, id?: string): Promise<RefundRow[]> {
      const due = db
        .select({ id: refund.id })
        .from(refund)
        .where(and(eq(refund.status, 'requested'), eq(refund.route, 'card'), lte(refund.nextAttemptAt, sql`now()`), id === undefined ? undefined : eq(refund.id, id)))
        .orderBy(refund.nextAttemptAt, refund.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(refund)
        .set({ nextAttemptAt: secondsFromNow(leaseSeconds), attempts: sql`${refund.attempts} + 1` })
        .where(inArray(refund.id, due))
        .returning();
    },

    /** The provider took it: sent (unless its event already confirmed it), with the provider's id either way. */
    async markSent(id: string, providerRefundId: string, at: Date): Promise<void> {
      await db.update(refund).set({ providerRefundId }).where(eq(refund.id, id));
      await db
        .update(refund)
        .set({ status: refundMachine.step('provider_accepted').to, sentAt: at, lastError: null, nextAttemptAt: null })
        .where(and(eq(refund.id, id), leaving('provider_accepted')));
    },

    /** A refused attempt: asked again after `retryInSeconds`, or failed (the back office's queue) when it is undefined. */
    async markAttemptFailed(id: string, error: string, retryInSeconds: number | undefined, at: Date): Promise<void> {
      await db
        .update(refund)
        .set({
          lastError: error.slice(0, 500),
          ...(retryInSeconds === undefined ? { status: refundMachine.step('attempts_exhausted').to, failedAt: at, nextAttemptAt: null } : { nextAttemptAt: secondsFromNow(retryInSeconds) }),
        })
        .where(and(eq(refund.id, id), leaving('attempts_exhausted')));
    },

    /**
     * The provider's refund event for `paymentId`: `totalRefunded` is all it has refunded on the
     * payment so far (Stripe's charge.refunded), so applying events late, twice or out of order
     * confirms each refund once. The refunds it was asked for (attempts > 0) are confirmed oldest
     * first while the total covers them. The caller holds the order's lock.
     */
    async confirmByProvider(orderId: string, paymentId: string, totalRefunded: number, at: Date): Promise<number> {
      const rows = await db
        .select()
        .from(refund)
        .where(and(eq(refund.orderId, orderId), eq(refund.paymentId, paymentId), eq(refund.route, 'card')))
        .orderBy(asc(refund.requestedAt), asc(refund.id))
        .for('update');
      let covered = rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
      const confirmed: string[] = [];
      for (const row of rows) {
        if (row.status === 'succeeded' || row.attempts === 0 || !refundMachine.canApply(row.status, 'provider_confirmed')) continue;
        if (covered + row.amount > totalRefunded) break;
        covered += row.amount;
        confirmed.push(row.id);
      }
      if (confirmed.length === 0) return 0;
      await db
        .update(refund)
        .set({ status: refundMachine.step('provider_confirmed').to, succeededAt: at, nextAttemptAt: null, lastError: null })
        .where(and(inArray(refund.id, confirmed), leaving('provider_confirmed')));
      return confirmed.length;
    },

    /** An admin asks the provider again for a failed card refund: due now, its attempts counted afresh. */
    async retry(id: string): Promise<boolean> {
      const moved = await db
        .update(refund)
        .set({ status: refundMachine.step('retried_by_admin').to, attempts: 0, failedAt: null, nextAttemptAt: sql`now()` })
        .where(and(eq(refund.id, id), eq(refund.route, 'card'), leaving('retried_by_admin')))
        .returning({ id: refund.id });
      return moved.length > 0;
    },

    /** An admin sent the bank transfer of a refund: succeeded. */
    async markTransferSent(id: string, at: Date): Promise<boolean> {
      const moved = await db
        .update(refund)
        .set({ status: refundMachine.step('transfer_sent_by_admin').to, sentAt: at, succeededAt: at })
        .where(and(eq(refund.id, id), eq(refund.route, 'transfer'), leaving('transfer_sent_by_admin')))
        .returning({ id: refund.id });
      return moved.length > 0;
    },

    byId: async (id: string): Promise<RefundRow | undefined> => (await db.select().from(refund).where(eq(refund.id, id)))[0],

    /** The back office's refunds page: the waiting ones, oldest first. */
    async waiting(): Promise<WaitingRefund[]> {
      const rows = await db
        .select({
          refund,
          bookingReference: booking.reference,
          orderReference: customerOrder.reference,
          travellerEmail: appUser.email,
          travellerName: sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`,
        })
        .from(refund)
        .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
        .leftJoin(booking, eq(booking.id, refund.bookingId))
        .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
        .where(waitingForAdmin)
        .orderBy(refund.requestedAt, refund.id);
      return rows.map((row) => ({ ...row.refund, bookingReference: row.bookingReference, orderReference: row.orderReference, travellerEmail: row.travellerEmail, travellerName: row.travellerName }));
    },

    /** The dashboard's queue, counted on the condition the refunds page lists. */
    queue: (): Promise<WorkQueue> => workQueue(db, refund, waitingForAdmin, refund.requestedAt),

    /** The refunds of these bookings, oldest first (a booking's page, My bookings). */
    ofBookings: (bookingIds: readonly string[]): Promise<RefundRow[]> =>
      bookingIds.length === 0 ? Promise.resolve([]) : db.select().from(refund).where(inArray(refund.bookingId, [...bookingIds])).orderBy(asc(refund.requestedAt), asc(refund.id)),
  };
}
