import type { BookingView } from '@cicerone/core/contracts/bookings';

/**
 * Where a booking shows on the status view (spec §4): the status decides, except that a paid
 * booking waiting for its tour (pending) moves from upcoming to past once the tour has started,
 * before the completion job marks it completed.
 */
export function bookingView(status: string, startsAt: Date, now: Date): BookingView {
  if (status === 'cancelled') return 'cancelled';
  if (status === 'waiting-payment') return 'waiting-payment';
  if (status === 'completed') return 'past';
  return startsAt.getTime() > now.getTime() ? 'upcoming' : 'past';
}
