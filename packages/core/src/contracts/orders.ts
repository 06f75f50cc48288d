import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { bookingStatuses } from '../checkout/booking-status.ts';
import { orderStatuses } from '../checkout/order-status.ts';
import { cartItemBody, maxCartItems } from './cart.ts';
import { text } from './common.ts';

/**
 * Checkout, orders, bank information and discount codes (requirements §screens.checkout checkout and pay-done, §screens.checkout Order,
 * §api.paths). The client sends choices, never an amount: every amount in an answer is the
 * server's, in integer minor units of the order's currency.
 */

export const paymentMethods = ['card', 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const currencyField = z
  .string({ error: 'errors.invalid_currency' })
  .regex(/^[A-Za-z]{3}$/, { error: 'errors.invalid_currency' })
  .transform((code) => code.toUpperCase());

/** What makes a double submit one order: the same key from the same account. */
export const idempotencyKeyField = text(200, 'errors.validation_failed').trim().min(8, { error: 'errors.validation_failed' });

/**
 * POST /api/orders. Items come from the buyer's server cart (the default) or are given explicitly
 * (then the cart is left alone). `useMaxCoins` wins over `coinsRequested` (EUR cents).
 * No `.register(apiSchemas, { id })`: an input schema with transforms cannot be named in the OpenAPI document.
 */
export const createOrderBody = z.strictObject({
  paymentMethod: z.enum(paymentMethods, { error: 'errors.validation_failed' }),
  currency: currencyField,
  discountCode: text(64).trim().nullish(),
  coinsRequested: z.number().int().min(0).max(100_000_000).optional(),
  useMaxCoins: z.boolean().optional(),
  fromCart: z.boolean().default(true),
  items: z.array(cartItemBody).min(1).max(maxCartItems).optional(),
  /** Also accepted as the `Idempotency-Key` header (which wins). */
  idempotencyKey: idempotencyKeyField.optional(),
});
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** POST /api/orders/{reference}/payment-method: pay an unpaid order another way (card → bank transfer). */
export const paymentMethodBody = z.strictObject({
  paymentMethod: z.enum(paymentMethods, { error: 'errors.validation_failed' }),
});

export const orderAmountsSchema = z.object({
  currency: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  /** Coins spent, in the order's currency and in EUR cents (as the ledger counts them). */
  coins: z.number().int(),
  coinsEurCents: z.number().int(),
  grandTotal: z.number().int(),
});

/** The company account a transfer is paid into, with what the transfer must say (requirements §screens.checkout Order bank details). */
export const bankInformationSchema = z
  .object({
    currency: z.string(),
    accountHolder: z.string(),
    bankName: z.string(),
    iban: z.string(),
    bic: z.string(),
    /** The account's own currency: differs from `currency` when the bank converts the transfer on receipt. */
    accountCurrency: z.string(),
  })
  .register(apiSchemas, { id: 'BankInformation' });
export type BankInformation = z.infer<typeof bankInformationSchema>;

export const bankDetailsSchema = bankInformationSchema.extend({
  /** What to transfer, in minor units of `currency`. */
  amount: z.number().int(),
  /** The order reference, to be written in the transfer. */
  paymentReference: z.string(),
});

export const createdOrderSchema = z.object({
  reference: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  /** Card orders still to pay: what the browser confirms the card with. */
  clientSecret: z.string().optional(),
  /** True when the card provider is the built-in test one (the checkout says so). */
  testMode: z.boolean(),
  amounts: orderAmountsSchema,
  expiresAt: z.string().nullable(),
  bankDetails: bankDetailsSchema.optional(),
});
export type CreatedOrderAnswer = z.infer<typeof createdOrderSchema>;

export const orderReferenceParams = z.object({ reference: text(40).min(1) });

export const orderBookingSchema = z.object({
  reference: z.string(),
  /** Null for a service on request (requirements §booking.services): its booking sells an accepted offer, not a tour. */
  tourId: z.number().int().nullable(),
  cityId: z.number().int(),
  duration: z.string(),
  day: z.string(),
  startTime: z.string(),
  startsAt: z.string(),
  travellers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
  guideLanguage: z.string(),
  meetingPoint: z.string().nullable(),
  status: z.enum(bookingStatuses),
  /** This booking's share of the order, in the order's currency. */
  price: z.number().int(),
});

/** GET /api/orders/{reference}: what the pay-done (complete or pending) page shows. */
export const orderSchema = z.object({
  reference: z.string(),
  status: z.enum(orderStatuses),
  paymentMethod: z.enum(paymentMethods),
  amounts: orderAmountsSchema,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  bookings: z.array(orderBookingSchema),
  bankDetails: bankDetailsSchema.optional(),
});
export type OrderAnswer = z.infer<typeof orderSchema>;

export const bankInformationQuery = z.object({ currency: currencyField });

export const discountCheckBody = z.strictObject({ code: text(64, 'errors.invalid_discount_code').trim().min(1, { error: 'errors.invalid_discount_code' }) });
export const discountCheckSchema = z.object({ valid: z.literal(true), percentOff: z.number().int(), amountOffEurCents: z.number().int().nullable() });

export const webhookParams = z.object({ provider: text(32).min(1) });
export const webhookAnswer = z.object({ received: z.literal(true) });
