import { countsAsPaid } from '@cicerone/core/checkout/booking-status';
import { adminBookingsCountCap, type AdminBookingResend } from '@cicerone/core/admin/admin-bookings';
import type { AdminBooking, AdminBookingLine, AdminBookings, AdminBookingsQuery, AdminCancelBookingBody, AdminRefundBookingBody } from '@cicerone/core/contracts/admin-bookings';
import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import type { UpdateBookingBody } from '@cicerone/core/contracts/bookings';
import { AppError } from '@cicerone/core/errors';
import { isLocale, fallbackLocale, type Locale } from '@cicerone/core/locales';
import { foldForSearch } from '@cicerone/core/slug';
import type { Database, Executor } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import type { Mailer } from '../mail/mailer.ts';
import { adminBookingOf, adminBookingPage, bookingHistory, bookingRecipients, type AdminBookingFilter, type AdminBookingLineRow } from './admin-booking-queries.ts';
import { bookingKey } from './booking-queries.ts';
import type { BookingRow } from './booking-change-queries.ts';
import type { BookingService, RefundLog } from './booking-service.ts';
import { bankAccountOf } from '@cicerone/core/contracts/bookings';

const fullName = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** What the audit line keeps of a booking: the fields an admin may change here, times as 'HH:MM'. */
function audited(row: BookingRow) {
  return {
    status: row.status,
    day: row.day,
    startTime: row.startTime.slice(0, 5),
    meetingPoint: row.meetingPoint,
    cancellationReason: row.cancellationReason,
    cancelledAt: iso(row.cancelledAt),
  };
}

/** The search box: a booking reference, an order reference, an e-mail, else a tour's title or city. */
export function filterOf(query: AdminBookingsQuery): AdminBookingFilter {
  const filter: AdminBookingFilter = { tourId: query.tourId, status: query.status, from: query.from, to: query.to };
  const q = query.q?.trim();
  if (!q) return filter;
  if (/^BK-/i.test(q)) return { ...filter, bookingReference: q };
  if (/^CIC-/i.test(q)) return { ...filter, orderReference: q };
  if (q.includes('@')) return { ...filter, email: q.toLowerCase() };
  return { ...filter, tourText: foldForSearch(q) };
}

