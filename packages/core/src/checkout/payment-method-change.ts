/**
 * Paying an unpaid order another way (requirements §rules.payment-method). An order waits for its money until its expiry;
 * while it waits, a card order whose card was declined, abandoned or never entered may be paid
 * by card again or by bank transfer instead. The other direction is closed: the buyer of a
 * bank-transfer order has the bank details and may have sent the money already, so a card
 * payment beside it could take it twice.
 */
import type { ErrorCode } from '../errors.ts';
import type { PaymentMethod } from '../contracts/orders.ts';
import { isAwaitingPayment, type OrderStatus } from './order-status.ts';

export interface UnpaidOrder {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  expiresAt: Date | null;
}

/** Why the order cannot be paid by `to` now, or null when it can (the same method again included). */
export function paymentMethodRefusal(order: UnpaidOrder, to: PaymentMethod, now: Date): ErrorCode | null {
  if (!isAwaitingPayment(order.status) || !order.expiresAt || order.expiresAt.getTime() <= now.getTime()) return 'order_not_awaiting_payment';
  if (order.paymentMethod !== to && order.paymentMethod !== 'card') return 'payment_method_locked';
  return null;
}

/** Whether the buyer is offered "pay now" (card again, or bank transfer instead). */
export function canPayNow(order: UnpaidOrder, now: Date): boolean {
  return order.paymentMethod === 'card' && paymentMethodRefusal(order, 'bank_transfer', now) === null;
}
