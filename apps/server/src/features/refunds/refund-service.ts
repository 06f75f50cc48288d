import type { RefundSource } from '@cicerone/core/checkout/refund-status';
import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import { AppError } from '@cicerone/core/errors';
import { isSepaIban } from '@cicerone/core/accounts/bank-details';
import type { BankInformation } from '@cicerone/core/contracts/orders';
import type { Database, Executor } from '@cicerone/db/client';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { retryDelaySeconds } from '../../shared/retry-schedule.ts';
import { sepaCreditTransfer } from '../../shared/sepa-credit-transfer.ts';
import { refundNews } from './refund-news.ts';
import { refundQueries, type RefundFilter, type RefundRow } from './refund-queries.ts';

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
  /** The account a bank-transfer order's money goes back to, as the canceller named it (IBAN checked by the contract). */
  bankAccount?: BankAccount | null | undefined;
}

export interface BankAccount {
  accountHolder: string;
  iban: string;
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
 * confirms them (`confirmByProvider`). The traveller is told once that the money left, in the
 * transaction that moved the refund out of requested (refund-news.ts, decision 0051).
 */
export function refundService(
  db: Database,
  options: {
    provider: PaymentProvider;
    mail: Pick<Mailer, 'enqueue'>;
    /** The company's bank account in a currency (the checkout's bank details): the SEPA file's debtor. */
    companyAccount: (currency: string) => Promise<BankInformation | null>;
    /**
     * Issues the refund's credit note in the transaction that writes it (the documents slice,
     * decision 0052): a refund of an invoiced order is a correction of its invoice.
     */
    issueCreditNote: (tx: Executor, refund: RefundRow) => Promise<unknown>;
    clock?: () => Date;
  },
) {
  const clock = options.clock ?? (() => new Date());
  const news = refundNews(options.mail);

  async function attempt(row: RefundRow, log: RefundLog): Promise<void> {
    const queries = refundQueries(db);
    if (!row.paymentId || row.provider !== options.provider.name) {
      // Paid through a provider this server is not configured with: nothing it can do but wait for an admin.
      await queries.markAttemptFailed(row.id, `provider ${row.provider ?? 'none'} is not configured`, undefined, clock());
      return;
    }
    try {
      // A new key after each admin's retry: the provider answers a key it has seen with the refund it failed.
      const idempotencyKey = row.retries === 0 ? `refund-${row.id}` : `refund-${row.id}-${row.retries}`;
      const result = await options.provider.refund({ paymentId: row.paymentId, amount: row.amount, idempotencyKey, reference: row.id });
      if (result.status === 'failed') throw new Error(`the provider answered the refund ${result.refundId} failed`);
      // The step and its mail commit together: if the provider's event already confirmed it, nothing moves and nobody is told twice.
      await db.transaction(async (tx) => {
        if (await refundQueries(tx).markSent(row.id, result.refundId, clock())) await news.sent(tx, row.id);
      });
    } catch (error) {
      const retryIn = retryDelaySeconds(row.attempts);
      log.error({ err: error, refundId: row.id, orderId: row.orderId, attempt: row.attempts, retryInSeconds: retryIn ?? null }, 'card refund refused by the provider');
      await queries.markAttemptFailed(row.id, error instanceof Error ? error.message : String(error), retryIn, clock());
    }
  }

  /** The euro transfer refunds waiting whose account a SEPA transfer reaches (the others are sent by hand). */
  async function sepaTransfers() {
    return (await refundQueries(db).transfersToSend('EUR')).filter((row) => row.iban !== null && isSepaIban(row.iban));
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
     * The credit note of an invoiced order is issued with it, in the same transaction.
     */
    async request(tx: Executor, decision: RefundDecision): Promise<RefundRow | undefined> {
      if (decision.amount <= 0 && decision.coinsEurCents <= 0) return undefined;
      const route = decision.amount <= 0 ? 'coins' : decision.cardPayment ? 'card' : 'transfer';
      // Money going back by transfer needs the account it goes to: refused before anything is written (the caller's transaction rolls back).
      const account = route === 'transfer' ? decision.bankAccount : null;
      if (route === 'transfer' && !account) throw new AppError('refund_account_required');
      const written = await refundQueries(tx).insert(
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
          accountHolder: account?.accountHolder ?? null,
          iban: account?.iban ?? null,
        },
        route === 'coins' ? 'credited_in_coins' : 'requested',
        clock(),
      );
      await options.issueCreditNote(tx, written);
      return written;
    },

    /** What already goes back on the order and on the booking, read in the caller's transaction (which holds the order's lock). */
    refundedSoFar: (tx: Executor, orderId: string, bookingId: string) => refundQueries(tx).refundedSoFar(orderId, bookingId),

    /** The same, read on its own (the back office's booking page: what may still be given back). */
    givenBackSoFar: (orderId: string, bookingId: string) => refundQueries(db).refundedSoFar(orderId, bookingId),

    /** All that goes back on the order so far, in the caller's transaction: whether its promo code is given back (the settlement's cancellation). */
    givenBackOnOrder: (tx: Executor, orderId: string) => refundQueries(tx).givenBackOnOrder(orderId),

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

    /**
     * The provider's refund event, in the event's transaction (which holds the order's lock): the
     * refunds it confirms before the provider's answer was recorded (requested → succeeded) are told here.
     */
    async confirmByProvider(tx: Executor, orderId: string, paymentId: string, totalRefunded: number, at: Date, reference?: string): Promise<number> {
      const fromRequested = await refundQueries(tx).confirmByProvider(orderId, paymentId, totalRefunded, at, reference);
      for (const id of fromRequested) await news.sent(tx, id);
      return fromRequested.length;
    },

    /** The provider failed a refund it had taken (its event, in the event's transaction under the order's lock). */
    failedByProvider: (tx: Executor, orderId: string, id: string, at: Date) => refundQueries(tx).failByProvider(orderId, id, at),

    /** An admin asks the provider again for a failed card refund; it is sent at once. */
    async retry(id: string, log: RefundLog): Promise<RefundRow> {
      if (!(await refundQueries(db).retry(id))) throw new AppError((await refundQueries(db).byId(id)) ? 'refund_status_conflict' : 'refund_not_found');
      await send(id, log);
      return (await refundQueries(db).byId(id)) as RefundRow;
    },

    /** An admin sent a refund's bank transfer: the traveller is told with the step, a second click moves nothing and tells nobody. */
    async markTransferSent(id: string): Promise<RefundRow> {
      const moved = await db.transaction(async (tx) => {
        const done = await refundQueries(tx).markTransferSent(id, clock());
        if (done) await news.sent(tx, id);
        return done;
      });
      if (!moved) throw new AppError((await refundQueries(db).byId(id)) ? 'refund_status_conflict' : 'refund_not_found');
      return (await refundQueries(db).byId(id)) as RefundRow;
    },

    ofBookings: (bookingIds: readonly string[]) => refundQueries(db).ofBookings(bookingIds),

    /** The back office's refunds: its refunds page (searched, by state, a page at a time), a booking's order, a traveller. */
    list: (filter: RefundFilter, page = 1) => refundQueries(db).list(filter, adminPageSize, (page - 1) * adminPageSize),

    /**
     * The SEPA credit-transfer file of the euro refunds waiting for their transfer (pain.001.001.03,
     * as the guides' payouts): the admin sends it to the bank, then marks each refund sent.
     */
    /** How many refunds the SEPA file would pay now (the refunds page offers it when there is one). */
    sepaCount: async () => (await sepaTransfers()).length,

    async sepaFile(): Promise<{ filename: string; xml: string; count: number }> {
      const waiting = await sepaTransfers();
      if (waiting.length === 0) throw new AppError('sepa_no_refund_to_export');
      const account = await options.companyAccount('EUR');
      if (!account) throw new AppError('bank_information_unavailable');
      const now = clock();
      const xml = sepaCreditTransfer(
        // The traveller's bank statement names the booking; the end-to-end id is the refund's own (unique, 32 characters).
        waiting.map((row) => ({ creditorName: row.accountHolder ?? '', iban: row.iban ?? '', bic: null, amountCents: row.amount, reference: row.id.replace(/-/g, '') })),
        { accountHolder: account.accountHolder, iban: account.iban, bic: account.bic },
        now,
        'RF',
      );
      return { filename: `cicerone-refunds-${now.toISOString().slice(0, 10)}-sepa.xml`, xml, count: waiting.length };
    },

    /** The dashboard's queue of refunds that need a person. */
    queue: () => refundQueries(db).queue(),
  };
}

export type RefundService = ReturnType<typeof refundService>;
