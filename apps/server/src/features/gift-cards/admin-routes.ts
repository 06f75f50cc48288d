import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminGiftCardParams, adminGiftCardsQuery, adminGiftCardsSchema, cancelledGiftCardSchema } from '@cicerone/core/contracts/admin-gift-cards';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's gift cards (issue 14 §7): find them by code, e-mail or status; cancel an unpaid one. */
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
};
