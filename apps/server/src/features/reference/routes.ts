import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  activatedQuery,
  citiesPerCountryQuery,
  citiesQuery,
  citySchema,
  continentSchema,
  continentsQuery,
  countriesQuery,
  countrySchema,
  countryWithCitiesSchema,
  currencySchema,
  exchangeRateParams,
  exchangeRateSchema,
  featuredCitiesQuery,
  languageSchema,
  socialNetworkSchema,
  socialNetworksQuery,
  tourCategoriesQuery,
  tourCategorySchema,
} from '@cicerone/core/contracts/reference';

/** Reference data: public, cacheable by browsers and CDNs for a minute. */
export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reference } = app.services;
  const tags = ['reference'];
  const publicCache = 'public, max-age=60';

  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200) reply.header('cache-control', publicCache);
  });

  app.get(
    '/languages',
    { schema: { tags, querystring: activatedQuery, response: { 200: z.array(languageSchema), 400: errorBody } } },
    (request) => reference.listLanguages(request.query),
  );

  app.get(
    '/currencies',
    { schema: { tags, querystring: activatedQuery, response: { 200: z.array(currencySchema), 400: errorBody } } },
    (request) => reference.listCurrencies(request.query),
  );

  app.get(
    '/exchange-rates/:currency',
    { schema: { tags, params: exchangeRateParams, response: { 200: exchangeRateSchema, 400: errorBody, 404: errorBody } } },
    (request) => reference.exchangeRate(request.params.currency),
  );

  app.get(
    '/continents',
    { schema: { tags, querystring: continentsQuery, response: { 200: z.array(continentSchema), 400: errorBody } } },
    (request) => reference.listContinents(request.query.language),
  );

  app.get(
    '/countries',
    { schema: { tags, querystring: countriesQuery, response: { 200: z.array(countrySchema), 400: errorBody } } },
    (request) => reference.listCountries(request.query),
  );

  app.get(
    '/cities',
    {
      schema: {
        tags,
        description: 'City list and, with q (3 characters or more), the accent- and case-insensitive autocomplete.',
        querystring: citiesQuery,
        response: { 200: z.array(citySchema), 400: errorBody },
      },
    },
    (request) => reference.listCities(request.query),
  );

  app.get(
    '/featuredCities',
    { schema: { tags, querystring: featuredCitiesQuery, response: { 200: z.array(citySchema), 400: errorBody } } },
    (request) => reference.featuredCities(request.query.language),
  );

  app.get(
    '/citiesPerCountry',
    { schema: { tags, querystring: citiesPerCountryQuery, response: { 200: z.array(countryWithCitiesSchema), 400: errorBody } } },
    (request) => reference.citiesPerCountry(request.query.lang),
  );

  app.get(
    '/tourCategories',
    { schema: { tags, querystring: tourCategoriesQuery, response: { 200: z.array(tourCategorySchema), 400: errorBody } } },
    (request) => reference.tourCategories(request.query),
  );

  app.get(
    '/social-networks',
    { schema: { tags, querystring: socialNetworksQuery, response: { 200: z.array(socialNetworkSchema), 400: errorBody } } },
    (request) => reference.socialNetworks(request.query.filter),
  );
};
