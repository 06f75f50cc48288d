import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { doneResponse } from '@cicerone/core/contracts/accounts';
import { addressBody, addressIdParams, addressSchema } from '@cicerone/core/contracts/account-addresses';
import { userIdParams } from '@cicerone/core/contracts/account-fields';
import { privateAnswer } from '../../shared/private-answers.ts';

/** A person's postal addresses (requirements §screens.account Address, §lifecycles.addresses, §api.paths). Address ids of other people answer 404. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const { addresses } = app.services;
  const tags = ['accounts'];
  const failures = { 400: errorBody, 401: errorBody, 404: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/user/:id/addresses',
    {
      schema: {
        tags,
        description: 'Active addresses, the primary one first.',
        params: userIdParams,
        response: { 200: z.array(addressSchema), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => addresses.list(request.params.id),
  );

  app.post(
    '/addresses',
    {
      schema: { tags, description: 'Adds an address; the first one becomes primary.', body: addressBody, response: { 201: addressSchema, ...failures } },
    },
    async (request, reply) => reply.status(201).send(await addresses.create(request.user!.id, request.body)),
  );

  app.put(
    '/addresses/:id/edit-address',
    {
      schema: { tags, description: 'Replaces the fields of an address.', params: addressIdParams, body: addressBody, response: { 200: addressSchema, ...failures } },
    },
    (request) => addresses.edit(request.user!.id, request.params.id, request.body),
  );

  app.delete(
    '/addresses/:id/remove-address',
    {
      schema: {
        tags,
        description: 'Deactivates an address; when it was primary, the newest remaining address becomes primary.',
        params: addressIdParams,
        response: { 200: doneResponse, ...failures },
      },
    },
    async (request) => {
      await addresses.remove(request.user!.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.put(
    '/addresses/:id/set-primary',
    {
      schema: { tags, description: 'Makes this address the only primary one.', params: addressIdParams, response: { 200: addressSchema, ...failures } },
    },
    (request) => addresses.setPrimary(request.user!.id, request.params.id),
  );
};
