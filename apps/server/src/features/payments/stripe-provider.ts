import type { IncomingHttpHeaders } from 'node:http';
import type Stripe from 'stripe';
import { AppError } from '@cicerone/core/errors';
import { cardErrorCode } from '@cicerone/core/checkout/card-errors';
import { checkedNewPayment, checkedRefund } from './payment-input.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';
import type { PaymentEvent, PaymentProvider, PaymentState, PaymentStatus, RefundResult } from './provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests: a local stub of the Stripe API instead of https://api.stripe.com. */
  apiBase?: string | undefined;
}

/**
 * Cards through Stripe PaymentIntents: the server creates the intent (amount from its own
 * pricing, never the browser's), Stripe.js and the Payment Element take the card and 3-D Secure,
 * and the order learns the outcome from signed webhooks (or a retrieve), never from the browser.
 */
/** stripe-node (hundreds of modules) loads with the first payment or webhook, not at start. */
const loadStripe = onFirstUse(async () => (await import('stripe')).default);

export function stripePaymentProvider(options: StripeProviderOptions): PaymentProvider {
  const client = onFirstUse(async () => {
    const StripeClient = await loadStripe();
    const stripe = new StripeClient(options.secretKey, {
      ...apiLocation(options.apiBase),
      // Retries of create and refund reuse our idempotency key, so a retry never charges twice.
      maxNetworkRetries: 2,
      timeout: 20_000,
      appInfo: { name: 'Cicerone' },
    });
    return { stripe, errors: StripeClient.errors };
  });

  return {
    name: 'stripe',
    testMode: /^(sk|rk)_test_/.test(options.secretKey),

    async createPayment(input) {
      const payment = checkedNewPayment(input);
      const { stripe } = await client();
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: payment.amount,
            currency: payment.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: payment.description,
            metadata: { orderReference: payment.orderReference },
          },
          { idempotencyKey: payment.idempotencyKey },
        ),
      );
      if (!intent.client_secret) throw new AppError('payment_error');
      return { paymentId: intent.id, clientSecret: intent.client_secret, status: paymentStatus(intent) };
    },

    async retrieve(paymentId): Promise<PaymentState> {
      const { stripe } = await client();
      return stateOf(await call(() => stripe.paymentIntents.retrieve(paymentId)));
    },

    async cancel(paymentId): Promise<PaymentState> {
      const { stripe, errors } = await client();
      const intent = await call(async () => {
        try {
          return await stripe.paymentIntents.cancel(paymentId);
        } catch (error) {
          // Stripe refuses to cancel an intent already canceled, succeeded or processing: its state says which.
          if (error instanceof errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return stripe.paymentIntents.retrieve(paymentId);
          throw error;
        }
      });
      return stateOf(intent);
    },

    async refund(input): Promise<RefundResult> {
      const request = checkedRefund(input);
      const { stripe } = await client();
      const refund = await call(() =>
        stripe.refunds.create(
          // Our refund's id rides with Stripe's, so that its refund.updated event names the refund it failed.
          { payment_intent: request.paymentId, metadata: { cicerone_refund: request.reference }, ...(request.amount === undefined ? {} : { amount: request.amount }) },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return { refundId: refund.id, status: refundStatus(refund.status) };
    },

    async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent[]> {
      const { stripe } = await client();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', options.webhookSecret);
      } catch (error) {
        throw new AppError('bad_request', undefined, { cause: error });
      }
      return normalizedEvents(event);
    },
  };
}

/** STRIPE_API_BASE split into what stripe-node takes. */
function apiLocation(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

function stateOf(intent: Stripe.PaymentIntent): PaymentState {
  const lastError = intent.last_payment_error;
  return {
    paymentId: intent.id,
    status: paymentStatus(intent),
    amount: intent.amount,
    currency: intent.currency.toUpperCase(),
    ...(lastError ? { lastError: cardErrorCode(lastError.code, lastError.decline_code) } : {}),
  };
}

/** Stripe's intent statuses in our words; a refused card sends an intent back to requires_payment_method. */
function paymentStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'requires_action':
      return 'requires_action';
    // Manual capture is not used, so requires_capture is as good as in flight.
    case 'processing':
    case 'requires_capture':
      return 'processing';
    default:
      return intent.last_payment_error ? 'failed' : 'requires_payment_method';
  }
}

