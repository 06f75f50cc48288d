import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { refund } from '@cicerone/db/schema/refunds';
import { currency } from '@cicerone/db/schema/reference';
import { refundMachine, type RefundEvent, type RefundListState } from '@cicerone/core/checkout/refund-status';
import { secondsFromNow } from '../../shared/retry-schedule.ts';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

export type RefundRow = typeof refund.$inferSelect;
/** A refund as the back office lists it: with its booking, order and traveller. */
export type ListedRefund = RefundRow & { bookingReference: string | null; orderReference: string; travellerEmail: string | null; travellerName: string | null };

/** Which refunds the back office lists (its refunds page, a booking's order, a traveller). */
export interface RefundFilter {
  state: RefundListState;
  /** Part of a booking or order reference, or of the traveller's e-mail or name, any case. */
  q?: string | undefined;
  orderId?: string | undefined;
  userId?: string | undefined;
}

/** What the refund-sent mail needs (refund-news.ts): the refund's money and booking, its order's account. */
export interface RefundMailRow {
  amount: number;
  currency: string;
  route: RefundRow['route'];
  minorUnits: number;
  bookingReference: string;
  email: string;
  firstName: string;
  locale: string;
  orderLocale: string;
  /** The account's currency (its links keep it); null: the default. */
  readerCurrency: string | null;
}

export type NewRefund = Pick<typeof refund.$inferInsert, 'orderId' | 'bookingId' | 'amount' | 'currency' | 'coinsEurCents' | 'route' | 'source' | 'reason' | 'requestedBy' | 'provider' | 'paymentId' | 'accountHolder' | 'iban'>;

/** The guard of a step: the statuses `event` may leave (the row is the truth at the moment of writing). */
const leaving = (event: RefundEvent) => inArray(refund.status, [...refundMachine.fromStatuses(event)]);

/** What needs a person: card refunds the provider kept refusing, and refunds waiting for their bank transfer. */
const waitingForAdmin = or(and(eq(refund.route, 'card'), eq(refund.status, 'failed')), and(eq(refund.route, 'transfer'), eq(refund.status, 'requested')));

