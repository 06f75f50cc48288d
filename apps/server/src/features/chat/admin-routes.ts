import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { errorBody } from '@cicerone/core/contracts/common';
import { chatConversationParams, chatInboxSchema, chatMessageBody, chatMessageSchema, chatReadBody, chatStreamQuery, chatTeamConversationSchema } from '@cicerone/core/contracts/chat';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { resumeAfter, streamMessages } from './event-stream.ts';

/** The back office's support inbox (requirements §screens.chat): every conversation, answered by the team. */
export const chatAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { chat } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/chat/conversations',
    { schema: { tags, description: 'The support inbox: the 100 most recent conversations, each with its owner, last message and the owner’s messages the team has not read.', response: { 200: chatInboxSchema, 401: errorBody, 403: errorBody } } },
    async () => ({ conversations: await chat.inbox() }),
  );

  app.get(
    '/admin/chat/conversations/:id',
    {
      schema: { tags, description: 'One conversation: its latest 200 messages, its owner and the owner’s bookings.', params: chatConversationParams, response: { 200: chatTeamConversationSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    },
    async (request) => chat.forTeam(request.params.id),
  );

  app.post(
    '/admin/chat/conversations/:id/messages',
    {
      schema: {
        tags,
        description: 'The team answers (1–2,000 characters of text); the conversation counts as read up to the reply, which is also mailed when its owner left an address.',
        params: chatConversationParams,
        body: chatMessageBody,
        response: { 201: chatMessageSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await chat.reply(signedIn(request.user).id, request.params.id, request.body.body)),
  );

  app.put(
    '/admin/chat/conversations/:id/read',
    {
      schema: { tags, description: 'The team has read the conversation up to this message (never backwards).', params: chatConversationParams, body: chatReadBody, response: { 204: z.null(), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody } },
    },
    async (request, reply) => {
      await chat.markRead(request.params.id, request.body.messageId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/chat/stream',
    {
      compress: false,
      schema: {
        tags,
        description: 'Server-sent events (text/event-stream): every new message of every conversation, as `event: message` with the ChatMessage (and its conversationId) as data and its id as the event id; resumes after `after` or Last-Event-ID.',
        querystring: chatStreamQuery,
        response: { 200: z.string().register(apiSchemas, { description: 'text/event-stream' }), 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request, reply) => streamMessages(request, reply, chat, null, resumeAfter(request, request.query.after)),
  );
};
