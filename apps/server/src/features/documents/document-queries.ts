import { and, eq, inArray, sql } from 'drizzle-orm';
import { liveOrderStatuses } from '@cicerone/core/checkout/order-status';
import type { Executor } from '@cicerone/db/client';
import { address, appUser } from '@cicerone/db/schema/accounts';
import { tour } from '@cicerone/db/schema/catalog';
import { booking, customerOrder, invoice, invoiceCounter } from '@cicerone/db/schema/orders';
import { city, currency } from '@cicerone/db/schema/reference';
import { quote } from '@cicerone/db/schema/quotes';
import { bookingKey, bookingTourFields, byStart, meetingPlaceIn, tourTitleIn } from '../bookings/booking-reads.ts';
import { buyerOfOrder, currencyOfOrder, orderTotalFields } from '../orders/order-reads.ts';

/**
 * One of the caller's bookings as its voucher shows it, with its status (a voucher is for some
 * statuses only). Ownership is in the query, as on My bookings and the invoice: another account's
 * booking, or one of an order no longer live, finds nothing. Texts in `locale`, else English.
 */
export async function voucherContentOf(db: Executor, userId: string, bookingId: string, locale: string) {
  const [row] = await db
    .select({
      ...bookingTourFields,
      status: booking.status,
      orderReference: customerOrder.reference,
      tourTitle: tourTitleIn(locale),
      quoteKind: quote.kind,
      quoteRequest: quote.request,
      cityName: sql<string>`coalesce(${city.names} ->> ${locale}, ${city.name})`,
      guideLanguage: booking.guideLanguage,
      meetingPlace: meetingPlaceIn(locale),
      specialRequirements: booking.specialRequirements,
      contactName: booking.contactName,
      contactPhone: booking.contactPhone,
      contactEmail: booking.contactEmail,
    })
    .from(booking)
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    // A voucher is for a tour or (requirements §booking.services) a service's accepted offer: one of the two joins finds it.
    .leftJoin(tour, eq(tour.id, booking.tourId))
    .leftJoin(quote, eq(quote.id, booking.quoteId))
    .innerJoin(city, eq(city.id, booking.cityId))
    .where(and(eq(booking.userId, userId), bookingKey(bookingId), inArray(customerOrder.status, liveOrderStatuses)));
  return row ?? null;
}

export type VoucherRow = NonNullable<Awaited<ReturnType<typeof voucherContentOf>>>;

/**
 * What the invoice of the order of one of the caller's bookings says. Ownership is in the
 * query: another account's booking finds nothing. `number` is null until the order is paid.
 */
export async function invoiceContentOf(db: Executor, userId: string, bookingId: string, locale: string) {
  const [order] = await db
    .select({
      id: customerOrder.id,
      ...orderTotalFields,
      status: customerOrder.status,
      subtotal: customerOrder.subtotal,
      discount: customerOrder.discount,
      discountCode: customerOrder.discountCode,
      coins: customerOrder.coins,
      coinsEurCents: customerOrder.coinsEurCents,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      buyer: {
        firstName: appUser.firstName,
        lastName: appUser.lastName,
        email: appUser.email,
        companyName: appUser.companyName,
        vatNumber: appUser.vatNumber,
        taxNumber: appUser.taxNumber,
      },
    })
    .from(booking)
    .innerJoin(customerOrder, eq(customerOrder.id, booking.orderId))
    .innerJoin(appUser, buyerOfOrder)
    .leftJoin(currency, currencyOfOrder)
    .leftJoin(invoice, eq(invoice.orderId, customerOrder.id))
    .where(and(eq(booking.userId, userId), bookingKey(bookingId), inArray(customerOrder.status, liveOrderStatuses)));
  if (!order) return undefined;

  const [buyerAddress] = await db
    .select({ street: address.street, streetComplementary: address.streetComplementary, zip: address.zip, city: address.city, state: address.state, country: address.country, companyName: address.companyName })
    .from(address)
    .where(and(eq(address.userId, userId), eq(address.isPrimary, true), eq(address.activated, true)));

  const lines = await db
    .select({
      ...bookingTourFields,
      tourTitle: tourTitleIn(locale),
      quoteKind: quote.kind,
      quoteRequest: quote.request,
      price: booking.price,
      status: booking.status,
    })
    .from(booking)
    // A line sells a tour or (requirements §booking.services) a service's accepted offer.
    .leftJoin(tour, eq(tour.id, booking.tourId))
    .leftJoin(quote, eq(quote.id, booking.quoteId))
    .where(eq(booking.orderId, order.id))
    .orderBy(...byStart);

  return { ...order, buyer: { ...order.buyer, address: buyerAddress ?? null }, lines };
}

export type InvoiceContent = NonNullable<Awaited<ReturnType<typeof invoiceContentOf>>>;

/** The owner of a booking, so a mail attachment (which knows only the booking) reads it as its owner would. */
export async function bookingOwner(db: Executor, bookingId: string): Promise<string | undefined> {
  const [row] = await db.select({ userId: booking.userId }).from(booking).where(eq(booking.id, bookingId));
  return row?.userId;
}

/** The order's invoice number, once issued. */
export async function invoiceNumberOf(tx: Executor, orderId: string): Promise<string | null> {
  const [existing] = await tx.select({ number: invoice.number }).from(invoice).where(eq(invoice.orderId, orderId));
  return existing?.number ?? null;
}

/** The year's next invoice sequence number; the counter row stays locked until the transaction ends. */
export async function nextInvoiceSequence(tx: Executor, year: number): Promise<number> {
  const [counted] = await tx
    .insert(invoiceCounter)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounter.year, set: { last: sql`${invoiceCounter.last} + 1` } })
    .returning({ last: invoiceCounter.last });
  if (!counted) throw new Error('invoice_counter upsert returned no row');
  return counted.last;
}

export async function insertInvoice(tx: Executor, values: { orderId: string; number: string; issuedAt: Date }): Promise<void> {
  await tx.insert(invoice).values(values);
}
