import { isFinalStatus, nextStatus } from '@cicerone/core/checkout/booking-status';
import { liveOrderStatuses } from '@cicerone/core/checkout/order-status';
import { cancellationTerms } from '@cicerone/core/checkout/cancellation';
import { cancellationRefund, partialRefundProblem } from '@cicerone/core/checkout/refund-bounds';
import { checkStart } from '@cicerone/core/checkout/start-time';
import type { MyBooking, UpdateBookingBody } from '@cicerone/core/contracts/bookings';
import { AppError } from '@cicerone/core/errors';
import type { Database, Executor } from '@cicerone/db/client';
import type { AvailabilityService } from '../availability/service.ts';
import { shares } from '@cicerone/core/checkout/shares';
import type { BankAccount, RefundLog, RefundService } from '../refunds/refund-service.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { myBookings, type BookingFilter } from './booking-queries.ts';
import { answerOf } from './booking-view.ts';
import type { Settle } from '../../settlement/process.ts';
import {
  bookingPricesOfOrder,
  bookingSlot,
  cancellationKindOfBooking,
  lockBooking,
  lockOrder,
  orderIdOfBooking,
  ownBookingExists,
  saveNoteOfCompleted,
  type BookingOwner,
  tourSchedule,
  updateBooking,
  type BookingChanges,
  type BookingRow,
  type OrderOfBooking,
} from './booking-change-queries.ts';

export interface BookingServiceOptions {
  availability: AvailabilityService;
  /** The refunds slice: a cancellation's refund is its record, written in the cancellation's transaction. */
  refunds: Pick<RefundService, 'request' | 'send' | 'ofBookings' | 'refundedSoFar'>;
  /** The credit notes of refunds, by refund id (the documents slice, decision 0052): each refund on the page links its own. */
  creditNotesOf: (refundIds: readonly string[]) => Promise<ReadonlyMap<string, { number: string; issuedAt: Date }>>;
  /** Runs a cancellation's steps (the settlement process): the booking, its mission, coins, refund, promo code, day and mail. */
  settle: Settle;
  clock?: () => Date;
}

export type { RefundLog };

export interface Refund {
  kind: 'full' | 'none';
  /** Money back, minor units of the order's currency. */
  amount: number;
  /** Coins back to the balance, EUR cents. */
  coins: number;
}

/**
 * Who asks for a change: the traveller (their own bookings only, under the traveller's rules) or
 * an admin acting on their behalf (any booking; requirements §back-office.bookings). Both go through the same door below.
 */
export type Asker = { traveller: string } | { admin: string };

/** What the back office writes beside a change, in its transaction (its audit line): the booking before and after. */
export type AlsoInTransaction<Extra> = (tx: Executor, change: { before: BookingRow; after: BookingRow } & Extra) => Promise<void>;

/** An admin's cancellation: the reason, and whether the booking's share goes back (the policy's own answer by default). */
/** An admin's partial refund: how much (minor units of the order's currency), why, and a transfer's account. */
export interface PartialRefundChoice {
  amount: number;
  reason: string;
  bankAccount?: BankAccount | null;
}

export interface CancelChoice {
  reason: string;
  refund?: boolean;
  /** Where a bank-transfer order's money goes back (requirements §lifecycles.refund): required when some does. */
  bankAccount?: BankAccount | null;
}

const ownerOf = (asker: Asker): BookingOwner => ('traveller' in asker ? { userId: asker.traveller } : 'any');
/** A refund's credit note as the booking's page links it. */
const shownCreditNote = (note: { number: string; issuedAt: Date } | undefined) => (note ? { number: note.number, issuedAt: note.issuedAt.toISOString() } : null);

/**
 * Cancelling and changing a booking (requirements §lifecycles.booking, §constants.cancellation). Each change is ONE transaction that locks the
 * order row, then the booking row, the account, and the capacity last (the house lock order that
 * expiry, payment and order creation follow too, docs/decisions/0008-lock-order.md, so they never
 * wait on each other in a cycle). The refund is a record written in that transaction; its card
 * part, the only network call, is asked of the provider after the commit (and by the refunds job
 * until it is taken: features/refunds). The traveller and the
 * back office share every step (decision 0030): only who may ask and what they may waive differ.
 */
