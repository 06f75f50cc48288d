import type { Executor } from '@cicerone/db/client';
import type { BookingCancellation, OrderPaid, UnpaidOrdersClosing } from '../../settlement/process.ts';
import { cancelBookingsOfOrders, insertBookingUnder, moveBooking, moveBookingsOfOrder, type NewBooking } from './booking-status-queries.ts';

/**
 * The bookings slice's doors for other slices: the only code that writes the booking table and its
 * history. Placing an order writes its bookings here; the settlement process (packages/core
 * checkout/settlement.ts) moves them here.
 */
export const bookingSteps = {
  /** A booking of a new order, under `reference` with its history's first line (placed by its buyer at `at`); false when the reference is taken. */
  placedUnder: (tx: Executor, reference: string, values: NewBooking, at: Date): Promise<boolean> => insertBookingUnder(tx, reference, values, at),

  /** The order's bookings waiting for its payment are confirmed (pending), by whoever saw the money arrive. */
  async confirmed(tx: Executor, paid: OrderPaid): Promise<void> {
    await moveBookingsOfOrder(tx, paid.orderId, paid.by, { actorUserId: paid.adminUserId, at: paid.paidAt });
  },

  /** The bookings of orders closed unpaid are cancelled by the system; the days they held go to the capacity step. */
  async cancelledWithOrders(tx: Executor, closing: UnpaidOrdersClosing): Promise<UnpaidOrdersClosing> {
    const released = await cancelBookingsOfOrders(
      tx,
      closing.closed.map((order) => order.id),
      closing.now,
    );
    return { ...closing, released };
  },

  /** One booking cancelled by its traveller or the team; its history says who. */
  async cancelled(tx: Executor, cancellation: BookingCancellation): Promise<void> {
    const { asker, booking, now, reason } = cancellation;
    const byTraveller = 'traveller' in asker;
    await moveBooking(tx, booking.id, byTraveller ? 'cancelled_by_customer' : 'cancelled_by_admin', { actorUserId: byTraveller ? asker.traveller : asker.admin, at: now }, { cancellationReason: reason, cancelledAt: now });
  },
};
