/**
 * What a gift card may be (requirements §lifecycles.gift-card, §rules.coins), in one place for the purchase form, the API contracts,
 * the database's CHECK and the card designs. zod-free so the browser bundle can use it.
 */

/** The eleven occasions of requirements §screens.gift-cards; each has its own card design. Stored as these keys. */
export const giftCardOccasions = [
  'mothers-day',
  'birthday',
  'congratulations',
  'christmas',
  'bon-voyage',
  'thank-you',
  'anniversary',
  'fathers-day',
  'wedding-day',
  'best-wishes',
  'best-compliments',
] as const;
export type GiftCardOccasion = (typeof giftCardOccasions)[number];

/**
 * The value of a card is fixed in EUR cents at purchase — the coin unit — whatever currency paid.
 * The free amount lies between the equivalent of 10 and 1,000 EUR.
 */
export const giftCardMinEurCents = 10_00;
export const giftCardMaxEurCents = 1_000_00;

/** The amounts offered at step 1, in EUR; shown converted into the page's currency. */
export const giftCardSuggestedEur = [25, 50, 100, 200] as const;

/**
 * The personal message's limit (the spec leaves it unshown): long enough for a real note, short
 * enough to fit the printed card. The form counts down to it and the server refuses more.
 */
export const giftCardMessageMaxLength = 500;

/** A card may be scheduled at most a year ahead. */
export const giftCardMaxScheduleDays = 366;
