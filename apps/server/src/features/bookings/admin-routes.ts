import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingAnswerSchema,
  adminBookingParams,
  adminBookingSchema,
  adminBookingsQuery,
  adminBookingsSchema,
  adminCancelBookingBody,
  adminRefundBookingBody,
  adminChangeBookingBody,
  adminResendBody,
} from '@cicerone/core/contracts/admin-bookings';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's bookings (requirements §back-office.bookings): find, read with the whole history, cancel on the traveller's behalf, change, send documents again. */
export const bookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminBookings } = app.services;
  const tags = ['admin'];
  const writeAnswers = { 200: adminBookingAnswerSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/bookings',
    {
      schema: {
        tags,
        description:
          'Bookings, 50 a page, latest start first by default (`sort` start, created or reference; `dir`). `q` is a booking reference (BK-…), an order reference (CIC-…), an e-mail (the account’s or the booking’s contact, any case) or words of a tour’s title or city; `status`, `tourId` and the tour’s local day `from`/`to` (inclusive) filter.',
        querystring: adminBookingsQuery,
        response: { 200: adminBookingsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminBookings.list(request.query, request.locale),
  );

  app.get(
    '/admin/bookings/:id',
    {
      schema: {
        tags,
        description: 'One booking (uuid or BK- reference) with its order, its traveller, every status it took with who and when, and what cancelling it now would refund.',
        params: adminBookingParams,
        response: { 200: adminBookingSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => adminBookings.one(signedIn(request.user).id, request.params.id, request.locale),
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels a booking on the traveller’s behalf through the traveller’s own cancellation: with `refund` its share goes back (the card share through the payment provider, once; the coins to the ledger), without it nothing does. Recorded in the booking’s history and the admin action log. 409 once cancelled or completed.',
        params: adminBookingParams,
        body: adminCancelBookingBody,
        response: writeAnswers,
      },
    },
    async (request) => {
      const admin = signedIn(request.user);
      const cancelled = await adminBookings.cancel(admin.id, request.params.id, request.body, request.log);
      const booking = await adminBookings.one(admin.id, cancelled.bookingId, request.locale);
      const key = cancelled.refund.kind === 'full' ? 'admin.bookings.cancelledRefunded' : 'admin.bookings.cancelledNoRefund';
      return { message: request.t(key, { reference: cancelled.reference }), booking, refund: { amount: cancelled.refund.amount, coins: cancelled.refund.coins } };
    },
  );

  app.post(
    '/admin/bookings/:id/refund',
    {
      schema: {
        tags,
        description:
          'Gives back part of a booking’s money without cancelling it (`amount`, minor units of the order’s currency): to the payment card through the provider, once, or by bank transfer to the account given. Never more than the booking’s share less what already went back on it, nor than what is left of the order (409 refund_too_large); 409 refund_order_not_paid before the order is paid. Recorded in the admin action log.',
        params: adminBookingParams,
        body: adminRefundBookingBody,
        response: writeAnswers,
      },
    },
    async (request) => {
      const admin = signedIn(request.user);
      const refunded = await adminBookings.refund(admin.id, request.params.id, request.body, request.log);
      const booking = await adminBookings.one(admin.id, refunded.bookingId, request.locale);
      return { message: request.t('admin.bookings.refunded', { reference: refunded.reference }), booking, refund: { amount: refunded.amount, coins: 0 } };
    },
  );

  app.post(
    '/admin/bookings/:id/change',
    {
      schema: {
        tags,
        description:
          'Changes the day, start time or meeting point of a booking under the tour’s rules (weekdays, start-time range, cut-off, blocked days, capacity), as the traveller’s change does, and e-mails the traveller. 409 for a cancelled or completed booking or a day without room.',
        params: adminBookingParams,
        body: adminChangeBookingBody,
        response: writeAnswers,
      },
    },
    async (request) => {
      const admin = signedIn(request.user);
      const changed = await adminBookings.change(admin.id, request.params.id, request.body);
      return { message: request.t('admin.bookings.changed', { reference: changed.reference }), booking: await adminBookings.one(admin.id, changed.bookingId, request.locale) };
    },
  );

  app.post(
    '/admin/bookings/:id/resend',
    {
      schema: {
        tags,
        description: 'E-mails the traveller the confirmation (order paid), the booking’s voucher (paid or completed) or the order’s invoice (paid) again. 409 when the document does not exist yet.',
        params: adminBookingParams,
        body: adminResendBody,
        response: writeAnswers,
      },
    },
    async (request) => {
      const admin = signedIn(request.user);
      const booking = await adminBookings.resend(admin.id, request.params.id, request.body.document, request.locale);
      return { message: request.t(`admin.bookings.resent.${request.body.document}`, { reference: booking.reference, email: booking.account.email }), booking };
    },
  );
};
