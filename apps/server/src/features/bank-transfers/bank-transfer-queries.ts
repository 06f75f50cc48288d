import { and, asc, eq, inArray } from 'drizzle-orm';
import { awaitingPaymentStatuses } from '@cicerone/core/checkout/order-status';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { customerOrder } from '@cicerone/db/schema/orders';

/** Bank-transfer orders still awaiting payment with their buyer, oldest first. */
export async function waitingTransferOrders(db: Executor) {
  return db
    .select({
      id: customerOrder.id,
      reference: customerOrder.reference,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      email: appUser.email,
      amount: customerOrder.grandTotal,
      currency: customerOrder.currency,
      createdAt: customerOrder.createdAt,
      expiresAt: customerOrder.expiresAt,
    })
    .from(customerOrder)
    .innerJoin(appUser, eq(appUser.id, customerOrder.userId))
    .where(and(eq(customerOrder.paymentMethod, 'bank_transfer'), inArray(customerOrder.status, awaitingPaymentStatuses)))
    .orderBy(asc(customerOrder.createdAt), asc(customerOrder.reference));
}

/** The order with this reference (upper case), locked until the transaction ends; null when there is none. */
export async function lockOrderByReference(tx: Executor, reference: string) {
  const [order] = await tx
    .select({ id: customerOrder.id, reference: customerOrder.reference, status: customerOrder.status, paymentMethod: customerOrder.paymentMethod })
    .from(customerOrder)
    .where(eq(customerOrder.reference, reference))
    .for('update');
  return order ?? null;
}
