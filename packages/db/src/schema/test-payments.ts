import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One refund of a test payment; its idempotency key makes the same refund asked twice one refund. */
export interface TestRefundRecord {
  refundId: string;
  amount: number;
  idempotencyKey: string;
  /** The refund's own reference at the caller (Stripe's metadata), carried by its events. */
  reference?: string;
  /** Failed after it was accepted (Stripe's card 5126): the money never reached the card. */
  failed?: true;
}

/**
 * The built-in test card provider's payments (what Stripe keeps on its side for a PaymentIntent).
 * They live in the database, not in a process, so that any server process behind a load balancer
 * can take the next step of a payment another one started (the 3-D Secure answer, a refund after a
 * restart), and every step locks its row: two processes never both take one card.
 */
export const testPayment = pgTable(
  'test_payment',
  {
    /** 'pi_test_…', as the orders know it. */
    paymentId: text().primaryKey(),
    /** The same key twice is one payment (the order's id): INSERT … ON CONFLICT finds the first. */
    idempotencyKey: text().notNull().unique('test_payment_idempotency_key_unique'),
    orderReference: text().notNull(),
    /** Minor units of `currency`. */
    amount: integer().notNull(),
    currency: text().notNull(),
    description: text().notNull(),
    /** requires_payment_method | requires_action | succeeded | failed | canceled (payments/provider.ts PaymentStatus). */
    status: text().notNull(),
    /** Why the last card was refused, as an error code; null unless status is failed. */
    lastError: text(),
    /** The last four digits of the card that paid (its events carry them, as Stripe's charge does). */
    cardLast4: text(),
    refunds: jsonb().$type<TestRefundRecord[]>().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('test_payment_amount_check', sql`${t.amount} > 0`),
    // The database, not only the code, keeps the status one of the provider's (decision 0012: statuses the database enforces).
    check('test_payment_status_check', sql`${t.status} IN ('requires_payment_method', 'requires_action', 'succeeded', 'failed', 'canceled')`),
  ],
);
