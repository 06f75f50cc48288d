import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { adminQuotesQuery, quoteListSchema, quoteOfferBody, quoteReferenceParams, quoteSchema } from '@cicerone/core/contracts/quotes';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** The back office's quotes (requirements §lifecycles.quote): the requests, and the offer that answers one. */
export const quoteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/quotes',
    {
      schema: { tags, description: 'Requests for a quote, newest first (200 at most), of one `status` or all.', querystring: adminQuotesQuery, response: { 200: quoteListSchema, 400: errorBody, 401: errorBody, 403: errorBody } },
    },
    (request) => quotes.admin.list(request.query.status),
  );

  app.get(
    '/admin/quotes/:reference',
    { schema: { tags, description: 'One request with its offer.', params: quoteReferenceParams, response: { 200: quoteSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } } },
    (request) => quotes.admin.show(request.params.reference),
  );

  app.put(
    '/admin/quotes/:reference/offer',
    {
      schema: {
        tags,
        description:
          'Answers a request with its offer: `amount` in minor units of the traveller’s currency, what is `included`, valid until the end of `validUntil` (UTC; never past the service’s start); free cancellation up to 48 h before the start, none after. The traveller is e-mailed. Once per request: 409 quote_status_conflict after.',
        params: quoteReferenceParams,
        body: quoteOfferBody,
        response: { 200: quoteSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => quotes.admin.offer(request.params.reference, signedIn(request.user).id, request.body),
  );
};