const travellerName = sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`;

function listed(filter: RefundFilter): SQL | undefined {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  return and(
    filter.state === 'waiting' ? waitingForAdmin : filter.state === 'all' ? undefined : eq(refund.status, filter.state),
    like ? or(ilike(booking.reference, like), ilike(customerOrder.reference, like), ilike(appUser.email, like), ilike(travellerName, like)) : undefined,
    filter.orderId ? eq(refund.orderId, filter.orderId) : undefined,
    filter.userId ? eq(customerOrder.userId, filter.userId) : undefined,
  );
}

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
        // An attempt under way has heard no refusal yet: the provider's event may confirm it (confirmByProvider).
        .set({ nextAttemptAt: secondsFromNow(leaseSeconds), attempts: sql`${refund.attempts} + 1`, lastError: null })
        .where(inArray(refund.id, due))
        .returning();
    },

    /**
     * The provider took it: sent (unless its event already confirmed it), with the provider's id
     * either way. Whether this call moved it out of requested: the caller's mail hangs on it.
     */
    async markSent(id: string, providerRefundId: string, at: Date): Promise<boolean> {
      await db.update(refund).set({ providerRefundId }).where(eq(refund.id, id));
      const moved = await db
        .update(refund)
        .set({ status: refundMachine.step('provider_accepted').to, sentAt: at, lastError: null, nextAttemptAt: null })
        .where(and(eq(refund.id, id), leaving('provider_accepted')))
        .returning({ id: refund.id });
      return moved.length > 0;
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
     * first while the total covers them. The caller holds the order's lock. Returns the ones this
     * call moved straight out of requested (the event came before the provider's answer): the
     * others were already sent, and told so.
     */
    async confirmByProvider(orderId: string, paymentId: string, totalRefunded: number, at: Date, reference?: string): Promise<string[]> {
      // Only refunds the provider may have taken: sent, or asked for with no refusal heard yet. One it
      // refused is not its to confirm, nor one nobody asked for yet (whose row is left unlocked, so
      // its own immediate send is not passed over).
      const mayBeTaken = or(inArray(refund.status, ['sent', 'succeeded']), and(eq(refund.status, 'requested'), sql`${refund.attempts} > 0`, isNull(refund.lastError)));
      const rows = await db
        .select()
        .from(refund)
        .where(and(eq(refund.orderId, orderId), eq(refund.paymentId, paymentId), eq(refund.route, 'card'), reference ? eq(refund.id, reference) : mayBeTaken))
        .orderBy(asc(refund.requestedAt), asc(refund.id))
        .for('update');
      let covered = rows.filter((row) => row.status === 'succeeded').reduce((sum, row) => sum + row.amount, 0);
      const confirmed: string[] = [];
      for (const row of rows) {
        if (row.status === 'succeeded' || !refundMachine.canApply(row.status, 'provider_confirmed')) continue;
        // An event naming the refund confirms it whatever the total; Stripe's charge.refunded names none.
        if (!reference && covered + row.amount > totalRefunded) break;
        covered += row.amount;
        confirmed.push(row.id);
      }
      if (confirmed.length === 0) return [];
      const done = { status: refundMachine.step('provider_confirmed').to, succeededAt: at, nextAttemptAt: null, lastError: null };
      // Two guarded updates, so the rows that left requested are known from what moved, not from what was read.
      const fromRequested = await db
        .update(refund)
        .set(done)
        .where(and(inArray(refund.id, confirmed), leaving('provider_confirmed'), eq(refund.status, 'requested')))
        .returning({ id: refund.id });
      await db
        .update(refund)
        .set(done)
        .where(and(inArray(refund.id, confirmed), leaving('provider_confirmed')));
      return fromRequested.map((row) => row.id);
    },

    /** An admin asks the provider again for a failed card refund: due now, its attempts counted afresh. */
    async retry(id: string): Promise<boolean> {
      const moved = await db
        .update(refund)
        .set({ status: refundMachine.step('retried_by_admin').to, attempts: 0, retries: sql`${refund.retries} + 1`, failedAt: null, nextAttemptAt: sql`now()` })
        .where(and(eq(refund.id, id), eq(refund.route, 'card'), leaving('retried_by_admin')))
        .returning({ id: refund.id });
      return moved.length > 0;
    },

    /** The provider failed a card refund it had taken (the caller holds the order's lock): failed, on the back office's queue. */
    async failByProvider(orderId: string, id: string, at: Date): Promise<boolean> {
      const moved = await db
        .update(refund)
        .set({ status: refundMachine.step('provider_failed').to, failedAt: at, nextAttemptAt: null, lastError: 'the provider failed the refund after taking it' })
        .where(and(eq(refund.id, id), eq(refund.orderId, orderId), eq(refund.route, 'card'), leaving('provider_failed')))
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

    /**
     * What a refund's mail says and to whom: its money and route, its booking, and its order's
     * account (the reader) with the currency's digits, read with the caller's handle (decision 0044).
     * Undefined for a refund with no booking (none is written without one yet).
     */
    async mailOf(id: string): Promise<RefundMailRow | undefined> {
      const [row] = await db
        .select({
          amount: refund.amount,
          currency: refund.currency,
          route: refund.route,
          minorUnits: sql<number>`coalesce(${currency.minorUnits}, 2)::int`,
          bookingReference: booking.reference,
          email: appUser.email,
          firstName: appUser.firstName,
          locale: appUser.locale,
          orderLocale: customerOrder.locale,
          readerCurrency: appUser.currency,
        })
        .from(refund)
        .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
        .innerJoin(booking, eq(booking.id, refund.bookingId))
        .innerJoin(appUser, eq(appUser.id, customerOrder.userId))
        .leftJoin(currency, eq(currency.code, refund.currency))
        .where(eq(refund.id, id));
      return row;
    },

    /**
     * One page of the back office's refunds with their booking, order and traveller, and how many
     * match: the waiting ones oldest first (the longest-waiting is the one to do), any others newest first.
     */
    async list(filter: RefundFilter, limit: number, offset: number): Promise<{ rows: ListedRefund[]; total: number }> {
      const condition = listed(filter);
      const order = filter.state === 'waiting' ? [asc(refund.requestedAt), asc(refund.id)] : [desc(refund.requestedAt), desc(refund.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ refund, bookingReference: booking.reference, orderReference: customerOrder.reference, travellerEmail: appUser.email, travellerName })
          .from(refund)
          .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
          .leftJoin(booking, eq(booking.id, refund.bookingId))
          .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
          .where(condition)
          .orderBy(...order)
          .limit(limit)
          .offset(offset),
        db
          .select({ total: count() })
          .from(refund)
          .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
          .leftJoin(booking, eq(booking.id, refund.bookingId))
          .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
          .where(condition),
      ]);
      return { rows: rows.map((row) => ({ ...row.refund, bookingReference: row.bookingReference, orderReference: row.orderReference, travellerEmail: row.travellerEmail, travellerName: row.travellerName })), total: total?.total ?? 0 };
    },

    /** The money already recorded as going back on an order and on one of its bookings, whatever the refunds' states (the caller holds the order's lock). */
    async refundedSoFar(orderId: string, bookingId: string): Promise<{ order: number; booking: number }> {
      const [row] = await db
        .select({
          order: sql<number>`coalesce(sum(${refund.amount}), 0)::int`,
          booking: sql<number>`coalesce(sum(${refund.amount}) filter (where ${refund.bookingId} = ${bookingId}), 0)::int`,
        })
        .from(refund)
        .where(eq(refund.orderId, orderId));
      return { order: Number(row?.order ?? 0), booking: Number(row?.booking ?? 0) };
    },

    /** All that goes back on the order, money (minor units of its currency) and coins (EUR cents), whatever the refunds' states. */
    async givenBackOnOrder(orderId: string): Promise<{ amount: number; coinsEurCents: number }> {
      const [row] = await db
        .select({ amount: sql<number>`coalesce(sum(${refund.amount}), 0)::int`, coinsEurCents: sql<number>`coalesce(sum(${refund.coinsEurCents}), 0)::int` })
        .from(refund)
        .where(eq(refund.orderId, orderId));
      return { amount: Number(row?.amount ?? 0), coinsEurCents: Number(row?.coinsEurCents ?? 0) };
    },

    /** Transfer refunds still to send in `currency` with the account they go to, oldest first: the SEPA file's transfers. */
    async transfersToSend(currency: string): Promise<(RefundRow & { bookingReference: string | null; orderReference: string })[]> {
      const rows = await db
        .select({ refund, bookingReference: booking.reference, orderReference: customerOrder.reference })
        .from(refund)
        .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
        .leftJoin(booking, eq(booking.id, refund.bookingId))
        .where(and(eq(refund.route, 'transfer'), eq(refund.status, 'requested'), eq(refund.currency, currency), isNotNull(refund.iban)))
        .orderBy(refund.requestedAt, refund.id);
      return rows.map((row) => ({ ...row.refund, bookingReference: row.bookingReference, orderReference: row.orderReference }));
    },

    /** The dashboard's queue, counted on the condition the refunds page lists. */
    queue: (): Promise<WorkQueue> => workQueue(db, refund, waitingForAdmin, refund.requestedAt),

    /** The refunds of these bookings, oldest first (a booking's page, My bookings). */
    /** The refunds of these bookings, oldest first, with the card that paid their order (the last four digits, when its provider said). */
    async ofBookings(bookingIds: readonly string[]): Promise<(RefundRow & { cardLast4: string | null })[]> {
      if (bookingIds.length === 0) return [];
      const rows = await db
        .select({ refund, cardLast4: customerOrder.cardLast4 })
        .from(refund)
        .innerJoin(customerOrder, eq(customerOrder.id, refund.orderId))
        .where(inArray(refund.bookingId, [...bookingIds]))
        .orderBy(asc(refund.requestedAt), asc(refund.id));
      return rows.map((row) => ({ ...row.refund, cardLast4: row.cardLast4 }));
    },
  };
}
