import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memoizedSerializerCompiler } from '../../shared/memoized-serializer.ts';
import { errorBody, idParam, languageQuery } from '@cicerone/core/contracts/common';
import {
  cityDataSchema,
  continentDataSchema,
  countryDataSchema,
  homeSchema,
  localizedQuery,
  slugQuery,
  tourCardSchema,
  tourDetailSchema,
  tourIdParams,
  tourImageSchema,
  tourListSchema,
  toursQuery,
} from '@cicerone/core/contracts/catalog';

/** The catalogue (requirements §api.paths): public, cacheable by browsers and CDNs for a minute. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalog } = app.services;
  const tags = ['catalog'];
  const found = { 400: errorBody, 404: errorBody };

  // The services answer from caches with the same object for the same question: serialize it once.
  app.setSerializerCompiler(memoizedSerializerCompiler({ checked: app.services.config.env !== 'production' }));

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
  });

  app.get(
    '/tours',
    {
      schema: {
        tags,
        description: 'Tours matching the filters, sorted and paged. Prices are filtered and shown in `currency`.',
        querystring: toursQuery,
        // An unknown currency code is a 404 currency_not_found, as for /api/exchange-rates/{currency}.
        response: { 200: tourListSchema, ...found },
      },
    },
    (request) => catalog.listTours(request.query),
  );

  app.get(
    '/tour/:id',
    { schema: { tags, description: 'Everything about one tour for sale.', params: tourIdParams, querystring: localizedQuery, response: { 200: tourDetailSchema, ...found } } },
    (request) => catalog.tourById(request.params.id, request.query),
  );

  app.get(
    '/tour/:id/get-gallery',
    {
      schema: {
        tags,
        description: "A tour's gallery in display order.",
        params: tourIdParams,
        querystring: z.object({ language: languageQuery }),
        response: { 200: z.array(tourImageSchema), ...found },
      },
    },
    (request) => catalog.gallery(request.params.id, request.query.language),
  );

  app.get(
    '/tours-by-country/:id',
    {
      schema: {
        tags,
        description: "A country's most reviewed tours (24).",
        params: z.object({ id: idParam }),
        querystring: localizedQuery,
        response: { 200: z.array(tourCardSchema), ...found },
      },
    },
    (request) => catalog.toursByCountry(request.params.id, request.query),
  );

  app.get(
    '/featured-tours',
    { schema: { tags, description: 'The featured tours, most reviewed first.', querystring: localizedQuery, response: { 200: z.array(tourCardSchema), ...found } } },
    (request) => catalog.featuredTours(request.query),
  );

  app.get(
    '/city/data',
    { schema: { tags, description: 'A city page: the city, its tours count, rating and content.', querystring: slugQuery, response: { 200: cityDataSchema, ...found } } },
    (request) => catalog.cityData(request.query.slug, request.query.language),
  );

  app.get(
    '/country/data',
    { schema: { tags, description: 'A country page: its cities with tours, most visited first.', querystring: slugQuery, response: { 200: countryDataSchema, ...found } } },
    (request) => catalog.countryData(request.query.slug, request.query.language),
  );

  app.get(
    '/continent/data',
    { schema: { tags, description: 'A continent page: its countries with tours.', querystring: slugQuery, response: { 200: continentDataSchema, ...found } } },
    (request) => catalog.continentData(request.query.slug, request.query.language),
  );

  app.get(
    '/home',
    { schema: { tags, description: 'Everything the home page shows, in one call.', querystring: localizedQuery, response: { 200: homeSchema, ...found } } },
    (request) => catalog.home(request.query),
  );
};
