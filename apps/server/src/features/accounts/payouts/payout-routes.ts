import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { doneResponse } from '@cicerone/core/contracts/accounts';
import { payoutMethodBody, payoutMethodIdParams, payoutMethodSchema } from '@cicerone/core/contracts/account-payouts';
import { privateAnswer } from '../../../shared/private-answers.ts';

/** Guides' payout methods (requirements §screens.account payout methods, §lifecycles.addresses, §api.paths). Method ids of other people answer 404. */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const { payoutMethods } = app.services;
  const tags = ['accounts'];
  const failures = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/me/bank-account',
    {
      schema: { tags, description: 'Active payout methods, the primary one first.', response: { 200: z.array(payoutMethodSchema), 401: errorBody, 403: errorBody } },
    },
    (request) => payoutMethods.list(request.user!.id),
  );

  app.post(
    '/user/bank-account',
    {
      schema: {
        tags,
        description:
          'Adds a PayPal address or a bank account (by `kind`); the first method becomes primary. ' +
          'IBAN required in IBAN countries (and of that country), BIC outside SEPA, routing number in the US.',
        body: payoutMethodBody,
        response: { 201: payoutMethodSchema, ...failures },
      },
    },
    async (request, reply) => reply.status(201).send(await payoutMethods.create(request.user!.id, request.body)),
  );

  app.put(
    '/me/bank-account/:id',
    {
      schema: {
        tags,
        description: 'Replaces the details of a payout method and makes it the primary one.',
        params: payoutMethodIdParams,
        body: payoutMethodBody,
        response: { 200: payoutMethodSchema, ...failures },
      },
    },
    (request) => payoutMethods.edit(request.user!.id, request.params.id, request.body),
  );

  app.put(
    '/me/bank-account/:id/deactivate',
    {
      schema: {
        tags,
        description: 'Removes a payout method from the list; when it was primary, the newest remaining one becomes primary.',
        params: payoutMethodIdParams,
        response: { 200: doneResponse, ...failures },
      },
    },
    async (request) => {
      await payoutMethods.deactivate(request.user!.id, request.params.id);
      return { ok: true as const };
    },
  );
};
