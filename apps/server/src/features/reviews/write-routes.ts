import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MultipartFile } from '@fastify/multipart';
import { z } from 'zod';
import { apiSchemas } from '@cicerone/core/contracts/api-schemas';
import { errorBody } from '@cicerone/core/contracts/common';
import { addedReviewSchema, addReviewFields, canCommentParams, canCommentSchema, reviewPhotoParams } from '@cicerone/core/contracts/reviews';
import { AppError } from '@cicerone/core/errors';
import { reviewRules } from '@cicerone/core/reviews/review-rules';
import { uploadEnvelopeBytes, uploads } from '@cicerone/core/uploads';
import { signedIn } from '../../access/signed-in.ts';
import { readUpload, uploadError } from '../../shared/uploads.ts';

const photoRule = uploads.reviewPhoto;
/** The largest body a review can need: five photos at their limit and the text fields. */
const maxBodyBytes = reviewRules.maxPhotos * photoRule.maxBytes + uploadEnvelopeBytes;

/**
 * Writing reviews (requirements §rules.reviews, §api.paths): whether a booking may be reviewed, and adding the review
 * with its photos (multipart: the fields first, then up to five `photos` files). The multipart
 * parser lives in this plugin's scope only. Photos are served here too, while their review is visible.
 */
export const reviewWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviewWriting } = app.services;
  const tags = ['reviews'];

  // One byte over a photo's limit is enough to know; the text fields are short.
  await app.register(multipart, { limits: { fileSize: photoRule.maxBytes + 1, files: reviewRules.maxPhotos + 1, fields: 8, fieldSize: 8 * 1024, parts: reviewRules.maxPhotos + 9 } });

  app.get(
    '/reviews/can-comment/:tourId/:bookingId',
    {
      schema: {
        tags,
        description: 'Whether the caller may review this booking of this tour: their own, completed, not reviewed yet; else why not (booking_not_found, booking_not_completed, already_reviewed).',
        params: canCommentParams,
        response: { 200: canCommentSchema, 400: errorBody, 401: errorBody },
      },
    },
    (request) => reviewWriting.canComment(signedIn(request.user).id, request.params.tourId, request.params.bookingId),
  );

  app.post(
    '/reviews/add',
    {
      onRequest: async (request) => {
        if (Number(request.headers['content-length']) > maxBodyBytes) throw new AppError(photoRule.tooLarge);
      },
      schema: {
        tags,
        description: `Adds the caller's review of their completed booking, once (multipart: fields tourId, bookingId, rating 1–5, title (optional, ${reviewRules.titleMax} characters), body (${reviewRules.bodyMin}–${reviewRules.bodyMax}), then up to ${reviewRules.maxPhotos} files \`photos\`: JPEG, PNG or WebP by content, 10 MB each, stored resized without metadata). The review is written in the request's language; the tour's rating and count answer as they now are.`,
        consumes: ['multipart/form-data'],
        response: { 201: addedReviewSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 413: errorBody, 415: errorBody },
      },
    },
    async (request, reply) => {
      const userId = signedIn(request.user).id;
      const values: Record<string, string> = {};
      const photos: Buffer[] = [];
      let fields: z.output<typeof addReviewFields> | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            values[part.fieldname] = String(part.value);
            continue;
          }
          fields ??= await allowedFields(userId, values);
          photos.push(await photoOf(part, photos.length));
        }
      } catch (error) {
        throw uploadError('reviewPhoto', error);
      }
      fields ??= await allowedFields(userId, values);
      return reply.status(201).send(await reviewWriting.add(userId, fields, request.locale, photos));
    },
  );

  /** The fields, checked, and the booking found reviewable, before a byte of any photo is read. */
  async function allowedFields(userId: string, values: Record<string, string>) {
    const parsed = addReviewFields.safeParse(values);
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'form');
      throw new AppError('validation_failed', { field });
    }
    await reviewWriting.checkAllowed(userId, parsed.data.tourId, parsed.data.bookingId);
    return parsed.data;
  }

  async function photoOf(part: MultipartFile, already: number): Promise<Buffer> {
    if (part.fieldname !== 'photos') throw new AppError('validation_failed', { field: 'photos' });
    if (already >= reviewRules.maxPhotos) throw new AppError('review_too_many_photos', { max: reviewRules.maxPhotos });
    return readUpload('reviewPhoto', part.file);
  }

  app.get(
    '/reviews/photos/:id/:size',
    {
      schema: {
        tags,
        description: 'A review photo (JPEG): its thumbnail (320 px) or large copy (1600 px), while its review is visible.',
        params: reviewPhotoParams,
        produces: ['image/jpeg'],
        response: { 200: z.string().register(apiSchemas, { format: 'binary' }), 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const photo = await reviewWriting.photo(request.params.id, request.params.size);
      if (!photo) throw new AppError('not_found');
      // An hour: a photo's bytes never change, and a hidden review's photos leave shared caches within it.
      reply.header('content-type', photo.contentType).header('cache-control', 'public, max-age=3600').header('x-content-type-options', 'nosniff');
      return reply.send(Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength) as unknown as string);
    },
  );
};
