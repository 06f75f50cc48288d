import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { airportSchema, airportSearchQuery } from '@cicerone/core/contracts/airports';
import { errorBody } from '@cicerone/core/contracts/common';

/** The airport autocomplete of the pickup form (requirements §api.paths): public, and the same answer for a day. */
export const airportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { airports } = app.services;

  app.get(
    '/airports/search',
    {
      schema: {
        tags: ['reference'],
        description:
          'Airports with scheduled service matching `query` (3 characters or more: an IATA code, or part of the name or of the city; accents and case ignored). The airport whose code is `query` comes first, the others by name; `limit` 1–10 (default 10), more is refused.',
        querystring: airportSearchQuery,
        response: { 200: z.array(airportSchema), 400: errorBody },
      },
    },
    async (request, reply) => {
      // The list changes only with a release (the dataset is a package).
      reply.header('cache-control', 'public, max-age=86400');
      return airports.search(request.query);
    },
  );
};
