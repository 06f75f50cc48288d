/**
 * The life of a booking (requirements §lifecycles.booking) as an explicit state machine, so every place that changes a
 * status goes through one table:
 *  - every booking starts waiting for its order's payment (waiting-payment), by card or by bank
 *    transfer: a booking is never pending before the server has verified the money;
 *  - a waiting-payment booking becomes pending when the card payment succeeds or an admin
 *    confirms the transfer arrived (first come, first served), and is cancelled when it expires;
 *  - the customer may cancel a booking until it is completed (the refund follows cancellation.ts);
 *  - the team may cancel it on the customer's behalf (requirements §back-office.bookings), from the same statuses and
 *    through the same refund, kept apart so the booking's history says who asked;
 *  - a pending booking is completed once the tour has ended.
 * completed and cancelled are final: nothing leads out of them, and nothing leads back to
 * waiting-payment.
 */
import { stateMachine } from '../state-machine.ts';

export const bookingStatuses = ['waiting-payment', 'pending', 'completed', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

export const bookingEvents = [
  'order_placed',
  'payment_succeeded',
  'payment_received_by_admin',
  'order_expired',
  'cancelled_by_customer',
  'tour_ended',
  'cancelled_by_admin',
] as const;
export type BookingEvent = (typeof bookingEvents)[number];

/** `null` stands for "not created yet": the events that create a booking start from it. */
export type BookingState = BookingStatus | null;

export const bookingMachine = stateMachine<BookingStatus, BookingEvent>(
  bookingStatuses,
  {
    order_placed: [[null, 'waiting-payment']],
    payment_succeeded: [['waiting-payment', 'pending']],
    payment_received_by_admin: [['waiting-payment', 'pending']],
    order_expired: [['waiting-payment', 'cancelled']],
    cancelled_by_customer: [
      ['waiting-payment', 'cancelled'],
      ['pending', 'cancelled'],
    ],
    tour_ended: [['pending', 'completed']],
    cancelled_by_admin: [
      ['waiting-payment', 'cancelled'],
      ['pending', 'cancelled'],
    ],
  },
  // An illegal transition (a stale page, a race) is a 409 booking_status_conflict.
  'booking_status_conflict',
);

export const { transitionOf, canApply, nextStatus, fromStatuses, isFinalStatus } = bookingMachine;

/**
 * A booking counts as paid once its money arrived and until it is cancelled: confirmed (pending) or
 * done (completed). Its voucher and invoice exist then, and the company earns from it.
 */
export const paidBookingStatuses: readonly BookingStatus[] = [bookingMachine.step('payment_succeeded').to, bookingMachine.step('tour_ended').to];

export function countsAsPaid(status: BookingStatus): boolean {
  return paidBookingStatuses.includes(status);
}
