import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGiftCardParams, adminGiftCardsQuery, adminGiftCardsSchema, cancelledGiftCardSchema, resentGiftCardSchema } from '@cicerone/core/contracts/admin-gift-cards';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's gift cards (requirements §back-office.work): find them by code, e-mail or status; cancel an unpaid one; send a paid one now or again. */
export const giftCardAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminGiftCards } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/gift-cards',
    {
      schema: {
        tags,
        description:
          'Gift cards, newest first, 20 a page: `q` is a claim code (any case, hyphen optional; looked up by its keyed hash) or the buyer’s or recipient’s e-mail (any case); `status` filters. Codes are shown masked (GC-…XYZ).',
        querystring: adminGiftCardsQuery,
        response: { 200: adminGiftCardsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminGiftCards.list(request.query),
  );

  app.post(
    '/admin/gift-cards/:id/cancel',
    {
      schema: {
        tags,
        description:
          'Cancels a gift card not yet paid, recorded in the admin action log; its order, which it must be all of, stops awaiting payment (closed as expired). 409 gift_card_not_cancellable for a card paid, redeemed or cancelled, 409 gift_card_not_alone_in_order when its order holds other items.',
        params: adminGiftCardParams,
        response: { 200: cancelledGiftCardSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const cancelled = await adminGiftCards.cancel(signedIn(request.user).id, request.params.id);
      return { message: request.t('admin.giftCards.cancelled', { code: cancelled.giftCard.code }), ...cancelled };
    },
  );

  app.post(
    '/admin/gift-cards/:id/resend',
    {
      schema: {
        tags,
        description:
          'E-mails a paid, unredeemed gift card to its recipient now: again when it was sent (`again: true`), ahead of its send time when scheduled. Recorded in the admin action log. 409 gift_card_not_paid for an unpaid card, 409 gift_card_already_redeemed once redeemed, 409 gift_card_status_conflict once cancelled.',
        params: adminGiftCardParams,
        response: { 200: resentGiftCardSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const { giftCard, again } = await adminGiftCards.resend(signedIn(request.user).id, request.params.id);
      const message = request.t(again ? 'admin.giftCards.resent' : 'admin.giftCards.sentNow', { code: giftCard.code, email: giftCard.recipient.email });
      return { message, giftCard, again };
    },
  );
};
