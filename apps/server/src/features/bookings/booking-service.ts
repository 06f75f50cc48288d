import { isFinalStatus, nextStatus } from '@cicerone/core/checkout/booking-status';
import { liveOrderStatuses } from '@cicerone/core/checkout/order-status';
import { missionMachine } from '@cicerone/core/missions/mission-status';
import { cancellationTerms, type CancellationTerms } from '@cicerone/core/checkout/cancellation';
import { checkStart } from '@cicerone/core/checkout/start-time';
import type { MyBooking, UpdateBookingBody } from '@cicerone/core/contracts/bookings';
import { AppError } from '@cicerone/core/errors';
import type { Database, Executor } from '@cicerone/db/client';
import type { AvailabilityService } from '../availability/service.ts';
import { credit } from '../coins/coin-ledger.ts';
import { shares } from '@cicerone/core/checkout/shares';
import type { PaymentProvider } from '../payments/provider.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { myBookings, type BookingFilter } from './booking-queries.ts';
import { answerOf } from './booking-view.ts';
import {
  bookingPricesOfOrder,
  cancellationKindOfBooking,
  lockOrder,
  lockOwnBooking,
  markBookingCancelled,
  moveMissionOfBooking,
  orderIdOfOwnBooking,
  ownBookingExists,
  ownBookingSlot,
  saveNoteOfCompleted,
  tourSchedule,
  updateBooking,
  type BookingChanges,
  type BookingRow,
  type OrderOfBooking,
} from './booking-change-queries.ts';

export interface BookingServiceOptions {
  availability: AvailabilityService;
  provider: PaymentProvider;
  /** After the booking and its mission are cancelled, in the same transaction (the missions slice tells the guide). */
  whenCancelled?: (tx: Executor, bookingId: string) => Promise<void>;
  clock?: () => Date;
}

