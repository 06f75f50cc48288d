import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { redeemBody, redeemedSchema } from '@cicerone/core/contracts/gift-cards';
import { signedIn } from '../../access/signed-in.ts';

/** Gift cards (spec §2 /redeem, issue 14): redeeming a code into the caller's coins. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards } = app.services;
  const tags = ['gift-cards'];

  app.post(
    '/gift-cards/redeem',
    {
      schema: {
        tags,
        description:
          'Redeems a gift card’s code (any case, spaces and hyphen optional) into the caller’s Cicerone Coins, once. 404 gift_card_code_invalid, 409 gift_card_not_paid or gift_card_already_redeemed, 503 gift_card_redeem_failed (try later); attempts are limited per account and per address (429 with Retry-After).',
        body: redeemBody,
        response: { 200: redeemedSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody, 503: errorBody },
      },
    },
    (request) => giftCards.redeem(signedIn(request.user).id, request.body.code, { ip: request.ip }),
  );
};
