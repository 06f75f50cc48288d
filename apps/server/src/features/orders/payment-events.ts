import { z } from 'zod';
import type { Database, Executor } from '@cicerone/db/client';
import { lockOrderOfPayment, recordCardOfOrder, recordPaymentEvent } from './payment-event-queries.ts';
import type { PaymentEvent } from '../payments/provider.ts';
import type { Settle } from '../../settlement/process.ts';

/**
 * What became of one provider event:
 * - paid: the order is paid now (its bookings pending, their missions created);
 * - recorded: seen and kept, nothing to change (a failure the buyer may still retry, a 3-D Secure
 *   step, a refund, a success for an order no longer awaiting payment, a mismatching amount);
 * - duplicate: this event id was handled before;
 * - unknown_payment: no order has this payment id (yet). It is not recorded, so the provider's
 *   retry is handled once the order knows its payment: the webhook route answers 5xx for it.
 */
export type EventOutcome = 'paid' | 'recorded' | 'duplicate' | 'unknown_payment';

/** How the money was verified: the provider's success event, or an admin confirming a transfer. */
export type PaidBy = 'payment_succeeded' | 'payment_received_by_admin';

/** A provider's refund event: all it has refunded so far on the order's payment. */
export interface RefundedByProvider {
  orderId: string;
  paymentId: string;
  totalRefunded: number;
  /** Our refund's id when the event names it (the provider kept it with its refund): that one is confirmed, whatever the total. */
  refundReference?: string | undefined;
  at: Date;
}

/** A provider's report that a refund it had taken failed: our refund's id, as it was asked with. */
export interface RefundFailedByProvider {
  orderId: string;
  refundId: string;
  at: Date;
}

/** A provider's chargeback on an order's payment. */
export interface DisputedByProvider {
  orderId: string;
  provider: string;
  disputeId: string;
  amount: number;
  currency: string;
  reason: string;
  at: Date;
}

export interface PaymentEventsOptions {
  /** Runs a money event's steps in the event's transaction, under the order's lock (the settlement process). */
  settle: Settle;
  /** Something worth a human look (paid after expiry, wrong amount). */
  warn?: (message: string, details: Record<string, unknown>) => void;
}

/**
 * Applies verified provider events to orders. Each event runs in its own transaction: the event
 * id is recorded first (ON CONFLICT DO NOTHING), so a redelivery changes nothing; the order row
 * is locked, and only a legal transition applies (awaiting_payment → paid is guarded in the
 * UPDATE's WHERE), so events out of order, or racing the expiry job, change nothing more.
 */
export function paymentEventHandler(db: Database, options: PaymentEventsOptions) {
  const warn = options.warn ?? ((message, details) => console.warn(message, details));

  async function handleOne(providerName: string, event: PaymentEvent): Promise<EventOutcome> {
    return db.transaction(async (tx) => {
      const order = await lockOrderOfPayment(tx, providerName, event.paymentId);
      if (!order) return 'unknown_payment';

      if (!(await recordPaymentEvent(tx, { provider: providerName, eventId: event.eventId, orderId: order.id, type: event.type }))) return 'duplicate';
      if (event.type === 'refund_succeeded') {
        const named = event.refundReference && z.uuid().safeParse(event.refundReference).success ? event.refundReference : undefined;
        await options.settle('refund_succeeded', tx, { orderId: order.id, paymentId: event.paymentId, totalRefunded: event.amount, refundReference: named, at: event.occurredAt });
        return 'recorded';
      }
      if (event.type === 'refund_failed') {
        // A refund made at the provider's own dashboard names none of ours: nothing of ours failed.
        if (event.refundReference && z.uuid().safeParse(event.refundReference).success) await options.settle('refund_failed', tx, { orderId: order.id, refundId: event.refundReference, at: event.occurredAt });
        return 'recorded';
      }
      if (event.type === 'dispute_opened') {
        await options.settle('dispute_opened', tx, { orderId: order.id, provider: providerName, disputeId: event.dispute?.id ?? event.eventId, amount: event.amount, currency: event.currency, reason: event.dispute?.reason ?? 'unknown', at: event.occurredAt });
        return 'recorded';
      }
      if (event.type !== 'payment_succeeded') return 'recorded';
      // Whichever of the provider's success events says it (Stripe's charge does, its intent does not): a refund names the card.
      if (event.card) await recordCardOfOrder(tx, order.id, event.card.last4);

      if (event.amount !== order.grandTotal || event.currency.toUpperCase() !== order.currency.toUpperCase()) {
        warn('payment amount does not match the order: ignored', { orderId: order.id, eventId: event.eventId, amount: event.amount, currency: event.currency });
        return 'recorded';
      }
      const paid = (await options.settle('card_payment_succeeded', tx, { orderId: order.id, paidAt: event.occurredAt, by: 'payment_succeeded', adminUserId: null })) !== null;
      if (!paid && order.status !== 'paid') {
        // The money was taken for an order that expired or failed meanwhile: it must be refunded by hand (or rebooked).
        warn('payment succeeded for an order that is no longer awaiting payment', { orderId: order.id, status: order.status, eventId: event.eventId });
      }
      return paid ? 'paid' : 'recorded';
    });
  }

  return {
    /** Records a payment event seen elsewhere (an admin's confirmation of a transfer) in the caller's transaction; false when it was recorded before. */
    recordOnce: (tx: Executor, values: { provider: string; eventId: string; orderId: string; type: string }) => recordPaymentEvent(tx, values),

    /** Handles events in order; the outcomes line up with the events. */
    async handleProviderEvents(providerName: string, events: readonly PaymentEvent[]): Promise<EventOutcome[]> {
      const outcomes: EventOutcome[] = [];
      for (const event of events) outcomes.push(await handleOne(providerName, event));
      return outcomes;
    },
  };
}

export type PaymentEventHandler = ReturnType<typeof paymentEventHandler>;
