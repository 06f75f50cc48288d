import { firstFreeDay } from '@cicerone/core/checkout/free-days';
import { addMonths, isMonth, monthOf } from '@cicerone/core/checkout/month-grid';
import type { AppServices } from '@cicerone/server/services';
import type { BookingCalendar } from './booking-fields.ts';

/** How far ahead the date picker offers days: a year, the longest range one availability read takes. */
const monthsAhead = 11;

/**
 * The booking date picker's days: those with a free slot from today (in the tour's city) to the end
 * of the eleventh month after it, in one availability read. The picker opens on `requested`
 * ('YYYY-MM', the month links of the page without JavaScript) when it lies in that range, else on
 * the month of the first free day.
 */
export async function bookingCalendar(availability: AppServices['availability'], tourId: number, firstDay: string, requested: string | null): Promise<BookingCalendar> {
  const firstMonth = monthOf(firstDay);
  const lastMonth = addMonths(firstMonth, monthsAhead);
  const lastDay = new Date(Date.UTC(Number(lastMonth.slice(0, 4)), Number(lastMonth.slice(5, 7)), 0)).toISOString().slice(0, 10);
  const freeDays = await availability.freeDayMarks(tourId, firstDay, lastDay);
  const month = requested !== null && isMonth(requested) && requested >= firstMonth && requested <= lastMonth ? requested : monthOf(firstFreeDay(freeDays) ?? firstDay);
  return { freeDays, month, lastMonth };
}
