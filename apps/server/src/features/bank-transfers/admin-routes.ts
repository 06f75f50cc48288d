import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmedTransferSchema, proofPath, waitingTransfersSchema } from '@cicerone/core/contracts/bank-transfers';
import { errorBody } from '@cicerone/core/contracts/common';
import { orderReferenceParams } from '@cicerone/core/contracts/orders';
import { proofAnswer } from './proof-routes.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { signedIn } from '../../access/signed-in.ts';

/** The back office's bank transfers (requirements §back-office.bookings, §lifecycles.bank-transfer): the orders waiting for their money, and confirming it arrived. */
export const bankTransferAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { bankTransfers } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/bank-transfers',
    {
      schema: {
        tags,
        description: 'Bank-transfer orders awaiting payment, oldest first, with the customer, the amount, the deadline and the proofs uploaded.',
        response: { 200: waitingTransfersSchema, 401: errorBody, 403: errorBody },
      },
    },
    async () => {
      const waiting = await bankTransfers.waiting();
      return {
        transfers: waiting.map((order) => ({
          reference: order.reference,
          customer: { name: `${order.firstName} ${order.lastName}`.trim(), email: order.email },
          amount: order.amount,
          currency: order.currency,
          createdAt: order.createdAt.toISOString(),
          expiresAt: order.expiresAt?.toISOString() ?? null,
          items: { tours: order.tours, giftCards: order.giftCards },
          proofs: order.proofs.map((proof) => ({ ...proofAnswer(proof), url: proofPath(order.reference, proof.id) })),
        })),
      };
    },
  );

  app.put(
    '/admin/bank-transfers/:reference/confirm',
    {
      schema: {
        tags,
        description: 'Confirms the transfer of an order arrived: the order is paid, its bookings pending, the confirmation mailed. First come, first served: a second confirmation is a 409, as is an order no longer awaiting payment (expired).',
        params: orderReferenceParams,
        response: { 200: confirmedTransferSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const confirmed = await bankTransfers.confirm(request.params.reference, signedIn(request.user).id);
      return { message: request.t('admin.bankTransfers.confirmed', { reference: confirmed.reference }), reference: confirmed.reference, paidAt: confirmed.paidAt.toISOString() };
    },
  );
};
