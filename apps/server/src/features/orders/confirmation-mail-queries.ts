import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Locale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { tourText } from '@cicerone/db/schema/catalog';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { city, currency } from '@cicerone/db/schema/reference';
import { quote } from '@cicerone/db/schema/quotes';
import { bookingTourFields, byStart, meetingPlaceIn } from '../bookings/booking-reads.ts';
import { buyerOfOrder, currencyOfOrder, orderTotalFields } from './order-reads.ts';

/** The order and its buyer as the confirmation mail needs them; read in the paying transaction. */
export async function confirmationOrder(tx: Executor, orderId: string) {
  const [order] = await tx
    .select({ ...orderTotalFields, locale: customerOrder.locale, email: appUser.email, firstName: appUser.firstName, userLocale: appUser.locale })
    .from(customerOrder)
    .innerJoin(appUser, buyerOfOrder)
    .leftJoin(currency, currencyOfOrder)
    .where(eq(customerOrder.id, orderId));
  return order ?? null;
}

/** The order's bookings not cancelled, earliest first, with their city and meeting place in `locale`. */
export async function confirmationBookings(tx: Executor, orderId: string, locale: Locale) {
  return tx
    .select({
      id: booking.id,
      ...bookingTourFields,
      tourId: booking.tourId,
      quoteKind: quote.kind,
      quoteRequest: quote.request,
      meetingPlace: meetingPlaceIn(locale),
      cityNames: city.names,
      cityName: city.name,
    })
    .from(booking)
    .innerJoin(city, eq(city.id, booking.cityId))
    .leftJoin(quote, eq(quote.id, booking.quoteId))
    .where(and(eq(booking.orderId, orderId), ne(booking.status, 'cancelled')))
    .orderBy(...byStart);
}

/** The tours' titles in these languages. */
export async function tourTitlesIn(tx: Executor, tourIds: readonly number[], languages: readonly string[]) {
  return tx
    .select({ tourId: tourText.tourId, language: tourText.language, title: tourText.title })
    .from(tourText)
    .where(and(inArray(tourText.tourId, [...tourIds]), inArray(tourText.language, [...languages])));
}
