import { countsAsPaid } from '@cicerone/core/checkout/booking-status';
/**
 * What the My bookings pages hand their components: the API's booking (requirements §screens.bookings) with its price
 * ready to format in the booking's own currency (an order keeps the currency it was placed in).
 * Types and pure helpers only: no zod, no server code reaches the browser from here.
 */
import type { BookingView, MyBooking } from '@cicerone/core/contracts/bookings';

export interface BookingMoney {
  amount: number;
  currency: string;
  minorUnits: number;
}

export type ShownBooking = MyBooking & { money: BookingMoney };

/** The status view's tabs, in the order of requirements §screens.bookings */
export const viewTabs: readonly BookingView[] = ['upcoming', 'past', 'cancelled', 'waiting-payment'];

/** The list or the month grid (?display=calendar). */
export type BookingsDisplay = 'list' | 'calendar';

/** A month of the calendar view; `month` is 1–12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

/** The month before or after. */
export function shiftMonth({ year, month }: CalendarMonth, by: -1 | 1): CalendarMonth {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** 'YYYY-MM' of a month: the prefix of its days. */
export function monthKey({ year, month }: CalendarMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The status badge's colour: paid and done is good news, waiting asks for action, cancelled is neutral. */
export function statusTone(status: string): 'success' | 'warning' | 'neutral' | 'info' {
  if (status === 'completed') return 'success';
  if (status === 'pending') return 'info';
  if (status === 'waiting-payment') return 'warning';
  return 'neutral';
}

/** Whether the booking is paid, so its voucher and invoice exist (requirements §screens.bookings: downloads when paid). */
export function isPaid(booking: Pick<MyBooking, 'status'>): boolean {
  return countsAsPaid(booking.status);
}
