import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { loginHistoryQuery, loginHistorySchema } from '@cicerone/core/contracts/account-history';
import { userIdParams } from '@cicerone/core/contracts/account-fields';

/** GET /api/user/{id}/login-history (requirements §screens.account Login history, §api.paths). */
export const loginHistoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { loginHistory } = app.services;

  app.get(
    '/user/:id/login-history',
    {
      schema: {
        tags: ['accounts'],
        description: 'Logins of the account, newest first, 10 a page by default (pageSize up to 50).',
        params: userIdParams,
        querystring: loginHistoryQuery,
        response: { 200: loginHistorySchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return loginHistory.page(request.params.id, request.query);
    },
  );
};
