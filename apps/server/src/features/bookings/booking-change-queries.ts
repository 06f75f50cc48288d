import type { BookingKind } from '@cicerone/core/checkout/cancellation';
import { cancellationKindOf } from '@cicerone/core/quotes/quote-kinds';
import { quote } from '@cicerone/db/schema/quotes';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { tourAvailability, tourCutoffHours } from '@cicerone/db/schema/availability';
import { tour } from '@cicerone/db/schema/catalog';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { city } from '@cicerone/db/schema/reference';
import { selectRows } from '../../shared/sql-rows.ts';
import { bookingKey } from './booking-queries.ts';

export type BookingRow = typeof booking.$inferSelect;
/** The order a booking belongs to, as this slice reads it (locked with the booking). */
export type OrderOfBooking = typeof customerOrder.$inferSelect;
export type BookingChanges = Partial<Pick<typeof booking.$inferInsert, 'meetingPoint' | 'day' | 'startTime' | 'startsAt'>>;

/** Whose bookings a change may touch: one account's (the traveller's own), or any (the back office). */
export type BookingOwner = { userId: string } | 'any';

const ownedBy = (owner: BookingOwner, id: string) => (owner === 'any' ? bookingKey(id) : and(eq(booking.userId, owner.userId), bookingKey(id)));

/** The order of the booking (by id or reference) when `owner` may touch it, unlocked; null otherwise. */
export async function orderIdOfBooking(db: Executor, owner: BookingOwner, id: string): Promise<string | null> {
  const [found] = await db.select({ orderId: booking.orderId }).from(booking).where(ownedBy(owner, id));
  return found?.orderId ?? null;
}

/** The order row, locked until the transaction ends (orders before bookings: the house lock order). */
export async function lockOrder(tx: Executor, orderId: string) {
  const [order] = await tx.select().from(customerOrder).where(eq(customerOrder.id, orderId)).for('update');
  return order ?? null;
}

/** The booking, locked until the transaction ends; null when `owner` may not touch it. */
export async function lockBooking(tx: Executor, owner: BookingOwner, id: string): Promise<BookingRow | null> {
  const [row] = await tx.select().from(booking).where(ownedBy(owner, id)).for('update');
  return row ?? null;
}

/** Which free-cancellation window a booking follows (requirements §constants.cancellation): a tour's, or its service's by the request's kind (requirements §booking.services). */
export async function cancellationKindOfBooking(tx: Executor, row: Pick<BookingRow, 'quoteId'>): Promise<BookingKind> {
  if (row.quoteId === null) return 'tour';
  const [found] = await tx.select({ kind: quote.kind }).from(quote).where(eq(quote.id, row.quoteId));
  if (!found) throw new Error(`booking of a missing quote ${row.quoteId}`);
  return cancellationKindOf[found.kind];
}

/** The order's bookings by reference, with their price in EUR cents (to split the order's coins). */
export async function bookingPricesOfOrder(tx: Executor, orderId: string) {
  return tx.select({ id: booking.id, priceEurCents: booking.priceEurCents }).from(booking).where(eq(booking.orderId, orderId)).orderBy(asc(booking.reference));
}


/** The tour and day of the booking; null when `owner` may not touch it. */
export async function bookingSlot(db: Executor, owner: BookingOwner, id: string) {
  const [before] = await db.select({ tourId: booking.tourId, day: booking.day, startTime: booking.startTime }).from(booking).where(ownedBy(owner, id));
  return before ?? null;
}

/** What checkStart needs of the tour: its weekdays, start times, city time zone and cut-off. */
export async function tourSchedule(db: Executor, tourId: number) {
  const [schedule] = await db
    .select({ weekdays: tour.weekdays, minStartTime: tour.minStartTime, maxStartTime: tour.maxStartTime, timeZone: city.timeZone, cutoffHours: tourCutoffHours })
    .from(tour)
    .innerJoin(city, eq(city.id, tour.cityId))
    .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
    .where(eq(tour.id, tourId));
  return schedule ?? null;
}

export async function updateBooking(tx: Executor, bookingId: string, changes: BookingChanges): Promise<void> {
  await tx.update(booking).set(changes).where(eq(booking.id, bookingId));
}

/** Saves the private note of the account's completed booking; null when it is not theirs or not completed. */
export async function saveNoteOfCompleted(db: Executor, userId: string, id: string, note: string | null) {
  const [saved] = await db
    .update(booking)
    .set({ privateNote: note })
    .where(and(eq(booking.userId, userId), bookingKey(id), eq(booking.status, 'completed')))
    .returning({ bookingId: booking.id, reference: booking.reference });
  return saved ?? null;
}

export async function ownBookingExists(db: Executor, userId: string, id: string): Promise<boolean> {
  const [exists] = await db.select({ id: booking.id }).from(booking).where(and(eq(booking.userId, userId), bookingKey(id)));
  return exists !== undefined;
}

/** What the cancellation's mail says and to whom, read with the cancellation's handle (decision 0044: no cache inside it). */
export interface CancellationMailRow {
  bookingReference: string;
  day: string;
  startTime: string;
  tourTitle: string;
  serviceKind: string | null;
  email: string;
  firstName: string;
  /** The account's language (any ISO 639-1 code it speaks: the order's is used when it is not one of ours). */
  locale: string;
  orderLocale: string;
  /** The account's currency (its links keep it); null: the default. */
  currency: string | null;
  orderCurrency: string;
  /** ISO digits of the order's currency (its amounts' minor units). */
  minorUnits: number;
}

/** The booking's mail facts and its order's account: the tour's title in the reader's language (English else), the order's currency digits. */
export async function cancellationMailOf(tx: Executor, bookingId: string): Promise<CancellationMailRow | null> {
  const [row] = await selectRows<CancellationMailRow>(
    tx,
    sql`select b.reference as "bookingReference", b.day::text as day, b.start_time::text as "startTime",
        coalesce((select x.title from tour_text x where x.tour_id = b.tour_id and x.language in (u.locale, o.locale, 'en_US')
          order by x.language = u.locale desc, x.language = o.locale desc limit 1), t.slug, '') as "tourTitle", q.kind as "serviceKind",
        u.email, u.first_name as "firstName", u.locale, o.locale as "orderLocale", u.currency, o.currency as "orderCurrency", coalesce(cur.minor_units, 2)::int as "minorUnits"
      from booking b join customer_order o on o.id = b.order_id join app_user u on u.id = o.user_id
      left join tour t on t.id = b.tour_id left join quote q on q.id = b.quote_id left join currency cur on cur.code = o.currency
      where b.id = ${bookingId}`,
  );
  return row ?? null;
}
