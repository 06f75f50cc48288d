import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { giftCardChangeBody, giftCardIdParams, giftCardPurchaseBody, myGiftCardSchema, myGiftCardsSchema, placedGiftCardSchema, redeemBody, redeemedSchema } from '@cicerone/core/contracts/gift-cards';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '@cicerone/core/errors';
import { signedIn } from '../../access/signed-in.ts';
import { cartOwnerOf } from '../cart/cart-owner.ts';
import type { GiftCardBuyer } from '../orders/gift-card-order.ts';
import { placedOrderAnswer, placeOptionsOf } from '../orders/placed-answer.ts';

/** Gift cards (requirements §screens.gift-cards, §screens.redeem, §lifecycles.gift-card): buying one, the buyer's cards, redeeming a code. */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { giftCards, orders, payments, cart, config } = app.services;
  const tags = ['gift-cards'];

  /**
   * Who buys: the account, or a visitor — the id of their visitor cookie (the visitor cart's, given
   * now if they have none) owns the order, and `buyerEmail` is where the receipt goes.
   */
  async function buyerOf(request: FastifyRequest, reply: FastifyReply, buyerEmail: string | undefined): Promise<GiftCardBuyer> {
    if (request.user) return { user: request.user };
    if (!buyerEmail) throw new AppError('validation_failed', { field: 'buyerEmail' });
    const owner = await cartOwnerOf(request, reply, { cart, publicUrl: config.publicUrl }, { create: true });
    if (!owner || !('visitorCartId' in owner)) throw new AppError('unauthorized');
    return { visitor: { id: owner.visitorCartId, email: buyerEmail } };
  }

  app.post(
    '/gift-cards',
    {
      schema: {
        tags,
        description:
          'Buys one gift card as an order, for an account or a visitor (then `buyerEmail` is required: the receipt goes there, and the visitor cookie owns the order), paid by card or bank transfer like a tour (never with coins, a gift card or a discount code: 400 gift_card_payment_not_allowed). `amount` is in minor units of `currency`, between the equivalent of 10 and 1,000 EUR; the card is worth that in EUR cents (coins) at the order’s rate. ' +
          'The answer is the order and how to pay it, as POST /api/orders answers; the card is unpaid until the payment is verified, and is e-mailed to the recipient at `sendAt`. Idempotent with an `Idempotency-Key` header or `idempotencyKey` field.',
        body: giftCardPurchaseBody,
        response: { 200: placedGiftCardSchema, 201: placedGiftCardSchema, 400: errorBody, 401: errorBody, 409: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const { paymentMethod, currency, discountCode, coinsRequested, useMaxCoins, idempotencyKey, buyerEmail, ...card } = request.body;
      const choices = { paymentMethod, currency, discountCode, coinsRequested, useMaxCoins, locale: request.locale };
      const placed = await orders.placeGiftCard(await buyerOf(request, reply, buyerEmail), card, choices, placeOptionsOf(request.headers['idempotency-key'], idempotencyKey));
      reply.header('cache-control', 'no-store');
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(placed.replayed ? 200 : 201).send(placedOrderAnswer(placed, payments.testMode));
    },
  );

  app.get(
    '/me/gift-cards',
    {
      schema: {
        tags,
        description: 'The gift cards the caller bought, newest first: unpaid, scheduled, sent, redeemed or cancelled. The code shows as GC-…XYZ: only the recipient gets it.',
        response: { 200: myGiftCardsSchema, 401: errorBody },
      },
    },
    (request) => giftCards.mine.list({ userId: signedIn(request.user).id }),
  );

  app.put(
    '/me/gift-cards/:id',
    {
      schema: {
        tags,
        description:
          'Changes the recipient’s e-mail of one of the caller’s cards and/or sends it now (`sendNow`): an unpaid card goes once paid, a paid one now, a sent one again. Not once redeemed (409). Sends are limited per card (429 with Retry-After).',
        params: giftCardIdParams,
        body: giftCardChangeBody,
        response: { 200: myGiftCardSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    (request) => giftCards.mine.change(signedIn(request.user).id, request.params.id, request.body),
  );

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
