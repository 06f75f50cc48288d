import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { addedReviewSchema, adminReviewPageSchema, adminReviewsQuery, hideReviewBody } from '@cicerone/core/contracts/reviews';
import { idParam } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's reviews (requirements §rules.reviews): all of them newest first, and hiding one with a reason. */
export const reviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewWriting } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        description: 'Every review, newest first, 20 a page, with its booking reference and, when hidden, when and why.',
        querystring: adminReviewsQuery,
        response: { 200: adminReviewPageSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => reviewWriting.admin.page({ page: request.query.page, language: request.locale }),
  );

  app.post(
    '/admin/reviews/:id/hide',
    {
      schema: {
        tags,
        description: 'Hides a review with a reason (logged): it leaves every public list and its tour’s rating and count at once. A review hidden already is a 409.',
        params: z.object({ id: idParam }),
        body: hideReviewBody,
        response: { 200: addedReviewSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => reviewWriting.hide(signedIn(request.user).id, request.params.id, request.body.reason),
  );
};
