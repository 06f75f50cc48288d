import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '@cicerone/core/contracts/common';
import { cityReviewsQuery, randomReviewsQuery, reviewPageSchema, reviewSchema, tourReviewsQuery } from '@cicerone/core/contracts/catalog';

/** Travellers' reviews (requirements §api.paths). Public; a minute of browser caching is fine for what visitors read. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;
  const tags = ['reviews'];

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });

  app.get(
    '/reviews/:tourId',
    {
      schema: {
        tags,
        description: 'Reviews of a tour, those in the requested language first (totalInLanguage says how many), newest first, 5 a page.',
        params: z.object({ tourId: idParam }),
        querystring: tourReviewsQuery,
        response: { 200: reviewPageSchema, 400: errorBody, 404: errorBody },
      },
    },
    (request) => reviews.forTour(request.params.tourId, request.query),
  );

  app.get(
    '/reviews-by-city',
    {
      schema: {
        tags,
        description: 'Reviews of the tours of a city, those in the requested language first (totalInLanguage says how many), newest first.',
        querystring: cityReviewsQuery,
        response: { 200: reviewPageSchema, 400: errorBody, 404: errorBody },
      },
    },
    (request) => reviews.byCity(request.query),
  );

  app.get(
    '/get-random-reviews',
    {
      schema: {
        tags,
        description: 'Glowing reviews picked at random, in the language when there are enough.',
        querystring: randomReviewsQuery,
        response: { 200: z.array(reviewSchema), 400: errorBody },
      },
    },
    (request) => reviews.random(request.query),
  );
};
