/**
 * What the promo-code pages and the API share without zod (the pages' client code must not load
 * the contracts): how a code is spelt and which columns its list sorts by.
 */

/** 3 to 32 capital letters, digits, '-' and '_': typed by travellers, so nothing ambiguous. */
export const promoCodePattern = /^[A-Z0-9_-]{3,32}$/;

/** The list's columns, the first the default (newest first). */
export const promoCodeSorts = ['createdAt', 'code', 'validUntil', 'uses'] as const;
export type PromoCodeSort = (typeof promoCodeSorts)[number];
