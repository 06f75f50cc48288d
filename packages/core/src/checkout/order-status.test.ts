import { describe, expect, it } from 'vitest';
import { awaitingPaymentStatuses, isAwaitingPayment, liveOrderStatuses, orderMachine, orderStatuses } from './order-status.ts';

const { nextStatus, fromStatuses } = orderMachine;

describe('order status', () => {
  it('has exactly the transitions of the issues: awaiting payment, then paid, failed or expired (an admin cancelling a gift card closes its order as expired)', () => {
    expect(orderMachine.describe()).toEqual([
      'new -order_placed-> awaiting_payment',
      'awaiting_payment -payment_succeeded-> paid',
      'awaiting_payment -payment_received_by_admin-> paid',
      'awaiting_payment -payment_setup_failed-> failed',
      'awaiting_payment -order_expired-> expired',
      'awaiting_payment -cancelled_by_admin-> expired',
    ]);
  });

  it('refuses a payment for an order already closed, and a second payment, as order_not_awaiting_payment', () => {
    for (const closed of ['expired', 'failed', 'paid'] as const) {
      expect(() => nextStatus(closed, 'payment_received_by_admin')).toThrow(expect.objectContaining({ code: 'order_not_awaiting_payment', status: 409 }));
    }
    expect(() => nextStatus('paid', 'order_expired')).toThrow('order_not_awaiting_payment');
    expect(() => nextStatus(null, 'payment_succeeded')).toThrow('order_not_awaiting_payment');
  });

  it('guards every closing UPDATE with awaiting_payment, the only status money may still arrive in', () => {
    for (const event of ['payment_succeeded', 'payment_received_by_admin', 'payment_setup_failed', 'order_expired', 'cancelled_by_admin'] as const) expect(fromStatuses(event)).toEqual(['awaiting_payment']);
    expect(orderStatuses.filter(isAwaitingPayment)).toEqual(['awaiting_payment']);
    expect(awaitingPaymentStatuses).toEqual(['awaiting_payment']);
    expect(liveOrderStatuses).toEqual(['awaiting_payment', 'paid']);
  });
});
