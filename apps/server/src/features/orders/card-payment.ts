import type { Database } from '@cicerone/db/client';
import type { CreatedPayment, PaymentProvider } from '../payments/provider.ts';
import { recordPayment, type OrderRow } from './order-queries.ts';
import { isAwaitingPayment } from '@cicerone/core/checkout/order-status';

/** What a card payment is made from: an order waiting for its card. */
export type CardPaymentOrder = Pick<OrderRow, 'id' | 'reference' | 'grandTotal' | 'currency'>;

/**
 * The card payment of an order. It is created with the order's id as idempotency key, so a
 * replayed checkout, a reload of the card step or another process asking again gets the same
 * payment; and it is recorded on the order each time it is asked for, so an order whose process
 * stopped between creating its payment and recording it (kill -9) learns it before any card is
 * confirmed: the provider's success event finds its order by the payment id.
 */
export function cardPayment(db: Database, provider: PaymentProvider) {
  return async function cardPaymentOf(order: CardPaymentOrder): Promise<CreatedPayment> {
    const payment = await provider.createPayment({
      orderReference: order.reference,
      amount: order.grandTotal,
      currency: order.currency,
      idempotencyKey: order.id,
      description: `Cicerone order ${order.reference}`,
    });
    await recordPayment(db, order.id, provider.name, payment.paymentId);
    return payment;
  };
}

/**
 * The payment an order is waiting for, asked for by the API's replayed checkout and payment-method
 * change and by the checkout page's card step alike: a card order awaiting payment has one (the
 * same each time, see cardPayment); any other order (paid, closed, paid by bank transfer) none.
 */
export function awaitedPayment(cardPaymentOf: ReturnType<typeof cardPayment>) {
  return async function paymentFor(order: CardPaymentOrder & Pick<OrderRow, 'status' | 'paymentMethod'>): Promise<CreatedPayment | null> {
    if (order.paymentMethod !== 'card' || !isAwaitingPayment(order.status)) return null;
    return cardPaymentOf(order);
  };
}
