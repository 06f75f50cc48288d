import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { bookingMachine, type BookingEvent, type BookingStatus } from '@cicerone/core/checkout/booking-status';
import type { Executor } from '@cicerone/db/client';
import { booking, bookingStatusChange } from '@cicerone/db/schema/orders';

/** Who moved a booking and when: the traveller or an admin (their account), or null for the system (a provider's event, a job). */
export interface StatusChangeBy {
  actorUserId: string | null;
  at: Date;
}

/** What a cancelling step writes beside the status. */
type CancellationFields = Partial<Pick<typeof booking.$inferInsert, 'cancellationReason' | 'cancelledAt'>>;

/** How many bookings to claim, and whether to pass over those another transaction holds (the jobs). */
interface Claim {
  limit?: number;
  skipLocked?: boolean;
}

/** A booking that moved, with what its capacity release needs. */
export interface MovedBooking {
  id: string;
  /** null for an accepted offer's booking (a service), which holds no capacity. */
  tourId: number | null;
  day: string;
  from: BookingStatus;
}

/**
 * THE way a booking's status changes (requirements §back-office.bookings): every path — the traveller's cancel, an admin's,
 * a payment, the expiry and completion jobs — moves bookings here, so each move leaves its line in
 * booking_status_change with the event and who asked, in the same transaction. The bookings `where`
 * names, still in one of `event`'s statuses, are locked first (FOR UPDATE, so the status read is the
 * one the UPDATE leaves), then moved along the machine's step; a booking another change moved
 * meanwhile is simply not among them.
 */
export async function moveBookings(tx: Executor, where: SQL, event: BookingEvent, by: StatusChangeBy, fields: CancellationFields = {}, claim: Claim = {}): Promise<MovedBooking[]> {
  const step = bookingMachine.step(event);
  const guard = and(where, inArray(booking.status, [...step.from]));
  const locking = tx.select({ id: booking.id, status: booking.status }).from(booking).where(guard).orderBy(asc(booking.startsAt), asc(booking.id));
  const limited = claim.limit === undefined ? locking : locking.limit(claim.limit);
  const locked = await limited.for('update', claim.skipLocked ? { skipLocked: true } : {});
  if (locked.length === 0) return [];
  const before = new Map(locked.map((row) => [row.id, row.status]));
  const moved = await tx
    .update(booking)
    .set({ status: step.to, ...fields })
    .where(and(inArray(booking.id, [...before.keys()]), inArray(booking.status, [...step.from])))
    .returning({ id: booking.id, tourId: booking.tourId, day: booking.day });
  const rows = moved.map((row) => ({ ...row, from: before.get(row.id) as BookingStatus }));
  await tx.insert(bookingStatusChange).values(rows.map((row) => ({ bookingId: row.id, fromStatus: row.from, toStatus: step.to, event, actorUserId: by.actorUserId, at: by.at })));
  return rows;
}

/** Moves one booking (a cancellation by its traveller or an admin); whether it moved. */
export async function moveBooking(tx: Executor, bookingId: string, event: BookingEvent, by: StatusChangeBy, fields: CancellationFields = {}): Promise<boolean> {
  return (await moveBookings(tx, eq(booking.id, bookingId), event, by, fields)).length > 0;
}

/** The first line of a booking's history: placed with its order, by its buyer, waiting for the payment. */
export async function recordBookingPlaced(tx: Executor, bookingId: string, status: BookingStatus, by: StatusChangeBy): Promise<void> {
  await tx.insert(bookingStatusChange).values({ bookingId, fromStatus: null, toStatus: status, event: 'order_placed', actorUserId: by.actorUserId, at: by.at });
}

export type NewBooking = Omit<typeof booking.$inferInsert, 'reference'>;

/** Inserts the booking under `reference`, its history's first line with it (placed by its buyer at `at`); false when another booking holds that reference already. */
export async function insertBookingUnder(tx: Executor, reference: string, values: NewBooking, at: Date): Promise<boolean> {
  const [row] = await tx.insert(booking).values({ ...values, reference }).onConflictDoNothing({ target: booking.reference }).returning({ id: booking.id });
  if (!row) return false;
  await recordBookingPlaced(tx, row.id, values.status, { actorUserId: values.userId, at });
  return true;
}

/** Moves an order's bookings along the paying `event`, those still waiting for it. */
export async function moveBookingsOfOrder(tx: Executor, orderId: string, event: Extract<BookingEvent, 'payment_succeeded' | 'payment_received_by_admin'>, by: StatusChangeBy): Promise<MovedBooking[]> {
  return moveBookings(tx, eq(booking.orderId, orderId), event, by);
}

/** Cancels the bookings of orders closed unpaid (`order_expired`), by the system; the tour days they held. */
export async function cancelBookingsOfOrders(tx: Executor, orderIds: readonly string[], now: Date): Promise<MovedBooking[]> {
  return moveBookings(tx, inArray(booking.orderId, [...orderIds]), 'order_expired', { actorUserId: null, at: now }, { cancelledAt: now });
}
