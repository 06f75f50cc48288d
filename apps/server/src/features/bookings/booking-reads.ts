import { asc, eq, sql } from 'drizzle-orm';
import { tour, tourText } from '@cicerone/db/schema/catalog';
import { booking } from '@cicerone/db/schema/orders';

/**
 * How other slices read a booking: read-only SQL fragments (a key, columns, an order, texts in a
 * language) that the bookings slice's own queries use too, so the voucher, the invoice and the
 * confirmation mail name and show a booking as its pages do. Nothing here writes: a change to a
 * booking goes through the bookings slice, whose query modules stay its own.
 */

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A booking by its uuid or its public reference ('BK-…'), as the page and the voucher name it. */
export function bookingKey(id: string) {
  return uuidPattern.test(id) ? eq(booking.id, id) : sql`upper(${booking.reference}) = upper(${id})`;
}

/** One text of a booking's tour in `locale`, else in English (en_US is always written). */
function tourTextIn(locale: string, column: 'title' | 'meeting_point') {
  return sql<string | null>`(select x.${sql.raw(column)} from ${tourText} x where x.tour_id = ${booking.tourId} and x.language in (${locale}, 'en_US')
    order by x.language = 'en_US' limit 1)`;
}

/** A booking's tour title in `locale`, else in English, else its slug (needs the `tour` join). */
export function tourTitleIn(locale: string) {
  return sql<string>`coalesce(${tourTextIn(locale, 'title')}, ${tour.slug})`;
}

/**
 * Where the traveller meets the guide, the one rule the booking page, the voucher and the
 * confirmation mail share (requirements §booking.meeting-point): the point the traveller gave when booking or changing the
 * booking, else the tour's meeting point as its page states it, in `locale` (else English).
 */
export function meetingPlaceIn(locale: string) {
  return sql<string>`coalesce(nullif(btrim(${booking.meetingPoint}), ''), ${tourTextIn(locale, 'meeting_point')}, '')`;
}

/** When a booking's tour starts and for whom: the columns every list of bookings shows (the pages, the invoice, the confirmation mail). */
export const bookingTourFields = {
  reference: booking.reference,
  day: booking.day,
  startTime: booking.startTime,
  duration: booking.duration,
  adults: booking.adults,
  children: booking.children,
  infants: booking.infants,
};

/** Bookings in the order their tours start (the reference breaks a tie), as every list shows them. */
export const byStart = [asc(booking.startsAt), asc(booking.reference)] as const;