export function bookingService(db: Database, options: BookingServiceOptions) {
  const clock = options.clock ?? (() => new Date());

  /** The booking and its order, locked; 404 when the asker may not touch it (ownership in the query). */
  async function lockFor(tx: Executor, asker: Asker, id: string): Promise<{ row: BookingRow; order: OrderOfBooking }> {
    const owner = ownerOf(asker);
    const orderId = await orderIdOfBooking(tx, owner, id);
    if (!orderId) throw new AppError('booking_not_found');
    const order = await lockOrder(tx, orderId);
    const row = await lockBooking(tx, owner, id);
    // A failed or expired order's bookings are hidden from the traveller's list, so they cannot be changed either.
    if (!order || !row || ('traveller' in asker && !liveOrderStatuses.includes(order.status))) throw new AppError('booking_not_found');
    return { row, order };
  }

  /**
   * What cancelling `row` gives back when it is refunded (`refunded`: the policy says free, or an
   * admin waived the policy) — on a paid order: the booking's share of the card payment, and its
   * share of the order's coins (split over the order's bookings like the amounts, so all shares
   * add up to what was spent). A booking still waiting for its bank transfer has nothing paid to
   * refund: its order's coins come back when the unpaid order expires (order-expiry.ts), so
   * crediting them here would count them twice.
   */
  async function refundFor(tx: Executor, row: BookingRow, order: OrderOfBooking, refunded: boolean): Promise<Refund> {
    if (!refunded) return { kind: 'none', amount: 0, coins: 0 };
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
    // Partial refunds already given on it, or on its siblings beyond their shares, are not given twice.
    return { kind: 'full', amount: cancellationRefund(row.price, order.grandTotal, await options.refunds.refundedSoFar(tx, order.id, row.id)), coins };
  }

  /** What cancelling now would give back under the policy (the traveller's confirmation, the admin's default), and refunded whole (what an admin may choose). */
  async function termsThrough(asker: Asker, id: string) {
    return db.transaction(async (tx) => {
      const { row, order } = await lockFor(tx, asker, id);
      const found = cancellationTerms(await cancellationKindOfBooking(tx, row), row.startsAt, clock());
      return { terms: found, refund: await refundFor(tx, row, order, found.free), whole: await refundFor(tx, row, order, true), currency: order.currency };
    });
  }

  /**
   * THE cancellation (one door): the booking moves to cancelled by the asker's event (its history
   * says who), its mission is withdrawn, its coins go back to the ledger, its day is freed, its
   * refund is recorded, and after the commit its card share is asked of the provider. A traveller gets what the
   * policy gives; an admin chooses (`choice.refund`), the policy's answer by default. A second
   * click, however concurrent, finds the booking cancelled under the order's lock: 409, no refund.
   */
  async function cancelThrough(asker: Asker, id: string, choice: CancelChoice, log: RefundLog, alsoInTx?: AlsoInTransaction<{ refund: Refund }>) {
    const now = clock();
    const done = await retryingTransaction(db, async (tx) => {
      const { row, order } = await lockFor(tx, asker, id);
      const event = 'traveller' in asker ? 'cancelled_by_customer' : 'cancelled_by_admin';
      // Cancelled or completed: a stale page or a second click is a 409, never a second refund.
      nextStatus(row.status, event);
      const policy = cancellationTerms(await cancellationKindOfBooking(tx, row), row.startsAt, now);
      const refund = await refundFor(tx, row, order, 'admin' in asker ? (choice.refund ?? policy.free) : policy.free);
      // The booking, its mission, its coins, its refund, its order's promo code, its day and the traveller's mail: the settlement process's steps.
      const settled = await options.settle('booking_cancelled', tx, { booking: row, order, asker, reason: choice.reason, now, free: policy.free, refund, bankAccount: choice.bankAccount });
      const recorded = settled?.recorded;
      const after = { ...row, status: nextStatus(row.status, event), cancellationReason: choice.reason, cancelledAt: now };
      await alsoInTx?.(tx, { before: row, after, refund });
      return { row, refund, recorded };
    });

    const { row, refund, recorded } = done;
    // Refused now, it stays requested and the refunds job asks again; the booking stays cancelled.
    if (recorded?.route === 'card') await options.refunds.send(recorded.id, log);
    return { bookingId: row.id, reference: row.reference, refund };
  }

  /**
   * An admin gives back part of a booking's money without cancelling it — a shortened tour, a
   * goodwill gesture after a late cancellation (requirements §lifecycles.refund): within its share
   * less what already went back on it, and within what is left of the order (core
   * checkout/refund-bounds.ts), checked under the order's lock, so concurrent clicks and a racing
   * cancellation never give back more than was paid. Money only: coins go back with a cancellation.
   */
  async function refundPartThrough(admin: string, id: string, choice: PartialRefundChoice, log: RefundLog, alsoInTx?: AlsoInTransaction<{ amount: number }>) {
    const recorded = await retryingTransaction(db, async (tx) => {
      const { row, order } = await lockFor(tx, { admin }, id);
      if (order.status !== 'paid') throw new AppError('refund_order_not_paid');
      const problem = partialRefundProblem(choice.amount, row.price, order.grandTotal, await options.refunds.refundedSoFar(tx, order.id, row.id));
      if (problem) throw new AppError(problem);
      const written = await options.refunds.request(tx, {
        orderId: order.id,
        bookingId: row.id,
        amount: choice.amount,
        currency: order.currency,
        coinsEurCents: 0,
        cardPayment: order.paymentMethod === 'card' && order.provider && order.paymentId ? { provider: order.provider, paymentId: order.paymentId } : null,
        source: 'admin',
        reason: choice.reason,
        requestedBy: admin,
        bankAccount: choice.bankAccount,
      });
      await alsoInTx?.(tx, { before: row, after: row, amount: choice.amount });
      return { row, written, currency: order.currency };
    });
    if (recorded.written?.route === 'card') await options.refunds.send(recorded.written.id, log);
    return { bookingId: recorded.row.id, reference: recorded.row.reference, amount: choice.amount, currency: recorded.currency };
  }

  /**
   * Meeting point, day and start time (requirements §lifecycles.booking): the one door for the traveller and the back
   * office. Refused (booking_locked) for a cancelled or completed booking, and for a traveller
   * inside the free-cancellation window (a change there would be a way around the no-refund rule;
   * the team may still move it). A new day or time follows the booking rules (checkStart with the
   * tour's schedule, the per-tour cut-off, blocked days, capacity): the new day is held and the old
   * released in the same transaction, so the change happens whole or not at all.
   */
  async function changeThrough(asker: Asker, id: string, changes: UpdateBookingBody, alsoInTx?: AlsoInTransaction<object>): Promise<{ bookingId: string; reference: string }> {
    const now = clock();
    // The per-tour cut-off is read before the transaction (as createOrder does: the embedded
    // database has one connection, a read beside an open transaction would wait for it forever).
    const before = await bookingSlot(db, ownerOf(asker), id);
    if (!before) throw new AppError('booking_not_found');
    // A service on request (requirements §booking.services) runs on the day its offer was priced for: the team changes it, not the traveller.
    if (before.tourId === null) throw new AppError('booking_locked');
    const tourId = before.tourId;
    const wanted = { day: changes.day ?? before.day, startTime: changes.startTime ?? before.startTime.slice(0, 5) };
    // Only a new day needs a free unit; a new time on the same day keeps the unit it holds.
    if (wanted.day !== before.day) {
      if (!(await options.availability.isBookable(tourId, wanted.day, now, wanted.startTime))) throw new AppError('no_time_slots');
    }
    return retryingTransaction(db, async (tx) => {
      const { row } = await lockFor(tx, asker, id);
      if (isFinalStatus(row.status)) throw new AppError('booking_locked');
      if ('traveller' in asker && !cancellationTerms('tour', row.startsAt, now).free) throw new AppError('booking_locked');

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
      await alsoInTx?.(tx, { before: row, after: { ...row, ...set } });
      return { bookingId: row.id, reference: row.reference };
    });
  }

  /**
   * The traveller's private note (requirements §screens.bookings: available after completion). Only the note changes,
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
    const rows = await myBookings(db, filter);
    const refunds = await options.refunds.ofBookings(rows.map((row) => row.id));
    const creditNotes = await options.creditNotesOf(refunds.map((refund) => refund.id));
    return rows.map((row) =>
      answerOf(
        row,
        now,
        refunds
          .filter((refund) => refund.bookingId === row.id)
          .map((refund) => ({
            id: refund.id,
            amount: refund.amount,
            currency: refund.currency,
            coins: refund.coinsEurCents,
            route: refund.route,
            endingIn: refund.route === 'card' ? refund.cardLast4 : refund.route === 'transfer' && refund.iban ? refund.iban.slice(-4) : null,
            status: refund.status,
            requestedAt: refund.requestedAt.toISOString(),
            sentAt: refund.sentAt?.toISOString() ?? null,
            succeededAt: refund.succeededAt?.toISOString() ?? null,
            creditNote: shownCreditNote(creditNotes.get(refund.id)),
          })),
      ),
    );
  }

  return {
    list,
    terms: (userId: string, id: string) => termsThrough({ traveller: userId }, id),
    termsThrough,
    /** The traveller cancels their own booking; the policy decides the refund. */
    cancel: (userId: string, id: string, choice: Omit<CancelChoice, 'refund'>, log: RefundLog) => cancelThrough({ traveller: userId }, id, choice, log),
    /** The traveller changes their own booking. */
    update: (userId: string, id: string, changes: UpdateBookingBody) => changeThrough({ traveller: userId }, id, changes),
    cancelThrough,
    refundPartThrough,
    changeThrough,
    saveNote,
  };
}

export type BookingService = ReturnType<typeof bookingService>;
