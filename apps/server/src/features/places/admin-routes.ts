import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPlaceParams, adminPlaceSchema, adminPlacesQuery, adminPlacesSchema, adminPlaceTextParams, placeChangeBody, placeTextBody, placeTextsSchema } from '@cicerone/core/contracts/admin-places';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

const savedPlace = z.object({ place: adminPlaceSchema, changed: z.array(z.string()) });

/** The back office's cities, countries and categories (requirements §back-office.catalogue, decision 0034). */
export const placeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { places } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/places',
    {
      schema: {
        tags,
        description:
          'Cities, countries or categories (`kind`), 50 a page, named in the request’s language: `q` is the start of a name or slug, `status` active or inactive, `sort` order (their public order, default) or name, `dir` asc (default) or desc.',
        querystring: adminPlacesQuery,
        response: { 200: adminPlacesSchema, ...refused },
      },
    },
    (request) => places.list(request.query, request.locale),
  );

  app.put(
    '/admin/places/:kind/:id',
    {
      schema: {
        tags,
        description:
          'Switches a place on or off (`activated`: off, it leaves the public lists and its page answers 404), features a city on the home page (`featured`) or moves a city or category in the public order (`order`, first first). Recorded in the admin action log with the fields before and after; the public pages show it at once. `changed` names the fields that moved.',
        params: adminPlaceParams,
        body: placeChangeBody,
        response: { 200: savedPlace, ...refused, 404: errorBody },
      },
    },
    (request) => places.change(signedIn(request.user).id, request.params.kind, request.params.id, request.body, request.locale),
  );

  app.get(
    '/admin/places/:kind/:id/texts',
    {
      schema: {
        tags,
        description: 'A place’s texts in every language: a category’s title; a city’s or country’s page (the content entry city:{slug} / country:{slug} that GET /api/city/data and /api/country/cms/data read). `written: false`: the language has none and shows English.',
        params: adminPlaceParams,
        response: { 200: placeTextsSchema, ...refused, 404: errorBody },
      },
    },
    (request) => places.texts(request.params.kind, request.params.id, request.locale),
  );

  app.put(
    '/admin/places/:kind/:id/texts/:language',
    {
      schema: {
        tags,
        description: 'Writes a place’s text in one language (a category takes only `title`). Recorded in the admin action log with the text before and after; the public pages show it at once.',
        params: adminPlaceTextParams,
        body: placeTextBody,
        response: { 200: savedPlace, ...refused, 404: errorBody },
      },
    },
    (request) => places.saveText(signedIn(request.user).id, request.params.kind, request.params.id, request.params.language, request.body, request.locale),
  );
};
