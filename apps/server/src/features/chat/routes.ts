import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { errorBody } from '@cicerone/core/contracts/common';
import { chatConversationSchema, chatEmailBody, chatMessageBody, chatMessageSchema, chatStreamQuery } from '@cicerone/core/contracts/chat';
import { currencyCookie } from '@cicerone/core/preferences';
import { privateAnswer } from '../../shared/private-answers.ts';
import { chatOwnerOf } from './chat-owner.ts';
import { resumeAfter, streamMessages } from './event-stream.ts';

const okBody = z.object({ message: z.string() });

/**
 * The support chat's owner side (requirements §screens.chat): a visitor (chat cookie) or a signed-in user reads
 * their conversation, writes, follows the team's replies live, and leaves an address when nobody
 * answers. Nobody can name another conversation: each call acts on the caller's own.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat, config } = app.services;
  const deps = { chat, publicUrl: config.publicUrl };
  const tags = ['chat'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/chat/conversation',
    {
      schema: {
        tags,
        description: 'The caller’s support conversation (their account’s, else their chat cookie’s) with its latest 200 messages; conversation null before their first message.',
        response: { 200: chatConversationSchema, 401: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await chatOwnerOf(request, reply, deps);
      return { conversation: owner ? await chat.view(owner) : null };
    },
  );

  app.post(
    '/chat/messages',
    {
      schema: {
        tags,
        description: 'Writes to the support team (1–2,000 characters of text); the first message opens the conversation and gives a visitor the httpOnly chat cookie. 429 too_many_requests past 20 messages a minute.',
        body: chatMessageBody,
        response: { 201: chatMessageSchema, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await chatOwnerOf(request, reply, deps, true);
      if (!owner) throw new Error('a chat owner is always created for a message');
      const currency = request.cookies[currencyCookie];
      const message = await chat.post(owner, request.body.body, {
        locale: request.locale,
        currency: currency && /^[A-Z]{3}$/.test(currency) ? currency : 'EUR',
        ip: request.ip,
        userId: request.user?.id ?? null,
      });
      return reply.code(201).send(message);
    },
  );

  app.put(
    '/chat/email',
    {
      schema: {
        tags,
        description: 'With nobody answering, leaves the address the team’s replies are mailed to. 404 before a first message.',
        body: chatEmailBody,
        response: { 200: okBody, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await chatOwnerOf(request, reply, deps);
      await chat.leaveEmail(owner, request.body.email);
      return { message: request.t('chat.panel.emailSaved', { email: request.body.email }) };
    },
  );

  app.get(
    '/chat/stream',
    {
      compress: false,
      schema: {
        tags,
        description:
          'Server-sent events (text/event-stream): each new message of the caller’s conversation, either side’s, as `event: message` with the ChatMessage as data and its id as the event id; resumes after `after` or Last-Event-ID. 404 before a first message.',
        querystring: chatStreamQuery,
        response: { 200: z.string().register(apiSchemas, { description: 'text/event-stream' }), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await chatOwnerOf(request, reply, deps);
      const conversationId = await chat.streamOf(owner);
      return streamMessages(request, reply, chat, conversationId, resumeAfter(request, request.query.after));
    },
  );
};
