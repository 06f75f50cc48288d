/** The kinds of business account (spec §1): all get the agent discount once validated. */
export const businessKinds = ['travel_agent', 'event_agency', 'partner'] as const;
export type BusinessKind = (typeof businessKinds)[number];

/** Validated business accounts buy at 10% off through their personal promo code (spec §1, §9). */
export const agentDiscountPercent = 10;
