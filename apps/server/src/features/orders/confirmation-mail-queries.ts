import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { tourText } from '@cicerone/db/schema/catalog';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { city, currency } from '@cicerone/db/schema/reference';
import { meetingPlaceIn } from '../bookings/booking-queries.ts';

/** The order and its buyer as the confirmation mail needs them; read in the paying transaction. */
export async function confirmationOrder(tx: Executor, orderId: string) {
  const [order] = await tx
    .select({
      reference: customerOrder.reference,
      locale: customerOrder.locale,
      currency: customerOrder.currency,
      grandTotal: customerOrder.grandTotal,
      email: appUser.email,
      firstName: appUser.firstName,
      userLocale: appUser.locale,
      minorUnits: currency.minorUnits,
    })
    .from(customerOrder)
    .innerJoin(appUser, eq(appUser.id, customerOrder.userId))
    .leftJoin(currency, eq(currency.code, customerOrder.currency))
    .where(eq(customerOrder.id, orderId));
  return order ?? null;
}

/** The order's bookings not cancelled, earliest first, with their city and meeting place in `locale`. */
export async function confirmationBookings(tx: Executor, orderId: string, locale: Locale) {
  return tx
    .select({
      id: booking.id,
      reference: booking.reference,
      tourId: booking.tourId,
      day: booking.day,
      startTime: booking.startTime,
      duration: booking.duration,
      adults: booking.adults,
      children: booking.children,
      infants: booking.infants,
      meetingPlace: meetingPlaceIn(locale),
      cityNames: city.names,
      cityName: city.name,
    })
    .from(booking)
    .innerJoin(city, eq(city.id, booking.cityId))
    .where(and(eq(booking.orderId, orderId), ne(booking.status, 'cancelled')))
    .orderBy(asc(booking.startsAt), asc(booking.reference));
}

/** The tours' titles in these languages. */
export async function tourTitlesIn(tx: Executor, tourIds: readonly number[], languages: readonly string[]) {
  return tx
    .select({ tourId: tourText.tourId, language: tourText.language, title: tourText.title })
    .from(tourText)
    .where(and(inArray(tourText.tourId, [...tourIds]), inArray(tourText.language, [...languages])));
}
