/** Who an account is for (requirements §audiences.business sign-up): a person, or a business buying for others. */
export const accountTypes = ['individual', 'business'] as const;
export type AccountType = (typeof accountTypes)[number];

/** A business account waits for an admin's validation (pending → validated), which makes it pro. */
export const businessStatuses = ['pending', 'validated'] as const;
export type BusinessStatus = (typeof businessStatuses)[number];

/** The kinds of business account (requirements §audiences.business): all get the agent discount once validated. */
export const businessKinds = ['travel_agent', 'event_agency', 'partner'] as const;
export type BusinessKind = (typeof businessKinds)[number];

/** Validated business accounts buy at 10% off through their personal promo code (requirements §audiences.business, §rules.promo-codes). */
export const agentDiscountPercent = 10;
