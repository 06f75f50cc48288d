/**
 * The life of an order (requirements §screens.checkout Order, requirements §api.paths) as an explicit state machine, beside the
 * bookings' (booking-status.ts), which move with it:
 *  - every order is placed awaiting its payment, by card or by bank transfer, even one its coins
 *    pay in full (it is paid in the same transaction, by the same path as a card);
 *  - it becomes paid once the money is verified: the provider's success event, or an admin
 *    confirming that the transfer arrived — whichever comes first, once;
 *  - it fails when no card payment could even be set up, and expires when its deadline passes
 *    unpaid, or closes as expired when an admin cancelled all it held; each gives back its slots
 *    and coins (orders/order-expiry.ts).
 * paid, failed and expired are final: a payment arriving for a closed order is only warned about
 * (it is refunded by hand), and a refund concerns a booking (its cancellation), not the order.
 */
import { stateMachine } from '../state-machine.ts';

export const orderStatuses = ['awaiting_payment', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderEvents = ['order_placed', 'payment_succeeded', 'payment_received_by_admin', 'payment_setup_failed', 'order_expired', 'cancelled_by_admin'] as const;
export type OrderEvent = (typeof orderEvents)[number];

export const orderMachine = stateMachine<OrderStatus, OrderEvent>(
  orderStatuses,
  {
    // Checkout writes the order and its bookings; nothing is paid before the server verified money.
    order_placed: [[null, 'awaiting_payment']],
    // The provider's verified success event (webhook or read back), or coins covering the total.
    payment_succeeded: [['awaiting_payment', 'paid']],
    // An admin confirms the transfer arrived (bank-transfers/bank-transfer-admin.ts).
    payment_received_by_admin: [['awaiting_payment', 'paid']],
    // The provider refused to create the card payment at checkout: close it now rather than at expiry.
    payment_setup_failed: [['awaiting_payment', 'failed']],
    // Its deadline passed unpaid (the expiry job): abandoned card checkouts, transfers never sent.
    order_expired: [['awaiting_payment', 'expired']],
    // An admin cancelled all it held (an unpaid gift card, its only item): closed as an expired one —
    // no money will be taken, its coins are given back — without a status of its own that every
    // page and report would have to learn for the same outcome.
    cancelled_by_admin: [['awaiting_payment', 'expired']],
  },
  // Every step leaves awaiting_payment, so a step refused is an order no longer awaiting payment.
  'order_not_awaiting_payment',
);

/** Whether money may still arrive for the order: its proof uploaded, its method changed, its transfer confirmed. */
export function isAwaitingPayment(status: OrderStatus): boolean {
  return orderMachine.canApply(status, 'payment_succeeded');
}

/** The statuses of an order money may still arrive for, as a guard (WHERE status IN …). */
export const awaitingPaymentStatuses: readonly OrderStatus[] = orderStatuses.filter(isAwaitingPayment);

/**
 * The orders whose bookings the buyer sees (my bookings, vouchers, invoices): those awaiting
 * payment or paid. A closed unpaid order (failed, expired) left no booking to act on.
 */
export const liveOrderStatuses: readonly OrderStatus[] = [...awaitingPaymentStatuses, orderMachine.step('payment_succeeded').to];
