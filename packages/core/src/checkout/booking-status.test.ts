import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { bookingEvents, bookingStatuses, canApply, isFinalStatus, nextStatus, transitionOf, type BookingState } from './booking-status.ts';

const states: BookingState[] = [null, ...bookingStatuses];

describe('booking status', () => {
  it('starts every booking waiting for its payment, card or transfer, never pending before the money is verified', () => {
    expect(nextStatus(null, 'order_placed')).toBe('waiting-payment');
    expect(() => nextStatus(null, 'payment_succeeded')).toThrow('booking_status_conflict');
  });

  it('confirms a waiting booking when paid, by card or by a transfer the admin received', () => {
    expect(nextStatus('waiting-payment', 'payment_succeeded')).toBe('pending');
    expect(nextStatus('waiting-payment', 'payment_received_by_admin')).toBe('pending');
  });

  it('cancels an expired order or on the customer’s request, and completes a pending booking after the tour', () => {
    expect(nextStatus('waiting-payment', 'order_expired')).toBe('cancelled');
    expect(nextStatus('waiting-payment', 'cancelled_by_customer')).toBe('cancelled');
    expect(nextStatus('pending', 'cancelled_by_customer')).toBe('cancelled');
    expect(nextStatus('pending', 'tour_ended')).toBe('completed');
  });

  it('refuses an illegal transition with booking_status_conflict', () => {
    expect(() => nextStatus('pending', 'order_expired')).toThrow(AppError);
    try {
      nextStatus('completed', 'cancelled_by_customer');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'booking_status_conflict', status: 409, values: { status: 'completed', event: 'cancelled_by_customer' } });
    }
    expect(canApply('waiting-payment', 'tour_ended')).toBe(false);
    expect(canApply(null, 'tour_ended')).toBe(false);
    expect(canApply('pending', 'payment_received_by_admin')).toBe(false);
  });

  it('has exactly the transitions of the issue', () => {
    const table = states.flatMap((from) => bookingEvents.flatMap((event) => (canApply(from, event) ? [`${from ?? 'new'} -${event}-> ${transitionOf(from, event)}`] : [])));
    expect(table).toEqual([
      'new -order_placed-> waiting-payment',
      'waiting-payment -payment_succeeded-> pending',
      'waiting-payment -payment_received_by_admin-> pending',
      'waiting-payment -order_expired-> cancelled',
      'waiting-payment -cancelled_by_customer-> cancelled',
      'waiting-payment -cancelled_by_admin-> cancelled',
      'pending -cancelled_by_customer-> cancelled',
      'pending -tour_ended-> completed',
      'pending -cancelled_by_admin-> cancelled',
    ]);
  });

  it('keeps completed and cancelled final, and never goes back to waiting-payment', () => {
    fc.assert(
      fc.property(fc.constantFrom(...states), fc.array(fc.constantFrom(...bookingEvents), { maxLength: 12 }), (start, events) => {
        let status = start;
        for (const event of events) {
          const next = transitionOf(status, event);
          if (next === null) continue;
          if (status !== null) {
            expect(isFinalStatus(status)).toBe(false);
            expect(next).not.toBe('waiting-payment');
          }
          status = next;
        }
        for (const final of ['completed', 'cancelled'] as const) {
          for (const event of bookingEvents) expect(canApply(final, event)).toBe(false);
        }
      }),
    );
  });
});
