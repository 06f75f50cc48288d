import { and, eq } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { customerOrder } from '@cicerone/db/schema/orders';
import type { PaymentStatus } from '../payments/provider.ts';
import { memoryTestPaymentStore, type TestPayment, type TestPaymentStore } from '../payments/test-provider.ts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a payment's status must have been for its order to be in this state (a card order switched to bank transfer cancelled its payment). */
function paymentStatusOf(orderStatus: string, paymentMethod: string): PaymentStatus {
  if (orderStatus === 'paid' && paymentMethod === 'card') return 'succeeded';
  if (orderStatus === 'awaiting_payment' && paymentMethod === 'card') return 'requires_payment_method';
  return 'canceled';
}

/**
 * The test provider's payments, durable through the orders that own them: the order-service
 * creates every payment with the order's id as idempotency key, so the customer_order row holds
 * the payment id, amount, currency and reference, and its status implies the payment's.
 *
 * Without a schema change the row cannot hold everything: the full record (3-D Secure step, last
 * card error, refunds) is kept in memory, and the row is the fallback after a restart. So after a
 * restart an unpaid test payment can still be confirmed (it reads as requires_payment_method:
 * a payment waiting for 3-D Secure asks for the card again) and a paid one reads as succeeded;
 * LIMITATION: its refunds are forgotten, so a refund after a restart is not checked against earlier
 * ones (test money only).
 */
export function orderBackedTestPaymentStore(db: Database): TestPaymentStore {
  const memory = memoryTestPaymentStore();

  async function fromOrder(where: ReturnType<typeof eq>): Promise<TestPayment | undefined> {
    const [row] = await db
      .select({ id: customerOrder.id, reference: customerOrder.reference, paymentId: customerOrder.paymentId, amount: customerOrder.grandTotal, currency: customerOrder.currency, status: customerOrder.status, paymentMethod: customerOrder.paymentMethod })
      .from(customerOrder)
      .where(and(eq(customerOrder.provider, 'test'), where));
    if (!row?.paymentId) return undefined;
    return {
      paymentId: row.paymentId,
      orderReference: row.reference,
      amount: row.amount,
      currency: row.currency,
      description: `Cicerone order ${row.reference}`,
      idempotencyKey: row.id,
      status: paymentStatusOf(row.status, row.paymentMethod),
      refunds: [],
    };
  }

  return {
    async get(paymentId) {
      return (await memory.get(paymentId)) ?? fromOrder(eq(customerOrder.paymentId, paymentId));
    },
    async findByIdempotencyKey(key) {
      const known = await memory.findByIdempotencyKey(key);
      if (known || !uuidPattern.test(key)) return known;
      return fromOrder(eq(customerOrder.id, key));
    },
    async save(payment) {
      await memory.save(payment);
      // The order learns its payment at once, before createPayment returns: a restart right after still finds it.
      if (uuidPattern.test(payment.idempotencyKey)) {
        await db.update(customerOrder).set({ provider: 'test', paymentId: payment.paymentId }).where(eq(customerOrder.id, payment.idempotencyKey));
      }
    },
  };
}
