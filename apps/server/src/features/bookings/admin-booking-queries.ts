import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AdminBookingSort } from '@cicerone/core/admin/admin-bookings';
import type { BookingStatus } from '@cicerone/core/checkout/booking-status';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { tour } from '@cicerone/db/schema/catalog';
import { booking, bookingStatusChange, customerOrder } from '@cicerone/db/schema/orders';
import { city } from '@cicerone/db/schema/reference';
import { meetingPlaceIn, tourTitleIn } from './booking-queries.ts';

/** What the back office looks bookings up by; the service reads the search box into one of the first four. */
export interface AdminBookingFilter {
  bookingReference?: string;
  orderReference?: string;
  /** Lower case: the account's e-mail (stored lower case) or the contact the booking gave. */
  email?: string;
  /** Folded like tour.search_text: bookings of the tours whose title or city contains it. */
  tourText?: string;
  tourId?: number;
  status?: BookingStatus;
  from?: string;
  to?: string;
}

/**
 * Every lookup is served by an index on booking (decision 0030): a reference by its unique index
 * (the order's through customer_order's, then booking_order_idx), an e-mail by booking_user_idx or
 * booking_contact_email_idx, a tour text by tour_search_trgm_idx then booking_tour_idx, a status
 * by booking_status_idx, a day range by booking_day_idx; and each sort by its own index.
 */
function where(filter: AdminBookingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.bookingReference) conditions.push(eq(booking.reference, filter.bookingReference.toUpperCase()));
  if (filter.orderReference) conditions.push(sql`${booking.orderId} = any(array(select o.id from customer_order o where o.reference = ${filter.orderReference.toUpperCase()}))`);
  // = any(array(…)), not in (…): the account's ids become an index condition, so the two sides are one BitmapOr of two index scans.
  if (filter.email) conditions.push(sql`(${booking.userId} = any(array(select u.id from app_user u where u.email = ${filter.email})) or lower(${booking.contactEmail}) = ${filter.email})`);
  if (filter.tourText) conditions.push(sql`${booking.tourId} in (select t.id from tour t where t.search_text like ${`%${filter.tourText}%`})`);
  if (filter.tourId !== undefined) conditions.push(eq(booking.tourId, filter.tourId));
  if (filter.status) conditions.push(eq(booking.status, filter.status));
  if (filter.from) conditions.push(gte(booking.day, filter.from));
  if (filter.to) conditions.push(lte(booking.day, filter.to));
  return and(...conditions);
}

const sortColumns = { start: booking.startsAt, created: booking.createdAt, reference: booking.reference } as const;

/** The fields a line of the list shows; the page adds the rest. */
function lineFields(locale: string) {
  return {
    id: booking.id,
    reference: booking.reference,
    orderReference: customerOrder.reference,
    status: booking.status,
    tourId: tour.id,
    tourTitle: tourTitleIn(locale),
    cityName: sql<string | null>`coalesce(${city.names} ->> ${locale}, ${city.name})`,
    day: booking.day,
    startTime: booking.startTime,
    contactName: booking.contactName,
    contactEmail: booking.contactEmail,
    price: booking.price,
    currency: customerOrder.currency,
    createdAt: booking.createdAt,
  };
}

/**
 * One page of bookings and how many match, counted up to `countCap` (decision 0030: an exact count
 * of 100k rows alone costs most of the list's budget; past the cap the page says "more than").
 * The page's ids are found first on booking's indexes alone, then only those 50 rows are joined
 * and their titles read: an OFFSET skips bare ids, never computed lines. Tour and city are
 * left-joined: a booking of an accepted quote has no tour.
 */
export async function adminBookingPage(db: Executor, filter: AdminBookingFilter, sort: { column: AdminBookingSort; dir: SortDirection }, locale: string, limit: number, offset: number, countCap: number) {
  const order = sort.dir === 'asc' ? asc : desc;
  const byColumn = [order(sortColumns[sort.column]), order(booking.id)];
  const ids = db.select({ id: booking.id }).from(booking).where(where(filter)).orderBy(...byColumn).limit(limit).offset(offset);
  const rows = await db
    .select(lineFields(locale))
    .from(booking)
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    .leftJoin(tour, eq(tour.id, booking.tourId))
    .leftJoin(city, eq(city.id, booking.cityId))
    .where(inArray(booking.id, ids))
    .orderBy(...byColumn);
  const matching = db.select({ id: booking.id }).from(booking).where(where(filter)).limit(countCap + 1).as('matching');
  const [total] = await db.select({ count: count() }).from(matching);
  return { rows, matched: total?.count ?? 0 };
}

export type AdminBookingLineRow = Awaited<ReturnType<typeof adminBookingPage>>['rows'][number];

/** One booking (by id or reference) with its order, account and tour, for its page; null when there is none. */
export async function adminBookingOf(db: Executor, key: SQL, locale: string) {
  const [row] = await db
    .select({
      ...lineFields(locale),
      duration: booking.duration,
      startsAt: booking.startsAt,
      timeZone: city.timeZone,
      adults: booking.adults,
      children: booking.children,
      infants: booking.infants,
      guideLanguage: booking.guideLanguage,
      meetingPoint: booking.meetingPoint,
      meetingPlace: meetingPlaceIn(locale),
      contactPhone: booking.contactPhone,
      specialRequirements: booking.specialRequirements,
      cancellationReason: booking.cancellationReason,
      cancelledAt: booking.cancelledAt,
      account: { id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName, email: appUser.email },
      order: {
        id: customerOrder.id,
        reference: customerOrder.reference,
        status: customerOrder.status,
        paymentMethod: customerOrder.paymentMethod,
        currency: customerOrder.currency,
        subtotal: customerOrder.subtotal,
        discount: customerOrder.discount,
        coins: customerOrder.coins,
        coinsEurCents: customerOrder.coinsEurCents,
        grandTotal: customerOrder.grandTotal,
        paidAt: customerOrder.paidAt,
        bookingCount: sql<number>`(select count(*)::int from booking s where s.order_id = ${booking.orderId})`,
      },
    })
    .from(booking)
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    .innerJoin(appUser, eq(appUser.id, booking.userId))
    .leftJoin(tour, eq(tour.id, booking.tourId))
    .leftJoin(city, eq(city.id, booking.cityId))
    .where(key);
  return row ?? null;
}

/** A booking's status history, oldest first, with who asked (booking_status_change_booking_idx). */
export async function bookingHistory(db: Executor, bookingId: string) {
  return db
    .select({
      from: bookingStatusChange.fromStatus,
      to: bookingStatusChange.toStatus,
      event: bookingStatusChange.event,
      at: bookingStatusChange.at,
      actor: { id: appUser.id, firstName: appUser.firstName, lastName: appUser.lastName, email: appUser.email },
    })
    .from(bookingStatusChange)
    .leftJoin(appUser, eq(appUser.id, bookingStatusChange.actorUserId))
    .where(eq(bookingStatusChange.bookingId, bookingId))
    .orderBy(asc(bookingStatusChange.at), asc(bookingStatusChange.id));
}

/** The order and e-mail language of bookings, to write their mails. */
export async function bookingRecipients(db: Executor, bookingIds: readonly string[]) {
  return db
    .select({ id: booking.id, orderId: booking.orderId, email: appUser.email, firstName: appUser.firstName, locale: appUser.locale, orderLocale: customerOrder.locale, currency: customerOrder.currency })
    .from(booking)
    .innerJoin(appUser, eq(appUser.id, booking.userId))
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    .where(inArray(booking.id, [...bookingIds]));
}
