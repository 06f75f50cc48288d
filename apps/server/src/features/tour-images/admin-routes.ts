import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { adminTourGallerySchema, adminTourImageSchema, tourGalleryParams, tourImageAltBody, tourImageOrderBody, tourImageParams } from '@cicerone/core/contracts/tour-images';
import { AppError } from '@cicerone/core/errors';
import { uploads } from '@cicerone/core/uploads';
import { signedIn } from '../../access/signed-in.ts';
import { privateAnswer } from '../../shared/private-answers.ts';
import { oneFileLimits, refuseDeclaredOversize, uploadError } from '../../shared/uploads.ts';

/** A tour's gallery in the back office (requirements §back-office.catalogue, decision 0032); the multipart parser lives in this plugin's scope only. */
export const tourImageAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tourImages } = app.services;
  const tags = ['admin'];
  const refused = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
  const megabytes = uploads.tourImage.maxBytes / 1024 / 1024;

  await app.register(multipart, oneFileLimits('tourImage'));
  app.addHook('onSend', privateAnswer);

  app.get(
    '/admin/tours/:id/images',
    { schema: { tags, description: 'A tour (activated or not) with its photos in their order, their files and their alternative texts per language.', params: tourGalleryParams, response: { 200: adminTourGallerySchema, ...refused } } },
    (request) => tourImages.gallery(request.params.id, request.locale),
  );

  app.post(
    '/admin/tours/:id/images',
    {
      onRequest: refuseDeclaredOversize('tourImage'),
      schema: {
        tags,
        description: `Adds a photo at the end of the tour's gallery (multipart/form-data, one file field \`file\`: JPEG, PNG, WebP or AVIF by content, at most ${megabytes} MB). It is kept as AVIF and WebP at up to three widths (400, 800, 1600 px, never enlarged) without its metadata.`,
        consumes: ['multipart/form-data'],
        params: tourGalleryParams,
        response: { 201: adminTourImageSchema, ...refused, 413: errorBody, 415: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const adminId = signedIn(request.user).id;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new AppError('validation_failed', { field: 'file' });
        return reply.status(201).send(await tourImages.upload(adminId, request.params.id, part.file));
      } catch (error) {
        throw uploadError('tourImage', error);
      }
    },
  );

  app.put(
    '/admin/tours/:id/images/order',
    {
      schema: {
        tags,
        description: "Puts the tour's photos in a new order: `order` names every photo of the tour once (409 tour_image_order_mismatch otherwise).",
        params: tourGalleryParams,
        body: tourImageOrderBody,
        response: { 200: z.array(adminTourImageSchema), ...refused, 409: errorBody },
      },
    },
    (request) => tourImages.reorder(signedIn(request.user).id, request.params.id, request.body.order),
  );

  app.put(
    '/admin/tours/:id/images/:imageId/alt',
    {
      schema: {
        tags,
        description: "Sets a photo's alternative text in the languages given (an empty text removes the language's own: the page then reads the tour's title).",
        params: tourImageParams,
        body: tourImageAltBody,
        response: { 200: adminTourImageSchema, ...refused },
      },
    },
    (request) => tourImages.setAlt(signedIn(request.user).id, request.params.id, request.params.imageId, request.body),
  );

  app.delete(
    '/admin/tours/:id/images/:imageId',
    { schema: { tags, description: "Removes a photo from the tour's gallery, and its files unless another gallery shows the same photo.", params: tourImageParams, response: { 204: z.null(), ...refused } } },
    async (request, reply) => {
      await tourImages.remove(signedIn(request.user).id, request.params.id, request.params.imageId);
      return reply.status(204).send(null);
    },
  );
};
