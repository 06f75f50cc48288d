import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTourChangeSchema,
  adminTourCreateBody,
  adminTourDetailsBody,
  adminTourParams,
  adminTourPublishBody,
  adminTourSchema,
  adminToursQuery,
  adminToursSchema,
  adminTourTextBody,
  adminTourTextParams,
} from '@cicerone/core/contracts/admin-tours';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's tours (requirements §back-office.catalogue): list, create, edit details and texts, publish; each write one audit line. */
export const tourEditingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tourEditing } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody };
  const changeAnswer = { 200: adminTourChangeSchema, ...refused, 404: errorBody, 409: errorBody };

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/tours',
    {
      schema: {
        tags,
        description: 'Tours, published or not, 50 a page: `q` is part of a title in any language or of the slug (accents and case ignored); `city` a city slug; sorted by `sort` (created, slug, reviews, rating) and `dir`. Titles and cities in the request’s language where the tour has them, else English.',
        querystring: adminToursQuery,
        response: { 200: adminToursSchema, ...refused },
      },
    },
    (request) => tourEditing.list(request.query, request.locale),
  );

  app.post(
    '/admin/tours',
    {
      schema: {
        tags,
        description: 'Creates an unpublished tour with its details (prices in EUR cents per duration and group-size band) and English texts. 400 tour_city_unknown for a city slug not in the reference data.',
        body: adminTourCreateBody,
        response: { 201: adminTourChangeSchema, ...refused },
      },
    },
    async (request, reply) => {
      const created = await tourEditing.create(signedIn(request.user).id, request.body);
      return reply.code(201).send({ message: request.t('admin.tours.created', { title: request.body.english.title }), ...created });
    },
  );

  app.get(
    '/admin/tours/:id',
    { schema: { tags, description: 'A tour as the back office edits it: details, texts per language, what it lacks to be published.', params: adminTourParams, response: { 200: adminTourSchema, ...refused, 404: errorBody } } },
    (request) => tourEditing.get(request.params.id),
  );

  app.put(
    '/admin/tours/:id',
    {
      schema: { tags, description: 'Replaces a tour’s details (everything but its texts); `changed` names the fields that moved, and the audit line keeps them before and after.', params: adminTourParams, body: adminTourDetailsBody, response: changeAnswer },
    },
    async (request) => {
      const change = await tourEditing.changeDetails(signedIn(request.user).id, request.params.id, request.body);
      return { message: request.t(change.changed.length > 0 ? 'admin.tours.saved' : 'admin.tours.unchanged'), ...change };
    },
  );

  app.put(
    '/admin/tours/:id/texts/:language',
    { schema: { tags, description: 'Writes one language’s texts of a tour (adds the language when new).', params: adminTourTextParams, body: adminTourTextBody, response: changeAnswer } },
    async (request) => {
      const change = await tourEditing.changeText(signedIn(request.user).id, request.params.id, request.params.language, request.body);
      return { message: request.t(change.changed.length > 0 ? 'admin.tours.saved' : 'admin.tours.unchanged'), ...change };
    },
  );

  app.put(
    '/admin/tours/:id/published',
    {
      schema: {
        tags,
        description: 'Publishes (on the public pages, for sale) or unpublishes a tour. 409 tour_needs_prices while no duration is priced for every group size the tour takes, 409 tour_needs_english_text without English texts.',
        params: adminTourParams,
        body: adminTourPublishBody,
        response: changeAnswer,
      },
    },
    async (request) => {
      const change = await tourEditing.setPublished(signedIn(request.user).id, request.params.id, request.body.published);
      return { message: request.t(request.body.published ? 'admin.tours.publishedNow' : 'admin.tours.unpublishedNow'), ...change };
    },
  );
};
