import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { durationHours } from '@cicerone/core/catalog/pricing';
import { liveOrderStatuses } from '@cicerone/core/checkout/order-status';
import type { Executor } from '@cicerone/db/client';
import { tour } from '@cicerone/db/schema/catalog';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { city } from '@cicerone/db/schema/reference';
import { quote } from '@cicerone/db/schema/quotes';
import { bookingKey, bookingTourFields, byStart, meetingPlaceIn, tourTitleIn } from './booking-reads.ts';
import { moveBookings } from './booking-status-queries.ts';

/** The local days of a month (or of a whole year), as a half-open range of 'YYYY-MM-DD'. */
function periodOf(year: number, month: number | undefined): { from: string; to: string } {
  const pad = (value: number) => String(value).padStart(2, '0');
  if (month === undefined) return { from: `${year}-01-01`, to: `${year + 1}-01-01` };
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { from: `${year}-${pad(month)}-01`, to: `${next.year}-${pad(next.month)}-01` };
}

export interface BookingFilter {
  userId: string;
  locale: string;
  id?: string;
  year?: number | undefined;
  month?: number | undefined;
}

/** The slice's own modules name these fragments here; other slices import them from booking-reads.ts. */
export { bookingKey, meetingPlaceIn, tourTitleIn };

/**
 * The caller's bookings with everything the page shows (requirements §screens.bookings Booking). Ownership is in the
 * query: another account's booking is simply not there. The title is in the request's language,
 * else English (en_US is always present); the month filter is on the local day of the tour.
 */
export async function myBookings(db: Executor, filter: BookingFilter) {
  const conditions = [eq(booking.userId, filter.userId), inArray(customerOrder.status, liveOrderStatuses)];
  if (filter.id !== undefined) conditions.push(bookingKey(filter.id));
  if (filter.year !== undefined) {
    const { from, to } = periodOf(filter.year, filter.month);
    conditions.push(gte(booking.day, from), lt(booking.day, to));
  }
  return db
    .select({
      id: booking.id,
      ...bookingTourFields,
      orderReference: customerOrder.reference,
      status: booking.status,
      tourId: tour.id,
      tourTitle: tourTitleIn(filter.locale),
      tourSlug: tour.slug,
      quoteReference: quote.reference,
      quoteKind: quote.kind,
      quoteRequest: quote.request,
      quoteTimeZone: quote.timeZone,
      cityId: booking.cityId,
      cityName: sql<string>`coalesce(${city.names} ->> ${filter.locale}, ${city.name})`,
      startsAt: booking.startsAt,
      guideLanguage: booking.guideLanguage,
      meetingPoint: booking.meetingPoint,
      meetingPlace: meetingPlaceIn(filter.locale),
      specialRequirements: booking.specialRequirements,
      travelerType: booking.travelerType,
      passengerRelation: booking.passengerRelation,
      contactName: booking.contactName,
      contactEmail: booking.contactEmail,
      contactPhone: booking.contactPhone,
      price: booking.price,
      currency: customerOrder.currency,
      paymentMethod: customerOrder.paymentMethod,
      paymentStatus: customerOrder.status,
      paymentExpiresAt: customerOrder.expiresAt,
      cancellationReason: booking.cancellationReason,
      cancelledAt: booking.cancelledAt,
      privateNote: booking.privateNote,
      // The order's proofs of payment, in the same query (a booking list is one round trip).
      proofs: sql<{ id: string; contentType: string; size: number; uploadedAt: string }[]>`coalesce((select json_agg(json_build_object('id', p.id, 'contentType', p.content_type, 'size', p.size, 'uploadedAt', p.uploaded_at) order by p.uploaded_at, p.id) from payment_proof p where p.order_id = ${booking.orderId}), '[]'::json)`,
      // The guide assigned to the booking's mission (and who led it once finished), by the mission's unique booking_id.
      guide: sql<{ name: string; email: string; phone: string | null } | null>`(select json_build_object('name', g.first_name || ' ' || g.last_name, 'email', g.email, 'phone', g.phone) from mission m join app_user g on g.id = m.guide_user_id where m.booking_id = ${booking.id} and m.status in ('assigned', 'finished'))`,
    })
    .from(booking)
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    // A booking sells a tour or (requirements §booking.services) a service's accepted offer: one of the two joins finds it.
    .leftJoin(tour, eq(tour.id, booking.tourId))
    .leftJoin(quote, eq(quote.id, booking.quoteId))
    .innerJoin(city, eq(city.id, booking.cityId))
    .where(and(...conditions))
    .orderBy(...byStart);
}

export type MyBookingRow = Awaited<ReturnType<typeof myBookings>>[number];

/** A tour's end in SQL: its start plus its duration's hours (the hours come from the one table in core). */
const endsAt = sql.join(
  [sql`booking.starts_at + make_interval(hours => case booking.duration`, ...Object.entries(durationHours).map(([duration, hours]) => sql`when ${duration} then ${hours}::int`), sql`end)`],
  sql` `,
);

/**
 * Completes up to `limit` bookings whose tour ended by `now` (tour_ended, by the system); their ids.
 * Claimed with SKIP LOCKED and guarded by status again in the UPDATE, so a racing cancellation or a
 * second process never moves one twice or from another status.
 */
export async function claimEndedBookings(tx: Executor, now: Date, limit: number): Promise<string[]> {
  const moved = await moveBookings(tx, sql`${endsAt} <= ${now.toISOString()}::timestamptz`, 'tour_ended', { actorUserId: null, at: now }, {}, { limit, skipLocked: true });
  return moved.map((row) => row.id);
}
