import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { giftCardMessageMaxLength, giftCardOccasions } from '../gift-cards/gift-card-rules.ts';
import { giftCardStatuses } from '../gift-cards/gift-card-status.ts';
import { emailField } from './accounts.ts';
import { pageQuery } from './catalog.ts';
import { calendarDay, text } from './common.ts';
import { createOrderBody, createdOrderSchema, idempotencyKeyField, paymentMethods } from './orders.ts';

/**
 * Redeeming a gift card and the coin balance history (requirements §screens.redeem, its balance history,
 * §lifecycles.gift-card redeem results). The code is checked by shape in the service
 * (gift-cards/claim-code.ts), so a mistyped code is the same 'code invalid' as an unknown one.
 */

/** POST /api/gift-cards/redeem: the code as typed (any case, spaces, hyphen optional). */
export const redeemBody = z.strictObject({
  code: text(64, 'errors.gift_card_code_invalid').min(1, { error: 'errors.gift_card_code_invalid' }),
});

/** A successful redeem: what was credited and the balance after it, in EUR cents (coins). */
export const redeemedSchema = z
  .object({
    coins: z.number().int(),
    balance: z.number().int(),
    /** The card's code as anyone may see it: GC-…XYZ. */
    giftCardCode: z.string(),
    redeemedAt: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'GiftCardRedeemed' });

/** Why coins moved: a gift card redeemed, spent at checkout, given back (cancellation, a checkout that failed), an admin's adjustment. */
export const coinReasons = ['gift_card', 'checkout', 'refund', 'checkout_failed', 'welcome', 'adjustment'] as const;
export type CoinReason = (typeof coinReasons)[number];

export const coinHistoryQuery = z.object({
  page: pageQuery,
  pageSize: z.coerce.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(1, { error: 'errors.query.size' }).max(100, { error: 'errors.query.size' }).default(20),
});

/** One line of the balance history (requirements §screens.redeem), newest first. */
export const coinEntrySchema = z
  .object({
    id: z.number().int(),
    /** Signed EUR cents: + credited, − spent. */
    coins: z.number().int(),
    reason: z.enum(coinReasons),
    /** GC-…XYZ for a redeemed gift card; null otherwise. */
    giftCardCode: z.string().nullable(),
    /** The order the coins were spent on or given back from; null otherwise. */
    orderReference: z.string().nullable(),
    at: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'CoinEntry' });

export const coinHistorySchema = z
  .object({
    /** EUR cents. */
    balance: z.number().int(),
    entries: z.array(coinEntrySchema),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  })
  .register(apiSchemas, { id: 'CoinHistory' });
export type CoinHistory = z.infer<typeof coinHistorySchema>;
export type RedeemedGiftCard = z.infer<typeof redeemedSchema>;

const requiredText = (max: number) => text(max).trim().min(1, { error: 'errors.field.required' });

/** When the recipient gets the card: now, or a day and time on the buyer's clock (their IANA zone). */
export const giftCardSendAtField = z.union([
  z.literal('now'),
  z.strictObject({
    day: calendarDay('errors.gift_card_send_at_invalid'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'errors.gift_card_send_at_invalid' }),
    timeZone: text(64).regex(/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+){0,2}$/, { error: 'errors.gift_card_send_at_invalid' }),
  }),
]);
export type GiftCardSendAt = z.infer<typeof giftCardSendAtField>;

/**
 * POST /api/gift-cards: one gift card bought as an order (requirements §screens.gift-cards four-step purchase). `amount` is
 * in minor units of `currency`, the page's; the server fixes the value in EUR cents at the order's
 * rate. Coins, gift cards and discount codes are named here so that the service can refuse them
 * in words (requirements §rules.coins), not as unknown fields. No `.register(apiSchemas, { id })`: it has transforms.
 */
export const giftCardPurchaseBody = z.strictObject({
  amount: z.number({ error: 'errors.validation_failed' }).int({ error: 'errors.validation_failed' }).positive({ error: 'errors.validation_failed' }).max(1_000_000_000, { error: 'errors.validation_failed' }),
  currency: createOrderBody.shape.currency,
  paymentMethod: z.enum(paymentMethods, { error: 'errors.validation_failed' }),
  occasion: z.enum(giftCardOccasions, { error: 'errors.validation_failed' }),
  recipientName: text(120).trim().nullish(),
  recipientEmail: emailField,
  /** A visitor's e-mail, where the receipt goes (required without an account; an account's order mails the account). */
  buyerEmail: emailField.optional(),
  senderFirstName: requiredText(80),
  senderLastName: requiredText(80),
  message: text(giftCardMessageMaxLength, 'errors.gift_card_message_too_long').default(''),
  /** The recipient's mails' language; the buyer's page language when absent. */
  language: z.enum(locales, { error: 'errors.validation_failed' }).optional(),
  sendAt: giftCardSendAtField,
  discountCode: createOrderBody.shape.discountCode,
  coinsRequested: createOrderBody.shape.coinsRequested,
  useMaxCoins: createOrderBody.shape.useMaxCoins,
  idempotencyKey: idempotencyKeyField.optional(),
});
export type GiftCardPurchaseBody = z.infer<typeof giftCardPurchaseBody>;

/** The answer of POST /api/gift-cards: the order and how to pay it, as POST /api/orders answers. */
export const placedGiftCardSchema = createdOrderSchema;

/** Where a card the caller bought stands, as "my gift cards" shows it. */
export const myGiftCardStates = ['unpaid', 'scheduled', 'sent', 'redeemed', 'cancelled'] as const;

export const myGiftCardSchema = z
  .object({
    id: z.uuid(),
    state: z.enum(myGiftCardStates),
    status: z.enum(giftCardStatuses),
    /** GC-…XYZ: the code itself goes to the recipient alone. */
    code: z.string(),
    valueEurCents: z.number().int(),
    occasion: z.enum(giftCardOccasions),
    recipientName: z.string().nullable(),
    recipientEmail: z.string(),
    sendAt: z.iso.datetime({ offset: true }),
    /** The buyer's IANA zone the send time was chosen on; null when the card was to go at once. */
    sendTimeZone: z.string().nullable(),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
    redeemedAt: z.iso.datetime({ offset: true }).nullable(),
    orderReference: z.string(),
  })
  .register(apiSchemas, { id: 'MyGiftCard' });
export type MyGiftCard = z.infer<typeof myGiftCardSchema>;
export const myGiftCardsSchema = z.object({ giftCards: z.array(myGiftCardSchema) }).register(apiSchemas, { id: 'MyGiftCards' });

/** PUT /api/me/gift-cards/{id}: another address for the recipient, and/or send it now (again, once sent). */
export const giftCardChangeBody = z
  .strictObject({ recipientEmail: emailField.optional(), sendNow: z.boolean().optional() })
  .refine((body) => body.recipientEmail !== undefined || body.sendNow === true, { error: 'errors.validation_failed' });
export const giftCardIdParams = z.object({ id: z.uuid({ error: 'errors.gift_card_not_found' }) });
