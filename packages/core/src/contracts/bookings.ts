import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { quoteKinds } from '../quotes/quote-kinds.ts';
import { bookingStatuses } from '../checkout/booking-status.ts';
import { refundRoutes, refundStatuses } from '../checkout/refund-status.ts';
import { orderStatuses } from '../checkout/order-status.ts';
import { proofSchema } from './bank-transfers.ts';
import { answeredChoiceFields } from './cart.ts';
import { calendarDay, text } from './common.ts';
import { paymentMethods } from './orders.ts';
import { meetingPointMaxLength } from '../limits.ts';
import { compactIban, isIban } from '../accounts/bank-details.ts';
import { invoiceNumberPattern } from '../checkout/invoice-number.ts';
import { optionalText } from './account-fields.ts';

/**
 * My bookings (requirements §screens.bookings /bookings, §screens.bookings Booking, §api.paths /api/me/bookings): the list with its calendar and
 * status views, cancellation (reason required, refund under requirements §constants.cancellation) and the change of meeting
 * point, date and time. Input schemas carry no `.register(apiSchemas, { id })` (transforms cannot be named in the
 * OpenAPI document).
 */

/** Where a booking shows on the status view (requirements §lifecycles.booking time views). */
export const bookingViews = ['upcoming', 'past', 'cancelled', 'waiting-payment'] as const;
export type BookingView = (typeof bookingViews)[number];

export const yearField = z.coerce.number({ error: 'errors.validation_failed' }).int().min(2000, { error: 'errors.validation_failed' }).max(2100, { error: 'errors.validation_failed' });
export const monthField = z.coerce.number({ error: 'errors.validation_failed' }).int().min(1, { error: 'errors.validation_failed' }).max(12, { error: 'errors.validation_failed' });

/** GET /api/me/bookings: both optional; a month only within a year (the calendar view's month). */
export const myBookingsQuery = z
  .object({ year: yearField.optional(), month: monthField.optional() })
  .refine((query) => query.month === undefined || query.year !== undefined, { error: 'errors.validation_failed', path: ['month'] });

/** A booking's uuid or its public reference ('BK-…'). */
export const bookingParams = z.object({ id: text(64).trim().min(1) });

/** One credit note of a booking's order, by its number ('2026-000043'). */
export const creditNoteParams = bookingParams.extend({ creditNoteNumber: z.string().regex(invoiceNumberPattern, { error: 'errors.validation_failed' }) });

export const cancelBookingBody = z.strictObject({
  reason: text(500).trim().min(3, { error: 'errors.field.too_short' }),
  /**
   * The bank account a bank-transfer order's refund goes to (requirements §lifecycles.refund):
   * asked, and required by the service (refund_account_required), only when the cancellation
   * gives money back by transfer; the IBAN is checked here.
   */
  accountHolder: optionalText(70),
  iban: optionalText(50)
    .transform((value) => (value ? compactIban(value) : null))
    .refine((value) => value === null || isIban(value), { error: 'errors.invalid_iban' }),
});

/** A cancellation's refund account, when both its fields were given (else the service asks for it: refund_account_required). */
export function bankAccountOf(body: { accountHolder?: string | null | undefined; iban?: string | null | undefined }): { accountHolder: string; iban: string } | null {
  return body.accountHolder && body.iban ? { accountHolder: body.accountHolder, iban: body.iban } : null;
}

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

/** PUT /api/me/bookings/{id}/update: any of the three; an empty meeting point clears it. */
export const updateBookingBody = z
  .strictObject({
    meetingPoint: text(meetingPointMaxLength).trim().nullable().optional(),
    day: calendarDay('errors.validation_failed').optional(),
    startTime: z.string().regex(clockTime, { error: 'errors.validation_failed' }).optional(),
  })
  .refine((body) => body.meetingPoint !== undefined || body.day !== undefined || body.startTime !== undefined, { error: 'errors.validation_failed' });
export type UpdateBookingBody = z.infer<typeof updateBookingBody>;