/** Where a card refund that failed after the commit is reported (the request's logger). */
export interface RefundLog {
  error(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface Refund {
  kind: 'full' | 'none';
  /** Money back, minor units of the order's currency. */
  amount: number;
  /** Coins back to the balance, EUR cents. */
  coins: number;
}

/**
 * Cancelling and changing a booking (spec §4, §9). Each change is ONE transaction that locks the
 * order row, then the booking row, the account, and the capacity last (the house lock order that
 * expiry, payment and order creation follow too, docs/decisions/0008-lock-order.md, so they never
 * wait on each other in a cycle); the card refund is the only network call and comes after the
 * commit, with an idempotency key per booking so a retry never refunds twice.
 */
export function bookingService(db: Database, options: BookingServiceOptions) {
  const clock = options.clock ?? (() => new Date());

  /** The caller's booking and its order, locked; 404 for anyone else's (ownership in the query). */
  async function lockOwn(tx: Executor, userId: string, id: string): Promise<{ row: BookingRow; order: OrderOfBooking }> {
    const orderId = await orderIdOfOwnBooking(tx, userId, id);
    if (!orderId) throw new AppError('booking_not_found');
    const order = await lockOrder(tx, orderId);
    const row = await lockOwnBooking(tx, userId, id);
    // A failed or expired order's bookings are hidden from the list, so they cannot be changed either.
    if (!order || !row || !liveOrderStatuses.includes(order.status)) throw new AppError('booking_not_found');
    return { row, order };
  }

  /**
   * What cancelling `row` now gives back. Free (spec §9: tours until 24 h before the start) on a
   * paid order: the booking's share of the card payment, and its share of the order's coins
   * (split over the order's bookings like the amounts, so all shares add up to what was spent).
   * A booking still waiting for its bank transfer has nothing paid to refund: its order's coins
   * come back when the unpaid order expires (order-expiry.ts), so crediting them here would count
   * them twice.
   */
  async function refundFor(tx: Executor, row: BookingRow, order: OrderOfBooking, terms: CancellationTerms): Promise<Refund> {
    if (!terms.free) return { kind: 'none', amount: 0, coins: 0 };
    if (order.status !== 'paid') return { kind: 'full', amount: 0, coins: 0 };
    let coins = 0;
    if (order.coinsEurCents > 0) {
      const siblings = await bookingPricesOfOrder(tx, order.id);
      const split = shares(
        siblings.map((sibling) => sibling.priceEurCents),
        order.coinsEurCents,
      );
      coins = split[siblings.findIndex((sibling) => sibling.id === row.id)] ?? 0;
    }
    return { kind: 'full', amount: row.price, coins };
  }

  async function terms(userId: string, id: string) {
    return db.transaction(async (tx) => {
      const { row, order } = await lockOwn(tx, userId, id);
      const found = cancellationTerms(await cancellationKindOfBooking(tx, row), row.startsAt, clock());
      return { terms: found, refund: await refundFor(tx, row, order, found), currency: order.currency };
    });
  }

  async function cancel(userId: string, id: string, reason: string, log: RefundLog): Promise<{ bookingId: string; reference: string; refund: Refund }> {
    const now = clock();
    const done = await retryingTransaction(db, async (tx) => {
      const { row, order } = await lockOwn(tx, userId, id);
      // Cancelled or completed: a stale page or a second click is a 409, never a second refund.
      const status = nextStatus(row.status, 'cancelled_by_customer');
      // The same policy function for tours and services, each with its window (spec §9: 24 h, 48 h).
      const refund = await refundFor(tx, row, order, cancellationTerms(await cancellationKindOfBooking(tx, row), row.startsAt, now));
      await markBookingCancelled(tx, row.id, status, reason, now);
      // The city's guides are no longer asked to lead it.
      await moveMissionOfBooking(tx, row.id, missionMachine.step('booking_cancelled'));
      await options.whenCancelled?.(tx, row.id);
      if (refund.coins > 0) await credit(tx, userId, refund.coins, { reason: 'refund', orderId: order.id });
      // Capacity last, after the account: the order an order creation takes them in (account, then days).
      await options.availability.changeCapacity({ release: [row] }, tx);
      return { row, order, refund };
    });

    const { row, order, refund } = done;
    if (refund.amount > 0) {
      if (order.paymentId && order.provider === options.provider.name) {
        try {
          await options.provider.refund({ paymentId: order.paymentId, amount: refund.amount, idempotencyKey: `cancel-${row.id}` });
        } catch (error) {
          // The booking stays cancelled: the refund is retried by hand (the same key never refunds twice).
          log.error({ err: error, bookingId: row.id, orderId: order.id, amount: refund.amount }, 'card refund of a cancelled booking failed');
        }
      } else {
        // Paid by bank transfer (or through another provider): the money goes back by hand.
        log.warn({ bookingId: row.id, orderId: order.id, amount: refund.amount, currency: order.currency }, 'cancelled booking to refund by hand');
      }
    }
    return { bookingId: row.id, reference: row.reference, refund };
  }

  /**
   * Meeting point, day and start time (spec §4). Refused (booking_locked) for a cancelled or
   * completed booking and inside the free-cancellation window: a change there would be a way
   * around the no-refund rule. A new day or time follows the booking rules (checkStart with the
   * tour's schedule, the per-tour cut-off, capacity): the new day is held and the old released
   * in the same transaction, so the change happens whole or not at all.
   */
  async function update(userId: string, id: string, changes: UpdateBookingBody): Promise<{ bookingId: string; reference: string }> {
    const now = clock();
    // The per-tour cut-off is read before the transaction (as createOrder does: the embedded
    // database has one connection, a read beside an open transaction would wait for it forever).
    const before = await ownBookingSlot(db, userId, id);
    if (!before) throw new AppError('booking_not_found');
    // A service on request (issue 16) runs on the day its offer was priced for: the team changes it, not the traveller.
    if (before.tourId === null) throw new AppError('booking_locked');
    const tourId = before.tourId;
    const wanted = { day: changes.day ?? before.day, startTime: changes.startTime ?? before.startTime.slice(0, 5) };
    // Only a new day needs a free unit; a new time on the same day keeps the unit it holds.
    if (wanted.day !== before.day) {
      if (!(await options.availability.isBookable(tourId, wanted.day, now, wanted.startTime))) throw new AppError('no_time_slots');
    }
    return retryingTransaction(db, async (tx) => {
      const { row } = await lockOwn(tx, userId, id);
      if (isFinalStatus(row.status)) throw new AppError('booking_locked');
      if (!cancellationTerms('tour', row.startsAt, now).free) throw new AppError('booking_locked');

      const set: BookingChanges = {};
      if (changes.meetingPoint !== undefined) set.meetingPoint = changes.meetingPoint === null || changes.meetingPoint === '' ? null : changes.meetingPoint;
      const day = changes.day ?? row.day;
      const startTime = changes.startTime ?? row.startTime.slice(0, 5);
      if (day !== row.day || startTime !== row.startTime.slice(0, 5)) {
        const schedule = await tourSchedule(tx, tourId);
        if (!schedule) throw new AppError('tour_not_found');
        const start = checkStart(schedule, day, startTime, now);
        if (!start.ok) throw new AppError(start.code);
        // The new day held and the old one released in one call, in the one order: two travellers swapping days never deadlock.
        if (day !== row.day && !(await options.availability.changeCapacity({ hold: [{ tourId, day }], release: [row] }, tx))) throw new AppError('no_time_slots');
        Object.assign(set, { day, startTime, startsAt: start.startsAt });
      }
      if (Object.keys(set).length > 0) await updateBooking(tx, row.id, set);
      return { bookingId: row.id, reference: row.reference };
    });
  }

  /**
   * The traveller's private note (spec §3: available after completion). Only the note changes,
   * so a plain conditional UPDATE is enough: a booking not yet completed is a 409, another's a 404.
   */
  async function saveNote(userId: string, id: string, note: string): Promise<{ bookingId: string; reference: string }> {
    const saved = await saveNoteOfCompleted(db, userId, id, note === '' ? null : note);
    if (saved) return saved;
    throw new AppError((await ownBookingExists(db, userId, id)) ? 'note_not_available' : 'booking_not_found');
  }

  /** The caller's bookings as the API and the My bookings pages show them, each with its status view now. */
  async function list(filter: BookingFilter): Promise<MyBooking[]> {
    const now = clock();
    return (await myBookings(db, filter)).map((row) => answerOf(row, now));
  }

  return { list, terms, cancel, update, saveNote };
}

export type BookingService = ReturnType<typeof bookingService>;
