import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdParams } from '@cicerone/core/contracts/account-fields';
import { errorBody } from '@cicerone/core/contracts/common';
import { recruitmentSchema, uploadedFileSchema } from '@cicerone/core/contracts/recruitment';
import { AppError } from '@cicerone/core/errors';
import { audioQuestions, type AudioQuestion } from '@cicerone/core/guides/recruitment-form';
import { uploads } from '@cicerone/core/uploads';
import { readFileField, refuseDeclaredOversize, uploadError } from '../../shared/uploads.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { ownApplication } from './own-application.ts';
import { signedIn } from '../../access/signed-in.ts';

/** The audio answer's question: a form field sent before the file (or ?questionKey=), so the file can stream straight through. */
function questionKeyOf(value: unknown): AudioQuestion {
  if (typeof value === 'string' && (audioQuestions as readonly string[]).includes(value)) return value as AudioQuestion;
  throw new AppError('validation_failed', { field: 'questionKey' });
}

/** The length a browser's recorder timed (whole milliseconds), sent with its WebM, which does not carry it (decision 0020). */
function recordedMsOf(value: unknown): number | null {
  if (value === undefined) return null;
  if (typeof value === 'string' && /^\d{1,7}$/.test(value)) return Number(value);
  throw new AppError('validation_failed', { field: 'durationMs' });
}

const multipartBody = { consumes: ['multipart/form-data'] };

/**
 * The recruitment wizard's uploads (requirements §rules.uploads, §api.paths): the photo (POST /api/s3/uploadFile, then PUT
 * …/picture with its address) and the five audio answers (PUT …/audio). The multipart parser
 * lives in this plugin's scope only: the rest of the API takes JSON.
 */
export const recruitmentUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recruitment } = app.services;
  const tags = ['recruitment'];

  // Limits for the largest kind here; each route then holds its own kind to its own limit.
  await app.register(multipart, { limits: { fileSize: uploads.audio.maxBytes + 1, files: 1, fields: 3, parts: 4 } });
  app.addHook('onSend', privateAnswer);

  app.post(
    '/s3/uploadFile',
    {
      onRequest: refuseDeclaredOversize('picture'),
      schema: {
        tags,
        description: 'Stores a photo of the caller’s (multipart, one file field `file`: PNG, JPG or GIF by content, at most 10 MB), turned upright, resized to 800 px and without EXIF, as a private JPEG served at fileUrl to its owner and the admins only.',
        ...multipartBody,
        response: { 201: uploadedFileSchema, 400: errorBody, 401: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const stored = await recruitment.storePicture(signedIn(request.user).id, await readFileField(request, 'picture'));
      return reply.status(201).send({ success: true as const, ...stored, newGalleryEntry: { path: stored.fileUrl } });
    },
  );

  app.put(
    '/recruitment/:id/audio',
    {
      onRequest: refuseDeclaredOversize('audio'),
      schema: {
        tags,
        description: `Step 4: one audio answer (multipart: field \`questionKey\` (${audioQuestions.join(', ')}), for a browser's recording field \`durationMs\` (the length its recorder timed, as WebM does not carry it), then file \`audio\`: mp3, wav, ogg or a browser's WebM recording by content, at most 10 MB, 3 s to 3 min), streamed to the private store; a new answer replaces the old.`,
        ...multipartBody,
        params: userIdParams,
        response: { 200: recruitmentSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request) => {
      const userId = ownApplication(request.user, request.params.id);
      let questionKey: unknown = (request.query as { questionKey?: unknown } | undefined)?.questionKey;
      let recordedMs: unknown;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'questionKey') questionKey = part.value;
            if (part.fieldname === 'durationMs') recordedMs = part.value;
            continue;
          }
          if (part.fieldname !== 'audio' && part.fieldname !== 'file') throw new AppError('validation_failed', { field: 'audio' });
          return await recruitment.setAudio(userId, questionKeyOf(questionKey), part.file, recordedMsOf(recordedMs));
        }
      } catch (error) {
        throw uploadError('audio', error);
      }
      throw new AppError('validation_failed', { field: 'audio' });
    },
  );
};