function refundStatus(status: string | null): RefundResult['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

/** The Stripe events an order acts on; any other type is acknowledged and ignored. */
function normalizedEvents(event: Stripe.Event): PaymentEvent[] {
  const occurredAt = new Date(event.created * 1000);
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      // amount_received is what was actually taken; the order compares it with its grand total.
      return [{ eventId: event.id, type: 'payment_succeeded', paymentId: intent.id, amount: intent.amount_received, currency: intent.currency.toUpperCase(), occurredAt }];
    }
    case 'charge.succeeded': {
      // The same payment's success again, with what its intent does not carry: the card that paid.
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentId || !charge.captured) return [];
      const last4 = charge.payment_method_details?.card?.last4;
      return [{ eventId: event.id, type: 'payment_succeeded', paymentId, amount: charge.amount_captured, currency: charge.currency.toUpperCase(), occurredAt, ...(last4 ? { card: { last4 } } : {}) }];
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const lastError = cardErrorCode(intent.last_payment_error?.code, intent.last_payment_error?.decline_code);
      return [{ eventId: event.id, type: 'payment_failed', paymentId: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase(), occurredAt, lastError }];
    }
    case 'payment_intent.requires_action': {
      const intent = event.data.object;
      return [{ eventId: event.id, type: 'payment_requires_action', paymentId: intent.id, amount: intent.amount, currency: intent.currency.toUpperCase(), occurredAt }];
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      if (!paymentId) return [];
      return [{ eventId: event.id, type: 'refund_succeeded', paymentId, amount: charge.amount_refunded, currency: charge.currency.toUpperCase(), occurredAt }];
    }
    case 'refund.created':
    case 'refund.updated':
    case 'refund.failed': {
      // One refund, named by our id in its metadata: succeeded confirms that one, failed (the card closed after Stripe took it) fails it.
      const refund = event.data.object;
      const paymentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
      const reference = refund.metadata?.['cicerone_refund'];
      if (!paymentId || !reference || (refund.status !== 'failed' && refund.status !== 'succeeded')) return [];
      return [{ eventId: event.id, type: refund.status === 'failed' ? 'refund_failed' : 'refund_succeeded', paymentId, amount: refund.amount, currency: refund.currency.toUpperCase(), occurredAt, refundReference: reference }];
    }
    case 'charge.dispute.created': {
      // A chargeback: the cardholder's bank takes the money back unless the dispute is answered (requirements §lifecycles.refund).
      const dispute = event.data.object;
      const paymentId = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
      if (!paymentId) return [];
      return [{ eventId: event.id, type: 'dispute_opened', paymentId, amount: dispute.amount, currency: dispute.currency.toUpperCase(), occurredAt, dispute: { id: dispute.id, reason: dispute.reason } }];
    }
    default:
      return [];
  }
}

/** Stripe's errors as ours: a refused card says why (requirements §errors), anything else is "an error occurred during payment". */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    const Stripe = await loadStripe();
    if (!(error instanceof Stripe.errors.StripeError)) throw new AppError('payment_error', undefined, { cause: error });
    if (error instanceof Stripe.errors.StripeCardError) throw new AppError(cardErrorCode(error.code, error.decline_code), undefined, { cause: error });
    if (error.code === 'resource_missing') throw new AppError('not_found', undefined, { cause: error });
    if (error instanceof Stripe.errors.StripeIdempotencyError) throw new AppError('conflict', undefined, { cause: error });
    throw new AppError('payment_error', undefined, { cause: error });
  }
}
