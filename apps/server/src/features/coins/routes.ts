import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { coinHistoryQuery, coinHistorySchema } from '@cicerone/core/contracts/gift-cards';
import { signedIn } from '../../access/signed-in.ts';

/** The caller's Cicerone Coins (requirements §screens.redeem: /redeem and its balance history). */
export const coinRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coins } = app.services;

  app.get(
    '/me/coins',
    {
      schema: {
        tags: ['coins'],
        description: 'The caller’s coin balance (EUR cents) and its history, newest first, paged: gift cards redeemed (GC-…XYZ), coins spent on an order and given back.',
        querystring: coinHistoryQuery,
        response: { 200: coinHistorySchema, 400: errorBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return coins.of(signedIn(request.user).id, request.query);
    },
  );
};
