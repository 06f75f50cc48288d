import type { IncomingHttpHeaders } from 'node:http';
import type { ErrorCode } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { Config } from '../../config.ts';
import { stripePaymentProvider } from './stripe-provider.ts';
import { testPaymentProvider, type WebhookListener } from './test-provider.ts';

/**
 * One card payment, as the orders feature sees it whichever provider takes the card.
 * - requires_payment_method: created, waiting for the first card;
 * - requires_action: the bank wants the cardholder to authenticate (3-D Secure);
 * - processing: the provider has the card and has not answered yet;
 * - succeeded: the money is taken;
 * - failed: the last card was refused (lastError says why); like a Stripe PaymentIntent the
 *   payment still accepts another card, so failed is not final;
 * - canceled: final, no card is accepted any more.
 */
export type PaymentStatus = 'requires_payment_method' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface NewPayment {
  orderReference: string;
  /** Integer minor units of `currency` (JPY has none, KWD three). */
  amount: number;
  /** ISO 4217 code, upper case. */
  currency: string;
  /** The same key twice creates one payment (a retried checkout never charges twice). */
  idempotencyKey: string;
  description: string;
}

export interface CreatedPayment {
  paymentId: string;
  /** Handed to the browser, which confirms the card with it (Stripe.js, or the test provider's form). */
  clientSecret: string;
  status: PaymentStatus;
}

export interface PaymentState {
  paymentId: string;
  status: PaymentStatus;
  amount: number;
  currency: string;
  /** Why the last card was refused, as the message code shown to the traveller. */
  lastError?: ErrorCode;
}

export interface RefundRequest {
  paymentId: string;
  /** Our refund's id, kept by the provider with its refund (Stripe's metadata) so that its events name it. */
  reference: string;
  /** Minor units; the whole remaining amount when left out. */
  amount?: number;
  idempotencyKey: string;
}

export interface RefundResult {
  refundId: string;
  status: 'pending' | 'succeeded' | 'failed';
}

export type PaymentEventType = 'payment_succeeded' | 'payment_failed' | 'payment_requires_action' | 'refund_succeeded' | 'refund_failed' | 'dispute_opened';

/**
 * A verified provider event. Webhooks arrive late, twice and out of order: the orders feature
 * drops an eventId it has seen and compares amount and currency with the order before acting.
 */
export interface PaymentEvent {
  /** Unique per event and stable across redeliveries. */
  eventId: string;
  type: PaymentEventType;
  paymentId: string;
  /**
   * The payment's amount; for refund_succeeded the total refunded so far on the payment (what
   * Stripe's charge.refunded carries), so applying the latest refund event is idempotent.
   */
  amount: number;
  currency: string;
  occurredAt: Date;
  /** payment_failed only: why the card was refused. */
  lastError?: ErrorCode;
  /** payment_succeeded, when the provider says: the last four digits of the card that paid. */
  card?: { last4: string };
  /** refund_succeeded or refund_failed: our refund's id, as the refund was asked with (RefundRequest.reference), when the provider's event names it. */
  refundReference?: string;
  /** dispute_opened only: the provider's id of the chargeback and the bank's reason ('fraudulent'…). */
  dispute?: { id: string; reason: string };
}

/** Confirming a card in the browser: the test provider's stand-in for Stripe.js confirmPayment. */
export interface TestCardConfirmation {
  clientSecret: string;
  cardNumber: string;
}

/** The 3-D Secure page's answer: the cardholder completes or fails authentication. */
export interface TestActionConfirmation {
  clientSecret: string;
  approve: boolean;
}

export interface PaymentProvider {
  name: 'test' | 'stripe';
  /** True when no real money can move: the checkout page says so. */
  testMode: boolean;
  createPayment(payment: NewPayment): Promise<CreatedPayment>;
  /** Test provider only: Stripe confirms cards in the browser through Stripe.js. */
  confirm?(confirmation: TestCardConfirmation): Promise<PaymentState>;
  /** Test provider only: the 3-D Secure step of a card that requires action. */
  confirmAction?(confirmation: TestActionConfirmation): Promise<PaymentState>;
  retrieve(paymentId: string): Promise<PaymentState>;
  /**
   * Cancels a payment that has taken no money, so that no card can pay it any more (its order is
   * paid another way). Answers the payment's state: canceled (also when it already was), or
   * processing / succeeded when it is too late and the money is on its way.
   */
  cancel(paymentId: string): Promise<PaymentState>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a webhook delivery on its raw body (a re-serialized body never matches the signature)
   * and normalizes it. Throws AppError('bad_request') when the signature is wrong or too old;
   * returns [] for event types the marketplace does not act on.
   */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent[]>;
}

export interface PaymentProviderOptions {
  /** Test provider: where its payments live (test_payment), so that every process sees each one. */
  db?: Database;
  /** Test provider: receives its webhook deliveries (the orders feature feeds them to its handler). */
  deliverTestWebhook?: WebhookListener;
}

type PaymentConfig = Pick<Config, 'secret' | 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>;

/** Stripe when STRIPE_SECRET_KEY is set; otherwise the built-in test provider (the embedded default). */
export function paymentProvider(config: PaymentConfig, options: PaymentProviderOptions = {}): PaymentProvider {
  if (config.stripeSecretKey) {
    if (!config.stripeWebhookSecret) throw new Error('Invalid configuration: STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET');
    return stripePaymentProvider({
      secretKey: config.stripeSecretKey,
      webhookSecret: config.stripeWebhookSecret,
      apiBase: config.stripeApiBase,
    });
  }
  if (!options.db) throw new Error('The built-in test payment provider keeps its payments in the database: paymentProvider needs db');
  return testPaymentProvider({ secret: config.secret, db: options.db, deliver: options.deliverTestWebhook });
}
