/** Limits of requirements §rules.validation and §constants.limits (files: uploads.ts) that both the forms and the API enforce; zod-free so the browser bundle stays small. */

/* How much typed text makes a city or tour search depends on its script: search-length.ts. */

/** Passwords have at least 8 characters (requirements §rules.validation, §constants.limits). */
export const passwordMinLength = 8;

/** Argon2 hashes whatever it is given; a cap keeps one request from costing seconds. */
export const passwordMaxLength = 200;

/** Login history pages hold 10 entries (requirements §constants.limits). */
export const loginHistoryPageSize = 10;

/** Proofs one bank-transfer order may carry: enough for a retry or a multi-page scan, not a file drop. */
export const proofsPerOrder = 10;

/** The airport autocomplete answers at most 10 airports (requirements §api.paths, §constants.limits 'airport search limit 10'); a larger limit is refused. */
export const airportSearchMaxResults = 10;

/** Like the city search, the airport search starts at 3 typed characters (requirements §constants.limits 'autocomplete minimum'): an IATA code is 3 letters. */
export const airportSearchMinLength = 3;

/**
 * A booking's meeting point as the traveller types it, when booking (the cart) and on a change (the
 * traveller's or an admin's): one bound, so a place accepted at booking can be saved again as it is.
 */
export const meetingPointMaxLength = 300;
