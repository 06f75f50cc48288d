import { eq, sql } from 'drizzle-orm';
import { isErrorCode } from '@cicerone/core/errors';
import type { Executor } from '@cicerone/db/client';
import { testPayment } from '@cicerone/db/schema/test-payments';
import type { PaymentStatus } from './provider.ts';
import type { TestPayment } from './test-payment-transitions.ts';

/** The test provider's payments as rows of test_payment: this file is the only one that reads or writes them. */
const columns = {
  paymentId: testPayment.paymentId,
  idempotencyKey: testPayment.idempotencyKey,
  orderReference: testPayment.orderReference,
  amount: testPayment.amount,
  currency: testPayment.currency,
  description: testPayment.description,
  status: testPayment.status,
  lastError: testPayment.lastError,
  cardLast4: testPayment.cardLast4,
  refunds: testPayment.refunds,
};

type Row = Omit<typeof testPayment.$inferSelect, 'createdAt' | 'updatedAt'>;

function paymentOf(row: Row): TestPayment {
  const { lastError, status, cardLast4, ...rest } = row;
  return { ...rest, status: status as PaymentStatus, ...(lastError && isErrorCode(lastError) ? { lastError } : {}), ...(cardLast4 ? { cardLast4 } : {}) };
}

/**
 * Writes a new payment unless its idempotency key has one already, and answers the payment that
 * key has: this one, or the first one (also when another process inserted it a moment before).
 */
export async function insertTestPayment(db: Executor, payment: TestPayment): Promise<TestPayment> {
  const { lastError, cardLast4, ...values } = payment;
  const [inserted] = await db
    .insert(testPayment)
    .values({ ...values, lastError: lastError ?? null, cardLast4: cardLast4 ?? null })
    .onConflictDoNothing({ target: testPayment.idempotencyKey })
    .returning(columns);
  if (inserted) return paymentOf(inserted);
  const [row] = await db.select(columns).from(testPayment).where(eq(testPayment.idempotencyKey, payment.idempotencyKey));
  if (!row) throw new Error(`test payment of key ${payment.idempotencyKey} neither inserted nor found`);
  return paymentOf(row);
}

export async function findTestPayment(db: Executor, paymentId: string): Promise<TestPayment | undefined> {
  const [row] = await db.select(columns).from(testPayment).where(eq(testPayment.paymentId, paymentId));
  return row && paymentOf(row);
}

/** The payment with its row locked until `tx` ends: whoever changes it next waits, then reads this change. */
export async function lockTestPayment(tx: Executor, paymentId: string): Promise<TestPayment | undefined> {
  const [row] = await tx.select(columns).from(testPayment).where(eq(testPayment.paymentId, paymentId)).for('update');
  return row && paymentOf(row);
}

export async function updateTestPayment(tx: Executor, payment: TestPayment): Promise<void> {
  await tx
    .update(testPayment)
    .set({ status: payment.status, lastError: payment.lastError ?? null, cardLast4: payment.cardLast4 ?? null, refunds: payment.refunds, updatedAt: sql`now()` })
    .where(eq(testPayment.paymentId, payment.paymentId));
}

export type { TestRefundRecord } from '@cicerone/db/schema/test-payments';
