import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { quoteListSchema, quoteReferenceParams, quoteRequestBody, quoteSchema, quoteSubmittedSchema, quoteTokenQuery } from '@cicerone/core/contracts/quotes';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

/** Quotes (requirements §lifecycles.quote): a request for a service, the traveller's requests, and their answer to an offer. */
export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { quotes } = app.services;
  const tags = ['quotes'];

  app.addHook('onSend', privateAnswer);

  app.post(
    '/quotes',
    {
      schema: {
        tags,
        description:
          'Asks for a quote: one contract per `kind` (airport-pickup, transfer, business-trip, cruise, general with a contact reason such as safari). Every field is checked again here (spec §5: customer name, flight number, terminal, company name, phone, e-mail). ' +
          'The traveller is e-mailed the reference (a visitor also the link that follows the request: `token`), the team is told. Limited per address and per e-mail (429 with Retry-After).',
        body: quoteRequestBody,
        response: { 201: quoteSubmittedSchema, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const submitted = await quotes.submit(request.body, { user: request.user, ip: request.ip, locale: request.locale });
      return reply.status(201).send({ reference: submitted.reference, status: submitted.status, token: request.user ? null : submitted.token });
    },
  );

  app.get(
    '/me/quotes',
    { schema: { tags, description: 'The caller’s requests for a quote, newest first, with their offers.', response: { 200: quoteListSchema, 401: errorBody } } },
    (request) => quotes.mine(signedIn(request.user).id),
  );

  app.get(
    '/quotes/:reference',
    {
      schema: {
        tags,
        description: 'One request and its offer: the caller’s own, or anyone’s holding the link’s `token`. Another’s is 404.',
        params: quoteReferenceParams,
        querystring: quoteTokenQuery,
        response: { 200: quoteSchema, 400: errorBody, 404: errorBody },
      },
    },
    (request) => quotes.show(request.params.reference, { userId: request.user?.id ?? null, token: request.query.token }),
  );

  app.put(
    '/quotes/:reference/accept',
    {
      schema: {
        tags,
        description:
          'Accepts the offer while valid: it becomes one item of the caller’s cart, paid through the checkout like a tour (card, bank transfer, coins, agent discount). Accepting again answers the same item; an offer past its validity is 409 quote_offer_expired, a declined or expired one 409 quote_status_conflict. A visitor signs in first and passes the link’s `token`: the request becomes theirs.',
        params: quoteReferenceParams,
        querystring: quoteTokenQuery,
        response: { 200: quoteSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => quotes.accept(request.params.reference, signedIn(request.user), request.query.token),
  );

  app.put(
    '/quotes/:reference/decline',
    {
      schema: {
        tags,
        description: 'Declines the offer (the caller’s own request, or with the link’s `token`). 409 once accepted, declined or expired.',
        params: quoteReferenceParams,
        querystring: quoteTokenQuery,
        response: { 200: quoteSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    (request) => quotes.decline(request.params.reference, { userId: request.user?.id ?? null, token: request.query.token }),
  );
};
