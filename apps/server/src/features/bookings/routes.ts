import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingParams,
  bankAccountOf,
  cancelBookingBody,
  cancellationTermsSchema,
  cancelledBookingSchema,
  myBookingsQuery,
  myBookingsSchema,
  privateNoteBody,
  updateBookingBody,
  updatedBookingSchema,
  type MyBooking,
} from '@cicerone/core/contracts/bookings';
import { errorBody } from '@cicerone/core/contracts/common';
import { AppError } from '@cicerone/core/errors';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/**
 * My bookings (requirements §screens.bookings /bookings, §api.paths): the caller's bookings with their status views, the
 * cancellation terms said before confirming, cancellation and changes. Ownership is in every
 * query: another account's booking is a 404.
 */
export const bookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bookings } = app.services;
  const tags = ['bookings'];

  async function one(userId: string, locale: string, id: string): Promise<MyBooking> {
    const [booking] = await bookings.list({ userId, locale, id });
    if (!booking) throw new AppError('booking_not_found');
    return booking;
  }

  app.addHook('onSend', privateAnswer);

  app.get(
    '/me/bookings',
    {
      schema: {
        tags,
        description: 'The caller’s bookings of orders awaiting payment or paid, by start; `year` (and `month` within it) keeps those of that period (local day of the tour). Each says its status view: upcoming, past, cancelled or waiting-payment.',
        querystring: myBookingsQuery,
        response: { 200: myBookingsSchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      return { bookings: await bookings.list({ userId: user.id, locale: request.locale, year: request.query.year, month: request.query.month }) };
    },
  );

  app.get(
    '/me/bookings/:id/cancellation-terms',
    {
      schema: {
        tags,
        description: 'What cancelling the booking now would refund (spec §9: free until 24 h before a tour, nothing after), shown before the traveller confirms.',
        params: bookingParams,
        response: { 200: cancellationTermsSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      const { terms, refund, currency } = await bookings.terms(user.id, request.params.id);
      return { free: terms.free, deadline: terms.deadline.toISOString(), refund: refund.kind, amount: refund.amount, currency, coins: refund.coins };
    },
  );

  app.put(
    '/me/bookings/:id/cancel',
    {
      schema: {
        tags,
        description: 'Cancels one of the caller’s bookings with a reason. Free before the deadline: the booking’s share goes back to the card and its coins to the balance; inside the window nothing is refunded.',
        params: bookingParams,
        body: cancelBookingBody,
        response: { 200: cancelledBookingSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      const cancelled = await bookings.cancel(user.id, request.params.id, { reason: request.body.reason, bankAccount: bankAccountOf(request.body) }, request.log);
      return {
        message: request.t('bookings.cancelled', { id: cancelled.reference }),
        booking: await one(user.id, request.locale, cancelled.bookingId),
        refund: cancelled.refund,
      };
    },
  );

  app.put(
    '/me/bookings/:id/update',
    {
      schema: {
        tags,
        description: 'Changes the meeting point, day or start time of one of the caller’s bookings, under the same availability rules as booking; locked inside the free-cancellation window and for cancelled or completed bookings.',
        params: bookingParams,
        body: updateBookingBody,
        response: { 200: updatedBookingSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      const updated = await bookings.update(user.id, request.params.id, request.body);
      return { message: request.t('bookings.updated', { id: updated.reference }), booking: await one(user.id, request.locale, updated.bookingId) };
    },
  );

  app.put(
    '/me/bookings/:id/note',
    {
      schema: {
        tags,
        description: 'Saves the caller’s private note on one of their completed bookings (an empty note clears it); 409 before completion.',
        params: bookingParams,
        body: privateNoteBody,
        response: { 200: updatedBookingSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const user = signedIn(request.user);
      const saved = await bookings.saveNote(user.id, request.params.id, request.body.note);
      return { message: request.t('bookings.noteSaved', { id: saved.reference }), booking: await one(user.id, request.locale, saved.bookingId) };
    },
  );
};
