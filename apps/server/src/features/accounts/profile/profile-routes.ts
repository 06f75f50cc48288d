import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { meSchema } from '@cicerone/core/contracts/accounts';
import { accountUpdateBody, userUpdateBody } from '@cicerone/core/contracts/account-profile';
import { userIdParams } from '@cicerone/core/contracts/account-fields';
import { privateAnswer } from '../../../shared/private-answers.ts';

/** The account information form and the picture/status call (requirements §screens.account Account, §api.paths). */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profile } = app.services;
  const tags = ['accounts'];

  app.addHook('onSend', privateAnswer);

  app.put(
    '/me',
    {
      schema: {
        tags,
        description:
          'Updates the account information: fields present change, null or "" clears one, absent ones stay. ' +
          'Role, status, e-mail, coins and business status are not set here and are ignored.',
        body: accountUpdateBody,
        response: { 200: meSchema, 400: errorBody, 401: errorBody },
      },
    },
    (request) => profile.updateAccount(request.user!.id, request.body),
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags,
        description: 'Sets the picture (the owner or an admin) or the status (admins only; anyone else gets 403 and nothing changes).',
        params: userIdParams,
        body: userUpdateBody,
        response: { 200: meSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => profile.updateUser(request.user!, request.params.id, request.body),
  );
};
