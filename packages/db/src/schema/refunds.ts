import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refundRoutes, refundSources, refundStatuses, type RefundRoute, type RefundSource, type RefundStatus } from '@cicerone/core/checkout/refund-status';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { booking, customerOrder } from './orders.ts';

/**
 * Money given back after a sale (requirements §lifecycles.refund, decision 0050): one row per
 * refund, written by features/refunds only, in the transaction that decides it. Its money
 * (`amount`, the order's currency) goes by `route`; coins, in EUR cents, went back to the ledger
 * in that same transaction. The provider is asked with the idempotency key `refund-<id>`.
 */
export const refund = pgTable(
  'refund',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id),
    /** The booking it gives back, when it gives back one booking. */
    bookingId: uuid().references(() => booking.id),
    /** Money back, minor units of `currency` (the order's); 0 for a refund made only of coins. */
    amount: integer().notNull(),
    currency: text().notNull(),
    /** Coins back to the traveller's balance, EUR cents. */
    coinsEurCents: integer().notNull().default(0),
    route: text().$type<RefundRoute>().notNull(),
    source: text().$type<RefundSource>().notNull(),
    reason: text().notNull(),
    /** The admin or traveller who asked; null for the provider's dispute. */
    requestedBy: uuid().references(() => appUser.id),
    /** core checkout/refund-status.ts */
    status: text().$type<RefundStatus>().notNull(),
    /** The card payment it goes back to (route card): the provider and its payment id, as the order had them. */
    provider: text(),
    paymentId: text(),
    /**
     * The bank account a transfer refund goes to (route transfer), as the traveller gave it when
     * cancelling: the holder's name and a checked IBAN (electronic form). Personal data: shown to
     * admins only, and only on the refunds page and its SEPA file.
     */
    accountHolder: text(),
    iban: text(),
    /** The provider's own id of the refund, once it took it. */
    providerRefundId: text(),
    attempts: smallint().notNull().default(0),
    /**
     * How many times an admin asked again after the provider failed it: a new idempotency key each
     * time (refund-<id>-<n>), since the provider answers a key it has seen with the same failed refund.
     */
    retries: smallint().notNull().default(0),
    /** When the refunds job next asks the provider (a requested card refund); pushed ahead while an attempt is under way. */
    nextAttemptAt: timestamp({ withTimezone: true }),
    /** Why the provider refused the last attempt (its message, for the back office). */
    lastError: text(),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    succeededAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('refund_status_check', oneOf(t.status, refundStatuses)),
    check('refund_route_check', oneOf(t.route, refundRoutes)),
    check('refund_source_check', oneOf(t.source, refundSources)),
    check('refund_amounts_check', sql`${t.amount} >= 0 and ${t.coinsEurCents} >= 0 and ${t.amount} + ${t.coinsEurCents} > 0`),
    check('refund_coins_route_check', sql`(${t.route} = 'coins') = (${t.amount} = 0)`),
    check('refund_card_payment_check', sql`(${t.route} = 'card') = (${t.paymentId} is not null and ${t.provider} is not null)`),
    index('refund_order_idx').on(t.orderId, t.requestedAt),
    index('refund_booking_idx').on(t.bookingId).where(sql`${t.bookingId} is not null`),
    // The refunds job: requested card refunds whose attempt is due.
    index('refund_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'requested' and ${t.route} = 'card'`),
    // The back office's queues: failed card refunds, transfers to send.
    index('refund_waiting_idx').on(t.status, t.requestedAt).where(sql`${t.status} in ('requested', 'failed')`),
  ],
);
