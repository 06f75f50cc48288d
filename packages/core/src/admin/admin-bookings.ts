/**
 * The back office's bookings (requirements §back-office.bookings), the rules its page and its API share: the columns its
 * list sorts by, and the documents an admin may send a traveller again.
 */

/** start: the tour's start (default, latest first); created: when booked; reference: the booking's. */
export const adminBookingSortColumns = ['start', 'created', 'reference'] as const;
export type AdminBookingSort = (typeof adminBookingSortColumns)[number];

/** The confirmation e-mail (with its vouchers), the voucher of this booking, the invoice of its order. */
export const adminBookingResends = ['confirmation', 'voucher', 'invoice'] as const;
export type AdminBookingResend = (typeof adminBookingResends)[number];

/**
 * The list counts its matches up to this many (decision 0030): past it, it says "more than 10,000"
 * and a narrower search finds the rest, as 200 pages of 50 are more than anyone reads.
 */
export const adminBookingsCountCap = 10_000;
