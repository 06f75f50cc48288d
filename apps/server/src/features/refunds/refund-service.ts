import type { RefundSource } from '@cicerone/core/checkout/refund-status';
import { AppError } from '@cicerone/core/errors';
import type { Database, Executor } from '@cicerone/db/client';
import type { PaymentProvider } from '../payments/provider.ts';
import { retryDelaySeconds } from '../../shared/retry-schedule.ts';
import { refundQueries, type RefundRow } from './refund-queries.ts';

/** What the decision gives back (the cancellation computed it under the order's lock). */
export interface RefundDecision {
  orderId: string;
  bookingId: string;
  /** Money back, minor units of `currency`. */
  amount: number;
  currency: string;
  /** Coins back, EUR cents: the caller credited them in the same transaction. */
  coinsEurCents: number;
  /** How the order was paid: its card payment (provider and id), or null for a bank transfer. */
  cardPayment: { provider: string; paymentId: string } | null;
  source: RefundSource;
  reason: string;
  requestedBy: string | null;
}

/** Where a refused attempt is reported: the request's logger or the job's. */
export interface RefundLog {
  error(details: object, message: string): void;
}

/** How long an attempt holds its refund before another claimer may take it (a provider call is seconds). */
const leaseSeconds = 120;
const batch = 20;

/**
 * Refunds as records (requirements §lifecycles.refund, decision 0050). `request` writes one in the
 * transaction that decides it; card refunds then go to the provider — at once by the request that
 * made them (`send`), else by the refunds job (`sendDue`) — with the key `refund-<id>`, so however
 * many processes, retries and restarts ask, the provider refunds once; the provider's refund event
 * confirms them (`confirmByProvider`).
 */
export function refundService(db: Database, options: { provider: PaymentProvider; clock?: () => Date }) {
  const clock = options.clock ?? (() => new Date());

  async function attempt(row: RefundRow, log: RefundLog): Promise<void> {
    const queries = refundQueries(db);
    if (!row.paymentId || row.provider !== options.provider.name) {
      // Paid through a provider this server is not configured with: nothing it can do but wait for an admin.
      await queries.markAttemptFailed(row.id, `provider ${row.provider ?? 'none'} is not configured`, undefined, clock());
      return;
    }
    try {
      const result = await options.provider.refund({ paymentId: row.paymentId, amount: row.amount, idempotencyKey: `refund-${row.id}` });
      if (result.status === 'failed') throw new Error(`the provider answered the refund ${result.refundId} failed`);
      await queries.markSent(row.id, result.refundId, clock());
    } catch (error) {
      const retryIn = retryDelaySeconds(row.attempts);
      log.error({ err: error, refundId: row.id, orderId: row.orderId, attempt: row.attempts, retryInSeconds: retryIn ?? null }, 'card refund refused by the provider');
      await queries.markAttemptFailed(row.id, error instanceof Error ? error.message : String(error), retryIn, clock());
    }
  }

  /** Asks the provider for one card refund now, if it is due and nobody else is asking (after its request's commit). */
  async function send(id: string, log: RefundLog): Promise<void> {
    const [row] = await refundQueries(db).claimDue(1, leaseSeconds, id);
    if (row) await attempt(row, log);
  }

  return {
    send,

    /**
     * Writes the refund in the caller's transaction: coins alone are succeeded at once (the caller
     * credited them); money for a card or a transfer is requested. Nothing to give back writes nothing.
     */
    async request(tx: Executor, decision: RefundDecision): Promise<RefundRow | undefined> {
      if (decision.amount <= 0 && decision.coinsEurCents <= 0) return undefined;
      const route = decision.amount <= 0 ? 'coins' : decision.cardPayment ? 'card' : 'transfer';
      return refundQueries(tx).insert(
        {
          orderId: decision.orderId,
          bookingId: decision.bookingId,
          amount: Math.max(decision.amount, 0),
          currency: decision.currency,
          coinsEurCents: decision.coinsEurCents,
          route,
          source: decision.source,
          reason: decision.reason,
          requestedBy: decision.requestedBy,
          provider: route === 'card' ? (decision.cardPayment?.provider ?? null) : null,
          paymentId: route === 'card' ? (decision.cardPayment?.paymentId ?? null) : null,
        },
        route === 'coins' ? 'credited_in_coins' : 'requested',
        clock(),
      );
    },

    /** The refunds job: every due card refund, a batch at a time; how many were attempted. */
    async sendDue(log: RefundLog): Promise<number> {
      let attempted = 0;
      for (;;) {
        const rows = await refundQueries(db).claimDue(batch, leaseSeconds);
        for (const row of rows) await attempt(row, log);
        attempted += rows.length;
        if (rows.length < batch) return attempted;
      }
    },

    /** The provider's refund event, in the event's transaction (which holds the order's lock). */
    confirmByProvider: (tx: Executor, orderId: string, paymentId: string, totalRefunded: number, at: Date) => refundQueries(tx).confirmByProvider(orderId, paymentId, totalRefunded, at),

    /** An admin asks the provider again for a failed card refund; it is sent at once. */
    async retry(id: string, log: RefundLog): Promise<RefundRow> {
      if (!(await refundQueries(db).retry(id))) throw new AppError((await refundQueries(db).byId(id)) ? 'refund_status_conflict' : 'refund_not_found');
      await send(id, log);
      return (await refundQueries(db).byId(id)) as RefundRow;
    },

    /** An admin sent a refund's bank transfer. */
    async markTransferSent(id: string): Promise<RefundRow> {
      if (!(await refundQueries(db).markTransferSent(id, clock()))) throw new AppError((await refundQueries(db).byId(id)) ? 'refund_status_conflict' : 'refund_not_found');
      return (await refundQueries(db).byId(id)) as RefundRow;
    },

    ofBookings: (bookingIds: readonly string[]) => refundQueries(db).ofBookings(bookingIds),

    /** What the back office's refunds page lists: the waiting ones, oldest first. */
    waiting: () => refundQueries(db).waiting(),

    /** The dashboard's queue of refunds that need a person. */
    queue: () => refundQueries(db).queue(),
  };
}

export type RefundService = ReturnType<typeof refundService>;
