import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { giftCardMaxEurCents, giftCardMessageMaxLength, giftCardMinEurCents, giftCardOccasions, type GiftCardOccasion } from '@cicerone/core/gift-cards/gift-card-rules';
import { giftCardStatuses, type GiftCardStatus } from '@cicerone/core/gift-cards/gift-card-status';
import type { Locale } from '@cicerone/core/locales';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { customerOrder } from './orders.ts';

/**
 * A gift card (requirements §lifecycles.gift-card): bought with an order like a tour, worth `value_eur_cents` coins once paid,
 * redeemed once into one account's coin ledger. Its claim code is never stored in clear, so a copy
 * of the database alone redeems nothing (docs/decisions/0016-gift-card-codes.md): `code_hash` (an
 * HMAC under the server's gift-card key) finds the card from a typed code, `code_sealed` (the code
 * under AES-256-GCM with that key) lets the buyer's "resend" mail it again, `code_last` is shown.
 */
export const giftCard = pgTable(
  'gift_card',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id),
    /** Fixed at purchase in EUR cents, the coin unit, whatever currency paid (requirements §rules.coins). */
    valueEurCents: integer().notNull(),
    occasion: text().$type<GiftCardOccasion>().notNull(),
    recipientName: text(),
    recipientEmail: text().notNull(),
    senderFirstName: text().notNull(),
    senderLastName: text().notNull(),
    message: text().notNull().default(''),
    /** The locale the recipient's e-mails go out in (the buyer's choice). */
    language: text().$type<Locale>().notNull(),
    sendAt: timestamp({ withTimezone: true }).notNull(),
    /** The buyer's IANA zone when the time was chosen: the receipt and the account say it on that clock (decision 0007). */
    sendTimeZone: text(),
    sentAt: timestamp({ withTimezone: true }),
    /** core gift-cards/gift-card-status.ts */
    status: text().$type<GiftCardStatus>().notNull(),
    /** HMAC-SHA256 of the canonical code (base64url): the lookup of a typed code. */
    codeHash: text().notNull().unique(),
    /** The code sealed with AES-256-GCM: only the server's key opens it. */
    codeSealed: text().notNull(),
    /** The code's last characters, for GC-…XYZ. */
    codeLast: text().notNull(),
    redeemedBy: uuid().references(() => appUser.id),
    redeemedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('gift_card_value_check', sql`${t.valueEurCents} between ${sql.raw(String(giftCardMinEurCents))} and ${sql.raw(String(giftCardMaxEurCents))}`),
    check('gift_card_occasion_check', oneOf(t.occasion, giftCardOccasions)),
    check('gift_card_message_check', sql`char_length(${t.message}) <= ${sql.raw(String(giftCardMessageMaxLength))}`),
    check('gift_card_status_check', oneOf(t.status, giftCardStatuses)),
    // Redeemed means by someone at some time, and only redeemed says so.
    check('gift_card_redeemed_check', sql`(${t.status} = 'redeemed') = (${t.redeemedBy} is not null and ${t.redeemedAt} is not null)`),
    // A card's order is paid or expires: the payment and expiry paths find its cards by order.
    index('gift_card_order_idx').on(t.orderId),
    // The delivery job's claim: paid cards not sent yet, soonest first (gift-card-delivery.ts).
    index('gift_card_due_idx').on(t.sendAt).where(sql`${t.status} = 'unredeemed' and ${t.sentAt} is null`),
  ],
);
