import { z } from 'zod';
import { pageQuery } from './catalog.ts';
import { text } from './common.ts';

/**
 * Redeeming a gift card and the coin balance history (spec §2 /redeem, §3 Balance history entry,
 * §4 redeem results; issue 14 §5, §6). The code is checked by shape in the service
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
  .meta({ id: 'GiftCardRedeemed' });

/** Why coins moved: a gift card redeemed, spent at checkout, given back (cancellation, a checkout that failed). */
export const coinReasons = ['gift_card', 'checkout', 'refund', 'checkout_failed', 'welcome'] as const;
export type CoinReason = (typeof coinReasons)[number];

export const coinHistoryQuery = z.object({
  page: pageQuery,
  pageSize: z.coerce.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(1, { error: 'errors.query.size' }).max(100, { error: 'errors.query.size' }).default(20),
});

/** One line of the balance history (spec §3), newest first. */
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
  .meta({ id: 'CoinEntry' });

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
  .meta({ id: 'CoinHistory' });
export type CoinHistory = z.infer<typeof coinHistorySchema>;
export type RedeemedGiftCard = z.infer<typeof redeemedSchema>;