function line(row: AdminBookingLineRow): AdminBookingLine {
  return {
    id: row.id,
    reference: row.reference,
    orderReference: row.orderReference,
    status: row.status,
    tour: row.tourId === null ? null : { id: row.tourId, title: row.tourTitle },
    city: row.cityName,
    day: row.day,
    startTime: row.startTime.slice(0, 5),
    traveller: { name: row.contactName, email: row.contactEmail },
    price: { amount: row.price, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The back office's bookings (requirements §back-office.bookings). Every change goes through the traveller's own door
 * (bookingService.cancelThrough / changeThrough: the same policy, refund path, availability checks
 * and status history), with the admin as the asker; the audit line is written inside that door's
 * transaction, once per change, with what moved.
 */
export function adminBookings(db: Database, deps: { bookings: BookingService; mail: Pick<Mailer, 'enqueue'>; enqueueConfirmationMail: (tx: Executor, orderId: string) => Promise<void> }) {
  async function one(adminUserId: string, id: string, locale: string): Promise<AdminBooking> {
    const row = await adminBookingOf(db, bookingKey(id), locale);
    if (!row) throw new AppError('booking_not_found');
    const history = await bookingHistory(db, row.id);
    const open = row.status === 'pending' || row.status === 'waiting-payment';
    const terms = open ? await deps.bookings.termsThrough({ admin: adminUserId }, row.id) : null;
    return {
      ...line(row),
      duration: row.duration,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      travellers: { adults: row.adults, children: row.children, infants: row.infants },
      guideLanguage: row.guideLanguage,
      meetingPoint: row.meetingPoint,
      meetingPlace: row.meetingPlace,
      contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
      account: { id: row.account.id, name: fullName(row.account), email: row.account.email },
      specialRequirements: row.specialRequirements,
      cancellationReason: row.cancellationReason,
      cancelledAt: iso(row.cancelledAt),
      order: { ...row.order, paidAt: iso(row.order.paidAt) },
      history: history.map((entry) => ({
        from: entry.from,
        to: entry.to,
        event: entry.event,
        by: entry.actor ? { id: entry.actor.id, name: fullName(entry.actor), email: entry.actor.email } : null,
        at: entry.at.toISOString(),
      })),
      cancellation: terms && {
        free: terms.terms.free,
        deadline: terms.terms.deadline.toISOString(),
        amount: terms.refund.amount,
        coins: terms.refund.coins,
        fullAmount: terms.whole.amount,
        fullCoins: terms.whole.coins,
      },
    };
  }

  /** The traveller's language for their mails: their account's, else the order's. */
  async function recipientOf(tx: Executor, bookingId: string) {
    const [found] = await bookingRecipients(tx, [bookingId]);
    if (!found) throw new AppError('booking_not_found');
    const locale: Locale = isLocale(found.locale) ? found.locale : isLocale(found.orderLocale) ? found.orderLocale : fallbackLocale;
    return { ...found, locale };
  }

  return {
    one,

    async list(query: AdminBookingsQuery, locale: string): Promise<AdminBookings> {
      const { rows, matched } = await adminBookingPage(db, filterOf(query), { column: query.sort, dir: query.dir }, locale, adminPageSize, (query.page - 1) * adminPageSize, adminBookingsCountCap);
      const totalItems = Math.min(matched, adminBookingsCountCap);
      return { bookings: rows.map(line), totalItems, moreThanTotal: matched > adminBookingsCountCap, totalPages: Math.max(1, Math.ceil(totalItems / adminPageSize)), currentPage: query.page };
    },

    /** Cancels on the traveller's behalf, refunded or not (the admin's choice), through the traveller's door. */
    async cancel(adminUserId: string, id: string, body: AdminCancelBookingBody, log: RefundLog) {
      return deps.bookings.cancelThrough({ admin: adminUserId }, id, { reason: body.reason, refund: body.refund, bankAccount: bankAccountOf(body) }, log, async (tx, { before, after, refund }) => {
        await recordAdminAction(tx, {
          adminUserId,
          action: 'booking.cancelled',
          subjectType: 'booking',
          subjectId: before.id,
          detail: { reference: before.reference, refunded: refund.kind === 'full', amount: refund.amount, coinsEurCents: refund.coins },
          ...changedFields(audited(before), audited(after)),
        });
      });
    },

    /** Gives back part of a booking's money without cancelling it (requirements §lifecycles.refund), recorded in the audit trail. */
    async refund(adminUserId: string, id: string, body: AdminRefundBookingBody, log: RefundLog) {
      return deps.bookings.refundPartThrough(adminUserId, id, { amount: body.amount, reason: body.reason, bankAccount: bankAccountOf(body) }, log, async (tx, { before, amount }) => {
        await recordAdminAction(tx, { adminUserId, action: 'booking.refunded', subjectType: 'booking', subjectId: before.id, detail: { reference: before.reference, amount, reason: body.reason } });
      });
    },

    /** Moves the day, time or meeting point under the tour's rules, and tells the traveller. */
    async change(adminUserId: string, id: string, changes: UpdateBookingBody) {
      return deps.bookings.changeThrough({ admin: adminUserId }, id, changes, async (tx, { before, after }) => {
        const moved = changedFields(audited(before), audited(after));
        if (Object.keys(moved.after).length === 0) return;
        await recordAdminAction(tx, { adminUserId, action: 'booking.changed', subjectType: 'booking', subjectId: before.id, detail: { reference: before.reference }, ...moved });
        const to = await recipientOf(tx, before.id);
        const now = await adminBookingOf(tx, bookingKey(before.id), to.locale);
        if (!now) return;
        await deps.mail.enqueue(tx, {
          to: to.email,
          locale: to.locale,
          currency: to.currency,
          template: 'booking-changed',
          data: { name: to.firstName, bookingReference: now.reference, tourTitle: now.tourTitle, city: now.cityName ?? '', day: now.day, startTime: now.startTime.slice(0, 5), meetingPlace: now.meetingPlace },
        });
      });
    },

    /**
     * Sends the traveller a document again: the confirmation mail (its vouchers attached) once the
     * order is paid, the booking's voucher while it is paid or done, the order's invoice once issued.
     */
    async resend(adminUserId: string, id: string, document: AdminBookingResend, locale: string) {
      const booking = await one(adminUserId, id, locale);
      if (document === 'confirmation' && booking.order.status !== 'paid') throw new AppError('confirmation_not_available');
      if (document === 'voucher' && !countsAsPaid(booking.status)) throw new AppError('voucher_not_available');
      if (document === 'invoice' && booking.order.status !== 'paid') throw new AppError('invoice_not_available');
      await db.transaction(async (tx) => {
        if (document === 'confirmation') await deps.enqueueConfirmationMail(tx, booking.order.id);
        else {
          const to = await recipientOf(tx, booking.id);
          await deps.mail.enqueue(tx, {
            to: to.email,
            locale: to.locale,
            currency: to.currency,
            template: 'booking-document',
            attachments: [{ kind: document, bookingId: booking.id }],
            data: { name: to.firstName, bookingReference: booking.reference, document },
          });
        }
        await recordAdminAction(tx, { adminUserId, action: `booking.${document}_resent`, subjectType: 'booking', subjectId: booking.id, detail: { reference: booking.reference, to: booking.account.email } });
      });
      return booking;
    },
  };
}

export type AdminBookingService = ReturnType<typeof adminBookings>;
