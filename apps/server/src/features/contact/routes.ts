import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, contactSent } from '@cicerone/core/contracts/contact';
import { errorBody } from '@cicerone/core/contracts/common';
import { signedIn } from '../../access/signed-in.ts';

/**
 * The contact forms' calls: our own POST /api/contact and /api/contact-pro instead of the spec's
 * POST /api/mailjet/send-email {from, to, subject, body, html}, which let the caller choose the
 * recipient. The body has no recipient, and any field it does not name (`to`…) is refused.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const { contact } = app.services;
  const tags = ['contact'];
  const response = { 201: contactSent, 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody };

  app.post(
    '/contact',
    {
      schema: {
        tags,
        description: 'A message to the team (spec §2 /contact): stored, mailed to the team’s address, and acknowledged to the sender in their language. Limited per address and per network address (429).',
        body: contactBody,
        response,
      },
    },
    async (request, reply) => {
      const sent = await contact.send('contact', request.body, { ip: request.ip, locale: request.locale, userId: request.user?.id ?? null });
      return reply.status(201).send(sent);
    },
  );

  app.post(
    '/contact-pro',
    {
      schema: {
        tags,
        description: 'A validated business account’s or an approved guide’s message to its manager (spec §6), else to the team’s address; 403 for any other account; acknowledged like /contact.',
        body: contactBody,
        response,
      },
    },
    async (request, reply) => {
      const sent = await contact.send('contact_pro', request.body, { ip: request.ip, locale: request.locale, userId: signedIn(request.user).id });
      return reply.status(201).send(sent);
    },
  );
};
