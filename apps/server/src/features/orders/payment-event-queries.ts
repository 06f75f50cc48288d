import { and, eq, inArray } from 'drizzle-orm';
import type { OrderStatus } from '@cicerone/core/checkout/order-status';
import type { Executor } from '@cicerone/db/client';
import { customerOrder, paymentEvent } from '@cicerone/db/schema/orders';


/** A lifecycle step (core's machine.step): the statuses it leaves and the one it reaches. */
interface Step<Status extends string> {
  from: readonly Status[];
  to: Status;
}

/** The order paid through this provider payment, locked until the transaction ends; null when none has it (yet). */
export async function lockOrderOfPayment(tx: Executor, provider: string, paymentId: string) {
  const [order] = await tx
    .select({ id: customerOrder.id, status: customerOrder.status, grandTotal: customerOrder.grandTotal, currency: customerOrder.currency })
    .from(customerOrder)
    .where(and(eq(customerOrder.provider, provider), eq(customerOrder.paymentId, paymentId)))
    .for('update');
  return order ?? null;
}

/** Records the provider event once; false when this event id was recorded before. */
export async function recordPaymentEvent(tx: Executor, values: { provider: string; eventId: string; orderId: string; type: string }): Promise<boolean> {
  const recorded = await tx.insert(paymentEvent).values(values).onConflictDoNothing().returning({ eventId: paymentEvent.eventId });
  return recorded.length > 0;
}

/** Moves the order along a paying `step` when it is in one of its statuses; whether it moved. */
export async function markOrderPaid(tx: Executor, orderId: string, step: Step<OrderStatus>, paidAt: Date): Promise<boolean> {
  const [paid] = await tx
    .update(customerOrder)
    .set({ status: step.to, paidAt })
    .where(and(eq(customerOrder.id, orderId), inArray(customerOrder.status, step.from)))
    .returning({ id: customerOrder.id });
  return paid !== undefined;
}

/** The last four digits of the card that paid the order, as its provider reported them. */
export async function recordCardOfOrder(tx: Executor, orderId: string, last4: string): Promise<void> {
  await tx.update(customerOrder).set({ cardLast4: last4 }).where(eq(customerOrder.id, orderId));
}
