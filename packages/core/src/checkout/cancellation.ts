/**
 * Free cancellation (requirements §constants.cancellation): a tour can be cancelled for a full refund up to 24 hours before
 * it starts; pickups, transfers, quotes and cruise excursions up to 48 hours before; after that
 * nothing is refunded. The window is absolute time before the start instant, so a daylight-saving
 * change in between neither adds nor removes an hour.
 */

export const bookingKinds = ['tour', 'pickup', 'transfer', 'quote', 'cruise'] as const;
export type BookingKind = (typeof bookingKinds)[number];

/** Hours before the start until which cancelling is free, per kind of booking. */
export const freeCancellationHours: Record<BookingKind, number> = {
  tour: 24,
  pickup: 48,
  transfer: 48,
  quote: 48,
  cruise: 48,
};

export interface CancellationTerms {
  /** Whether cancelling now is free. */
  free: boolean;
  /** The last instant at which cancelling is free (included). */
  deadline: Date;
  refund: 'full' | 'none';
}

const hourMs = 3_600_000;

export function cancellationDeadline(kind: BookingKind, startsAt: Date): Date {
  return new Date(startsAt.getTime() - freeCancellationHours[kind] * hourMs);
}

export function cancellationTerms(kind: BookingKind, startsAt: Date, now: Date): CancellationTerms {
  const deadline = cancellationDeadline(kind, startsAt);
  const free = now.getTime() <= deadline.getTime();
  return { free, deadline, refund: free ? 'full' : 'none' };
}
