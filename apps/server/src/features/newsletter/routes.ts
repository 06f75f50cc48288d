import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { privateAnswer } from '../../shared/private-answers.ts';
import { newsletterCounts, newsletterStatusAnswer, newsletterSubscribeBody, newsletterSubscribed, newsletterTokenBody } from '@cicerone/core/contracts/contact';

/** What a mail client's one-click POST may carry (RFC 8058 §3.1): it says nothing the token does not. */
const oneClickTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The footer's subscription, the confirmation link and the way off the list (requirements §api.paths 'newsletter: implied'). */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;
  const tags = ['newsletter'];

  app.post(
    '/newsletter',
    {
      schema: {
        tags,
        description: 'Subscribes an address with double opt-in: a confirmation link is mailed (valid 7 days). The answer is the same whether or not the address is already on the list. Limited per address and per network address (429).',
        body: newsletterSubscribeBody,
        response: { 202: newsletterSubscribed, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { locale, currency } = request.body;
      return reply.status(202).send(await newsletter.subscribe({ email: request.body.email, locale, currency }, { ip: request.ip, locale: request.locale }));
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      schema: {
        tags,
        description: 'Confirms a subscription with the mailed token (once, within 7 days) and sends the welcome mail; 400 link_invalid otherwise.',
        body: newsletterTokenBody,
        response: { 200: newsletterStatusAnswer, 400: errorBody },
      },
    },
    (request) => newsletter.confirm(request.body.token),
  );

  // The one-click address of every newsletter mail's List-Unsubscribe header: mail clients POST to it
  // with a form body of their own choosing (`List-Unsubscribe=One-Click`), which is read and ignored.
  await app.register(async (scope) => {
    const oneClick = scope.withTypeProvider<ZodTypeProvider>();
    oneClick.addContentTypeParser(oneClickTypes, { parseAs: 'string', bodyLimit: 4096 }, (_request, _body, done) => done(null, undefined));
    oneClick.post(
      '/newsletter/unsubscribe',
      {
        schema: {
          tags,
          description: 'Takes an address off the list (RFC 8058 one-click: the List-Unsubscribe-Post of every newsletter mail). The token is the one in the mail’s unsubscribe link; a second call answers the same; 400 link_invalid for an unknown token.',
          querystring: newsletterTokenBody,
          response: { 200: newsletterStatusAnswer, 400: errorBody },
        },
      },
      (request) => newsletter.unsubscribe(request.query.token),
    );
  });
};

/** The back office's view of the list (requirements §lifecycles.newsletter): counts per language and the confirmed addresses as CSV. */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;
  const tags = ['admin'];
  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/newsletter',
    {
      schema: {
        tags,
        description: 'Newsletter addresses: confirmed and pending counts, and the confirmed ones per language.',
        response: { 200: newsletterCounts, 401: errorBody, 403: errorBody },
      },
    },
    () => newsletter.counts(),
  );

  app.get(
    '/admin/newsletter/subscribers.csv',
    {
      schema: { tags, description: 'The confirmed addresses as CSV (email, language, confirmed_at), for a mailing tool.', produces: ['text/csv'], response: { 200: z.string().register(apiSchemas, { description: 'text/csv' }), 401: errorBody, 403: errorBody } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(await newsletter.exportCsv()),
  );
};
