// Server-only: the My bookings pages' loaders read the bookings through the same service call as
// GET /api/me/bookings (bookings.list, already shaped as the API answers), so they never disagree.
import type { RouterContextProvider } from 'react-router';
import { bookingViews, type BookingView, type MyBooking } from '@cicerone/core/contracts/bookings';
import type { AppServices } from '@cicerone/server/services';
import { signedInPage } from '../accounts/account-page.server.ts';
import { monthKey, type BookingsDisplay, type CalendarMonth, type ShownBooking } from './booking-shown.ts';

interface PageArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

/** The service's bookings as the pages show them, each price with its currency's minor units. */
export async function shownBookings(services: AppServices, bookings: readonly MyBooking[]): Promise<ShownBooking[]> {
  const units = await services.reference.listCurrencies();
  const minorUnitsOf = (code: string) => units.find((unit) => unit.code === code)?.minorUnits ?? 2;
  return bookings.map((booking) => ({ ...booking, money: { amount: booking.price, currency: booking.currency, minorUnits: minorUnitsOf(booking.currency) } }));
}

const isView = (value: string | null): value is BookingView => bookingViews.includes(value as BookingView);

/** ?year=&month= of the calendar, else the current month (UTC: a day either side of midnight is the same month for nearly all). */
function calendarMonth(query: URLSearchParams, now: Date): CalendarMonth {
  const year = Number(query.get('year'));
  const month = Number(query.get('month'));
  if (Number.isInteger(year) && year >= 2000 && year <= 2100 && Number.isInteger(month) && month >= 1 && month <= 12) return { year, month };
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/**
 * /bookings (requirements §screens.bookings, §lifecycles.booking): the status view (?view=upcoming|past|cancelled|waiting-payment, with the
 * count of each) or the calendar view of a month (?display=calendar&year=&month=). One read of the
 * traveller's bookings serves the counts and the shown ones.
 */
export async function bookingsLoader(args: PageArgs) {
  const page = signedInPage(args);
  const query = new URL(args.request.url).searchParams;
  const display: BookingsDisplay = query.get('display') === 'calendar' ? 'calendar' : 'list';
  const requested = query.get('view');
  const view: BookingView = isView(requested) ? requested : 'upcoming';
  const now = new Date();
  const all = await shownBookings(page.services, await page.services.bookings.list({ userId: page.user.id, locale: page.locale }));
  const counts = Object.fromEntries(bookingViews.map((name) => [name, all.filter((booking) => booking.view === name).length])) as Record<BookingView, number>;
  const month = calendarMonth(query, now);
  // Upcoming and waiting bookings soonest first; past and cancelled ones most recent first.
  const shown =
    display === 'calendar'
      ? all.filter((booking) => booking.day.startsWith(monthKey(month)))
      : all.filter((booking) => booking.view === view).sort((a, b) => (view === 'past' || view === 'cancelled' ? b.startsAt.localeCompare(a.startsAt) : 0));
  return { title: page.t('bookings.title'), display, view, counts, month, today: now.toISOString().slice(0, 10), bookings: shown };
}
