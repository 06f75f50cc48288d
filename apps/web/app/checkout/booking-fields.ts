import type { FreeDays } from '@cicerone/core/checkout/free-days';

/**
 * The booking panel's form as the tour page's action reads it. The panel checks in the browser only
 * what its fields' attributes say (the SiteForm kit); the booking's rules — the cart's choiceProblem,
 * the contact's e-mail and phone — are checked on the server with the cart contract
 * (add-to-cart.server.ts), whose answer the panel shows (docs/decisions/0015-one-form-pattern.md).
 */

/** Names the panel's form in its action's answer. */
export const bookingForm = 'booking';

export const bookingFields = {
  required: ['date', 'time', 'guideLanguage', 'contactName', 'contactEmail', 'contactPhone'],
} as const;

/** The date picker's data: the days with a free slot over the next year, and the month it opens on. */
export interface BookingCalendar {
  freeDays: FreeDays;
  month: string;
  lastMonth: string;
}
