import { orderMachine, type OrderEvent } from '@cicerone/core/checkout/order-status';
import type { MoneyEvent } from '@cicerone/core/checkout/settlement';
import type { Executor } from '@cicerone/db/client';
import type { BookingCancellation, OrderPaid, UnpaidOrdersClosing } from '../../settlement/process.ts';
import { moveOrders } from './order-queries.ts';
import { markOrderPaid } from './payment-event-queries.ts';
import { releasePromoCodes } from './promo-code-queries.ts';

/** The order machine's step each way of closing an order unpaid takes. */
const closingStep: Partial<Record<MoneyEvent, OrderEvent>> = { order_expired: 'order_expired', payment_setup_failed: 'payment_setup_failed', unpaid_order_cancelled: 'cancelled_by_admin' };

/**
 * The orders slice's steps of the settlement process (packages/core checkout/settlement.ts): the
 * order row and its promo code's use. Each status move is guarded in its UPDATE, so an event racing
 * another (a webhook paying an order the expiry job closes) moves it once, and the loser's process ends.
 */
export const orderSteps = {
  /** awaiting_payment → paid; false (the process ends) when it was already paid or closed. */
  async paid(tx: Executor, paid: OrderPaid): Promise<false | void> {
    if (!(await markOrderPaid(tx, paid.orderId, orderMachine.step(paid.by), paid.paidAt))) return false;
  },

  /** The orders still awaiting payment close (expired, failed); the others drop out, and with none left the process ends. */
  async closed(tx: Executor, closing: UnpaidOrdersClosing, event: MoneyEvent): Promise<UnpaidOrdersClosing | false> {
    const step = closingStep[event];
    if (!step) throw new Error(`${event} does not close orders`);
    const closed = await moveOrders(tx, closing.orderIds, orderMachine.step(step));
    return closed.length > 0 ? { ...closing, closed } : false;
  },

  /** The closed orders' promo codes may be used again (decision 0034): only their own redemption rows, no code row locked. */
  async promoCodeUsesReleased(tx: Executor, closing: UnpaidOrdersClosing): Promise<void> {
    await releasePromoCodes(
      tx,
      closing.closed.map((order) => order.id),
    );
  },

  /** A cancellation gives its order's promo code back only once all the order's money and coins have gone back (requirements §lifecycles.refund). */
  async promoCodeUseReleasedWhenAllGivenBack(tx: Executor, cancellation: BookingCancellation, givenBack: { amount: number; coinsEurCents: number }): Promise<void> {
    const { order } = cancellation;
    if (order.status === 'paid' && givenBack.amount >= order.grandTotal && givenBack.coinsEurCents >= order.coinsEurCents) await releasePromoCodes(tx, [order.id]);
  },
};
