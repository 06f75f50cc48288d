import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  guideApplicationParams,
  guideApplicationSchema,
  guideApplicationsQuery,
  guideApplicationsSchema,
  guideAudioParams,
  guideDecisionSchema,
  rejectGuideBody,
} from '@cicerone/core/contracts/guide-vetting';
import { signedIn } from '../../access/signed-in.ts';
import { byteRangeOf } from '../../shared/byte-ranges.ts';
import { privateAnswer } from '../../shared/private-answers.ts';

const binary = (description: string) => z.string().register(apiSchemas, { description, format: 'binary' });

/** The answers of a route serving one private file: the file, a range of it, or why not. */
const fileResponses = (what: string) => ({ 200: binary(what), 206: binary('The range asked for.'), 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 416: errorBody });

/**
 * A private file of an application, to play or show inline: never cached by anyone else, typed by
 * what the service checked (nosniff keeps it so), and one byte range when the browser asks for it
 * (an <audio> element seeks with Range; the file is at most a few MB, read whole from the store).
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: { bytes: Uint8Array; contentType: string }) {
  const size = file.bytes.byteLength;
  const range = byteRangeOf(request.headers.range, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send({ code: 'bad_request', message: request.t('errors.bad_request') });
  }
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', 'inline')
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox");
  const bytes = range === 'whole' ? file.bytes : file.bytes.subarray(range.start, range.end + 1);
  if (range !== 'whole') reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${size}`);
  // A Buffer is sent as it is (Fastify serializes objects only); the schema documents it as binary.
  return reply.send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as string);
}

/** The back office's guide applications (requirements §lifecycles.application): the queue, one application with its files, approve and reject. */
export const guideVettingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { guideVetting } = app.services;
  const tags = ['admin'];

  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/guides',
    {
      schema: {
        tags,
        description: 'Guide applications in one recruitment status (default submitted: the queue to vet, oldest first; decisions newest first), 20 a page.',
        querystring: guideApplicationsQuery,
        response: { 200: guideApplicationsSchema, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    (request) => guideVetting.list(request.query, request.locale),
  );

  app.get(
    '/admin/guides/:id',
    {
      schema: {
        tags,
        description: 'One application in full: the applicant’s personal fields, city, languages, written answers, preferences, and the addresses of the photo and of each recorded answer.',
        params: guideApplicationParams,
        response: { 200: guideApplicationSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    (request) => guideVetting.application(request.params.id, request.locale),
  );

  app.post(
    '/admin/guides/:id/approve',
    {
      schema: {
        tags,
        description: 'Approves a submitted application: recruitment status approved, user status guide_active (the guide is offered missions from now on), a welcome e-mail in the guide’s language, logged. One decision per application: any later one is a 409.',
        params: guideApplicationParams,
        response: { 200: guideDecisionSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const application = await guideVetting.approve(request.params.id, signedIn(request.user).id, request.locale);
      return { message: request.t('admin.guides.approved', { name: `${application.firstName} ${application.lastName}` }), application };
    },
  );

  app.post(
    '/admin/guides/:id/reject',
    {
      schema: {
        tags,
        description: 'Rejects a submitted application with a reason (required), e-mailed to the applicant in their language: recruitment status rejected, user status guide_rejected, logged. One decision per application: any later one is a 409.',
        params: guideApplicationParams,
        body: rejectGuideBody,
        response: { 200: guideDecisionSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request) => {
      const application = await guideVetting.reject(request.params.id, signedIn(request.user).id, request.body.reason, request.locale);
      return { message: request.t('admin.guides.rejected', { name: `${application.firstName} ${application.lastName}` }), application };
    },
  );

  app.get(
    '/admin/guides/:id/audio/:questionKey',
    {
      schema: {
        tags,
        description: 'One recorded answer of an application, as stored privately (audio/mpeg, audio/wav, audio/ogg…); a single byte range with Range (206).',
        params: guideAudioParams,
        produces: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'],
        response: fileResponses('The recording.'),
      },
    },
    async (request, reply) => sendFile(request, reply, await guideVetting.audio(request.params.id, request.params.questionKey)),
  );

  app.get(
    '/admin/guides/:id/picture',
    {
      schema: {
        tags,
        description: 'The photo of an application (JPEG, PNG, GIF or WebP by content).',
        params: guideApplicationParams,
        produces: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
        response: fileResponses('The photo.'),
      },
    },
    async (request, reply) => sendFile(request, reply, await guideVetting.picture(request.params.id)),
  );
};
