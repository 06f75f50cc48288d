import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { giftCardOccasions } from '../gift-cards/gift-card-rules.ts';
import { giftCardStatuses } from '../gift-cards/gift-card-status.ts';
import { pageQuery } from './catalog.ts';
import { text } from './common.ts';

/**
 * The back office's gift cards (requirements §back-office.work): found by code, e-mail or status, and an unpaid one
 * cancelled. The code is only ever shown masked (GC-…XYZ): the back office never reads a code.
 */
export const adminGiftCardsQuery = z.object({
  /** A claim code (any case, hyphen optional) or the buyer's or recipient's e-mail. */
  q: text(200).trim().optional(),
  status: z.enum(giftCardStatuses).optional(),
  page: pageQuery,
});
export type AdminGiftCardsQuery = z.infer<typeof adminGiftCardsQuery>;

export const adminGiftCardParams = z.object({ id: z.uuid({ error: 'errors.query.uuid' }) });

const person = z.object({ name: z.string(), email: z.string() });

export const adminGiftCardSchema = z
  .object({
    id: z.string(),
    /** GC-…XYZ */
    code: z.string(),
    /** EUR cents: the card's value, fixed at purchase. */
    valueEurCents: z.number().int(),
    occasion: z.enum(giftCardOccasions),
    status: z.enum(giftCardStatuses),
    recipient: z.object({ name: z.string().nullable(), email: z.string() }),
    sender: z.object({ firstName: z.string(), lastName: z.string() }),
    buyer: person,
    orderReference: z.string(),
    sendAt: z.iso.datetime({ offset: true }),
    sentAt: z.iso.datetime({ offset: true }).nullable(),
    redeemed: person.extend({ at: z.iso.datetime({ offset: true }) }).nullable(),
    /** Who cancelled it and when, from the admin action log; null unless an admin cancelled it. */
    cancelled: person.extend({ at: z.iso.datetime({ offset: true }) }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'AdminGiftCard' });
export type AdminGiftCard = z.infer<typeof adminGiftCardSchema>;

export const adminGiftCardsSchema = z
  .object({
    giftCards: z.array(adminGiftCardSchema),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
  })
  .register(apiSchemas, { id: 'AdminGiftCards' });
export type AdminGiftCards = z.infer<typeof adminGiftCardsSchema>;

export const cancelledGiftCardSchema = z.object({
  message: z.string(),
  giftCard: adminGiftCardSchema,
  /** Whether its order stopped awaiting payment with it (the card was all it held). */
  orderClosed: z.boolean(),
});

/** POST /api/admin/gift-cards/{id}/resend: the card as it stands now, and whether it had gone before (a resend) or went ahead of its day. */
export const resentGiftCardSchema = z.object({
  message: z.string(),
  giftCard: adminGiftCardSchema,
  again: z.boolean(),
});
