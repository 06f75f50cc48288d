import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { cruiseCompanySchema } from '@cicerone/core/contracts/cruises';

/** The cruise request form's two selects (requirements §api.paths): companies in service, each with its ships in service. */
export const cruiseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cruises } = app.services;

  app.get(
    '/cruises-ships',
    {
      schema: {
        tags: ['reference'],
        description: 'Cruise companies in service, by name, each with its ships in service, by name (companies without one are left out).',
        response: { 200: z.array(cruiseCompanySchema), 400: errorBody },
      },
    },
    () => cruises.companiesWithShips(),
  );
};
