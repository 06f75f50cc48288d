import { paymentMethodRefusal } from '@cicerone/core/checkout/payment-method-change';
import type { PaymentMethod } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { PaymentProvider } from '../payments/provider.ts';
import { paymentDeadline, type PaymentWindows } from './payment-deadline.ts';
import { bankInformationFor, findOwnOrder, switchToBankTransfer, type OrderRow } from './order-queries.ts';
import type { OrderOwner } from './order-reads.ts';

export interface PaymentMethodChangeOptions {
  provider: PaymentProvider;
  clock: () => Date;
  windows: PaymentWindows;
}

/**
 * Paying an unpaid order another way (requirements §rules.payment-method; the rule is core's paymentMethodRefusal): the
 * pages' "bank transfer instead" and POST /api/orders/{reference}/payment-method both come here.
 * Asking for the order's own method again changes nothing (a second click, a replayed call).
 */
export function paymentMethodChange(db: Database, options: PaymentMethodChangeOptions) {
  return async function changePaymentMethod(owner: OrderOwner, reference: string, to: PaymentMethod): Promise<OrderRow> {
    // Another buyer's order is not found: nothing tells a guesser which references exist.
    const order = await findOwnOrder(db, owner, { reference });
    if (!order) throw new AppError('order_not_found');
    const refusal = paymentMethodRefusal(order, to, options.clock());
    if (refusal) throw new AppError(refusal);
    if (order.paymentMethod === to) return order;
    // Requirements §errors 'bank information unavailable': asked before the card payment is given up.
    if (!(await bankInformationFor(db, order.currency))) throw new AppError('bank_information_unavailable');

    // Card → bank transfer. The card payment is cancelled first, at the provider and outside any
    // transaction (no row stays locked over a network call): from then on no card can pay this
    // order, so the traveller never pays it twice. A payment already taking the money cannot be
    // cancelled; the order then stays a card order and the webhook will mark it paid.
    if (order.paymentId) {
      const payment = await options.provider.cancel(order.paymentId);
      if (payment.status !== 'canceled') throw new AppError('payment_in_progress');
    }
    const now = options.clock();
    const changed = await switchToBankTransfer(db, order.id, paymentDeadline('bank_transfer', now, options.windows), now);
    // Paid or expired between the read and the update: said as the rule says it.
    if (!changed) throw new AppError('order_not_awaiting_payment');
    return changed;
  };
}