/** One refund of a booking as its traveller sees it (requirements §lifecycles.refund). */
export const bookingRefundSchema = z
  .object({
    id: z.string(),
    /** Money back, minor units of `currency` (the booking's); 0 when only coins went back. */
    amount: z.number().int(),
    currency: z.string(),
    /** Coins back to the balance, EUR cents. */
    coins: z.number().int(),
    route: z.enum(refundRoutes),
    /** The last four digits of the card or bank account the money goes to, when known ("card ending 4242"). */
    endingIn: z.string().nullable(),
    status: z.enum(refundStatuses),
    requestedAt: z.string(),
    sentAt: z.string().nullable(),
    succeededAt: z.string().nullable(),
    /** The credit note it issued (decision 0052), when it gave back part of an invoice: its number names its PDF. */
    creditNote: z.object({ number: z.string(), issuedAt: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: 'BookingRefund' });
export type BookingRefund = z.infer<typeof bookingRefundSchema>;

export const myBookingSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    orderReference: z.string(),
    status: z.enum(bookingStatuses),
    view: z.enum(bookingViews),
    /** The tour booked; null for a service on request (then `service`). */
    tour: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
    /** The service on request whose accepted offer this booking sells (requirements §booking.services): its request as sent (flight, terminal, addresses, ship, stopovers). */
    service: z.object({ reference: z.string(), kind: z.enum(quoteKinds), request: z.record(z.string(), z.unknown()), timeZone: z.string() }).nullable(),
    city: z.object({ id: z.number().int(), name: z.string() }),
    /** Local day and start time in the tour's city, and the start as an instant. */
    day: z.string(),
    startTime: z.string(),
    startsAt: z.string(),
    duration: z.string(),
    ...answeredChoiceFields,
    /** Where to meet the guide, as every page, document and mail says it: meetingPoint when the traveller gave one, else the tour's meeting point in the request's language. */
    meetingPlace: z.string(),
    /** This booking's share of the order, in minor units of `currency`. */
    price: z.number().int(),
    currency: z.string(),
    payment: z.object({
      method: z.enum(paymentMethods),
      status: z.enum(orderStatuses),
      /** When the unpaid order expires and frees the booking's slot; null once paid. */
      expiresAt: z.string().nullable(),
      /** An unpaid card order before its expiry: it can be paid now, by card again or by bank transfer instead. */
      payNow: z.boolean(),
    }),
    cancellationReason: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    /** Shown only once the tour is completed (requirements §screens.catalogue). */
    privateNote: z.string().nullable(),
    /** The order's proofs of payment with their upload date (bank transfers; requirements §screens.account). */
    proofs: z.array(proofSchema),
    /** The guide an admin assigned to the tour, with how to reach them; null until then (requirements §lifecycles.mission). */
    guide: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }).nullable(),
    /** What went or goes back, oldest first, each with where and how far it got (requirements §lifecycles.refund). */
    refunds: z.array(bookingRefundSchema),
  })
  .register(apiSchemas, { id: 'MyBooking' });
export type MyBooking = z.infer<typeof myBookingSchema>;

export const myBookingsSchema = z.object({ bookings: z.array(myBookingSchema) });

/** What cancelling now would refund: said before the traveller confirms (requirements §constants.cancellation). */
export const cancellationTermsSchema = z.object({
  free: z.boolean(),
  /** The last instant cancelling is free. */
  deadline: z.string(),
  refund: z.enum(['full', 'none']),
  /** Money back to the card, minor units of `currency`. */
  amount: z.number().int(),
  currency: z.string(),
  /** Coins back to the balance, EUR cents. */
  coins: z.number().int(),
});

export const cancelledBookingSchema = z.object({
  message: z.string(),
  booking: myBookingSchema,
  refund: z.object({ kind: z.enum(['full', 'none']), amount: z.number().int(), coins: z.number().int() }),
});

/** PUT /api/me/bookings/{id}/note: the traveller's own memo about a completed tour; empty clears it. */
export const privateNoteBody = z.strictObject({
  note: text(2000, 'errors.validation_failed').trim(),
});

export const updatedBookingSchema = z.object({ message: z.string(), booking: myBookingSchema });
