import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDashboardSchema } from '@cicerone/core/contracts/admin-dashboard';
import { errorBody } from '@cicerone/core/contracts/common';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's dashboard (requirements §back-office.dashboard). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { adminDashboard } = app.services;

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin'],
        description:
          'The dashboard: bookings paid in the last 30 days (company clock, Europe/Paris) and not cancelled, per day and currency, with their revenue in minor units; today’s tours with their guide; the queues that need a person with their count, the start of their oldest item’s wait, and `late` when it waited past the spec’s promise (24 h for a business account).',
        response: { 200: adminDashboardSchema, 401: errorBody, 403: errorBody },
      },
    },
    (request) => adminDashboard.read(request.locale),
  );
};
