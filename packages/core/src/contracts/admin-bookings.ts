import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { bookingEvents, bookingStatuses } from '../checkout/booking-status.ts';
import { orderStatuses } from '../checkout/order-status.ts';
import { adminBookingResends, adminBookingSortColumns } from '../admin/admin-bookings.ts';
import { listPageFields, sortQuery } from './admin-lists.ts';
import { bookingParams, cancelBookingBody, updateBookingBody } from './bookings.ts';
import { pageQuery } from './catalog.ts';
import { calendarDay, idParam, text } from './common.ts';
import { orderAmountsSchema, paymentMethods } from './orders.ts';

/**
 * The back office's bookings (requirements §back-office.bookings): found by reference (the booking's or its order's),
 * e-mail, tour, day range or status; one booking with its order and its whole history; cancelled on
 * the traveller's behalf, its documents sent again, its day, time or meeting point changed.
 */
export const adminBookingsQuery = z.object({
  /** A booking reference (BK-…), an order reference (CIC-…), an e-mail (the account's or the booking's contact), or the start of a tour's slug. */
  q: text(200).trim().optional(),
  status: z.enum(bookingStatuses, { error: 'errors.validation_failed' }).optional(),
  tourId: idParam.optional(),
  /** The tour's local day, from and to inclusive. */
  from: calendarDay('errors.validation_failed').optional(),
  to: calendarDay('errors.validation_failed').optional(),
  page: pageQuery,
  ...sortQuery(adminBookingSortColumns),
});
export type AdminBookingsQuery = z.infer<typeof adminBookingsQuery>;

export const adminBookingParams = bookingParams;

const money = z.object({ amount: z.number().int(), currency: z.string() });

export const adminBookingLineSchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    orderReference: z.string(),
    status: z.enum(bookingStatuses),
    /** Null for a booking that is not a tour (an accepted quote's service). */
    tour: z.object({ id: z.number().int(), title: z.string() }).nullable(),
    city: z.string().nullable(),
    day: z.string(),
    startTime: z.string(),
    traveller: z.object({ name: z.string(), email: z.string() }),
    price: money,
    createdAt: z.iso.datetime({ offset: true }),
  })
  .register(apiSchemas, { id: 'AdminBookingLine' });
export type AdminBookingLine = z.infer<typeof adminBookingLineSchema>;

export const adminBookingsSchema = z
  .object({
    bookings: z.array(adminBookingLineSchema),
    ...listPageFields,
    /** True when more bookings match than the list counts (totalItems is then the cap, 10,000). */
    moreThanTotal: z.boolean(),
  })
  .register(apiSchemas, { id: 'AdminBookings' });
export type AdminBookings = z.infer<typeof adminBookingsSchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const bookingHistoryLineSchema = z.object({
  from: z.enum(bookingStatuses).nullable(),
  to: z.enum(bookingStatuses),
  event: z.enum(bookingEvents),
  /** Who asked: the traveller or an admin; null for the system (a payment, a job). */
  by: person.nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type BookingHistoryLine = z.infer<typeof bookingHistoryLineSchema>;

export const adminBookingSchema = adminBookingLineSchema
  .extend({
    duration: z.string(),
    startsAt: z.iso.datetime({ offset: true }),
    timeZone: z.string().nullable(),
    travellers: z.object({ adults: z.number().int(), children: z.number().int(), infants: z.number().int() }),
    guideLanguage: z.string(),
    meetingPoint: z.string().nullable(),
    /** Where the traveller meets the guide as the voucher says it (their point, else the tour's). */
    meetingPlace: z.string(),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
    account: person,
    specialRequirements: z.string().nullable(),
    cancellationReason: z.string().nullable(),
    cancelledAt: z.iso.datetime({ offset: true }).nullable(),
    order: orderAmountsSchema.extend({
      id: z.string(),
      reference: z.string(),
      status: z.enum(orderStatuses),
      paymentMethod: z.enum(paymentMethods),
      paidAt: z.iso.datetime({ offset: true }).nullable(),
      bookingCount: z.number().int(),
    }),
    history: z.array(bookingHistoryLineSchema),
    /** What cancelling now gives back under the policy (requirements §constants.cancellation), said before the admin confirms; null once cancelled or completed. */
    cancellation: z
      .object({ free: z.boolean(), deadline: z.iso.datetime({ offset: true }), amount: z.number().int(), coins: z.number().int(), fullAmount: z.number().int(), fullCoins: z.number().int() })
      .nullable(),
  })
  .register(apiSchemas, { id: 'AdminBooking' });
export type AdminBooking = z.infer<typeof adminBookingSchema>;

/** POST /api/admin/bookings/{id}/cancel: the traveller's reason, and whether their share goes back. */
export const adminCancelBookingBody = cancelBookingBody.extend({ refund: z.boolean({ error: 'errors.validation_failed' }) });
export type AdminCancelBookingBody = z.infer<typeof adminCancelBookingBody>;

/**
 * POST /api/admin/bookings/{id}/refund: part of the booking's money back without cancelling it, in
 * minor units of the order's currency (requirements §lifecycles.refund), and a transfer's account.
 */
export const adminRefundBookingBody = cancelBookingBody.extend({
  amount: z.number({ error: 'errors.validation_failed' }).int({ error: 'errors.refund_amount_invalid' }).positive({ error: 'errors.refund_amount_invalid' }).max(2_147_483_647, { error: 'errors.refund_amount_invalid' }),
});
export type AdminRefundBookingBody = z.infer<typeof adminRefundBookingBody>;

export const adminChangeBookingBody = updateBookingBody;

export const adminResendBody = z.strictObject({ document: z.enum(adminBookingResends, { error: 'errors.validation_failed' }) });
export type AdminResendBody = z.infer<typeof adminResendBody>;

export const adminBookingAnswerSchema = z.object({
  message: z.string(),
  booking: adminBookingSchema,
  /** What went back on a cancellation: order-currency minor units to the card, EUR cents of coins. */
  refund: z.object({ amount: z.number().int(), coins: z.number().int() }).optional(),
});
