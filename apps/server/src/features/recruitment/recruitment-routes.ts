import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { userIdParams } from '@cicerone/core/contracts/account-fields';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  applicantPictureParams,
  audioQuestionParams,
  cmsAnswersBody,
  pictureBody,
  preferencesBody,
  recruitmentSchema,
  recruitmentSignUpBody,
  recruitmentSignUpResponse,
  recruitmentStatusBody,
} from '@cicerone/core/contracts/recruitment';
import { privateAnswer } from '../../shared/private-answers.ts';
import { ownApplication } from './own-application.ts';
import { loggedInAnswer, requestInfo, siteCurrency } from '../accounts/auth-routes.ts';

/**
 * The recruitment wizard's JSON calls (requirements §api.paths): step 1 opens the guide's account, the others save
 * one step each of the application named by the path — the caller's own (an admin may read any;
 * the access table says so, `self`). The uploads are in upload-routes.ts.
 */
export const recruitmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recruitment } = app.services;
  const tags = ['recruitment'];
  const refusals = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

  app.addHook('onSend', privateAnswer);

  app.post(
    '/recruitment',
    {
      schema: {
        tags,
        description: 'Step 1: opens a guide account (role 3, status guide_fill_form_in_progress) with its application, and logs it in.',
        body: recruitmentSignUpBody,
        response: { 201: recruitmentSignUpResponse, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { recruitment: application, ...result } = await recruitment.apply(request.body, { ...requestInfo(request), locale: request.locale, currency: siteCurrency(request) });
      return reply.status(201).send({ ...(await loggedInAnswer(request, reply, result)), recruitment: application });
    },
  );

  app.get(
    '/recruitment/:id',
    { schema: { tags, description: 'The application, with the step the wizard resumes at.', params: userIdParams, response: { 200: recruitmentSchema, ...refusals } } },
    (request) => recruitment.view(request.params.id),
  );

  app.put(
    '/recruitment/:id/cmsAnswers',
    {
      schema: {
        tags,
        description: 'Step 3: the written answers and the five qualities, every one answered, in English, French, Spanish or Italian.',
        params: userIdParams,
        body: cmsAnswersBody,
        response: { 200: recruitmentSchema, ...refusals },
      },
    },
    (request) => recruitment.setAnswers(ownApplication(request.user, request.params.id), request.body),
  );

  app.put(
    '/recruitment/:id/preferences',
    {
      schema: { tags, description: 'Step 3: traveller types, availability and preferred tours, at least one of each.', params: userIdParams, body: preferencesBody, response: { 200: recruitmentSchema, ...refusals } },
    },
    (request) => recruitment.setPreferences(ownApplication(request.user, request.params.id), request.body),
  );

  app.put(
    '/recruitment/:id/picture',
    {
      schema: { tags, description: 'Step 2: the photo stored by POST /api/s3/uploadFile becomes the account’s picture.', params: userIdParams, body: pictureBody, response: { 200: recruitmentSchema, ...refusals } },
    },
    (request) => recruitment.setPicture(ownApplication(request.user, request.params.id), request.body.pictureUrl),
  );

  app.put(
    '/recruitment/:id/status',
    {
      schema: {
        tags,
        description: 'Step 5: submits the complete application (409 recruitment_incomplete otherwise); the admins are told by e-mail.',
        params: userIdParams,
        body: recruitmentStatusBody,
        response: { 200: recruitmentSchema, ...refusals },
      },
    },
    (request) => recruitment.submit(ownApplication(request.user, request.params.id)),
  );

  app.get(
    '/recruitment/:id/pictures/:file',
    {
      schema: {
        tags,
        description: 'One photo the applicant uploaded (POST /api/s3/uploadFile), for them or an admin (never served publicly).',
        params: applicantPictureParams,
        produces: ['image/jpeg'],
        response: { 200: z.string().register(apiSchemas, { format: 'binary' }), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await recruitment.pictureFile(request.params.id, request.params.file);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes) as unknown as string);
    },
  );

  app.get(
    '/recruitment/:id/audio/:questionKey',
    {
      schema: {
        tags,
        description: 'One audio answer, for its guide or an admin (never served publicly).',
        params: audioQuestionParams,
        produces: ['audio/mpeg', 'audio/wav', 'audio/ogg', 'audio/webm'],
        response: { 200: z.string().register(apiSchemas, { format: 'binary' }), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await recruitment.audioFile(request.params.id, request.params.questionKey);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(Buffer.from(file.bytes) as unknown as string);
    },
  );
};
