import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { cannotCommentReasons, reviewPhotoSizes, reviewRules } from '../reviews/review-rules.ts';
import { pageQuery } from './catalog.ts';
import { idParam, text } from './common.ts';

/**
 * Reviews after a tour (requirements §rules.reviews, §api.paths POST /api/reviews/add, GET /api/reviews/can-comment):
 * the traveller's own completed booking, once. Input schemas carry no `.register(apiSchemas, { id })`.
 */

const rating = z.coerce
  .number({ error: 'errors.review.rating' })
  .int({ error: 'errors.review.rating' })
  .min(reviewRules.minRating, { error: 'errors.review.rating' })
  .max(reviewRules.maxRating, { error: 'errors.review.rating' });

/** The text fields of POST /api/reviews/add (multipart fields, then up to five `photos` files). */
export const addReviewFields = z.strictObject({
  tourId: idParam,
  bookingId: z.uuid({ error: 'errors.validation_failed' }),
  rating,
  title: text(reviewRules.titleMax)
    .trim()
    .optional()
    .transform((value) => (value ? value : null)),
  body: text(reviewRules.bodyMax).trim().min(reviewRules.bodyMin, { error: 'errors.review.bodyLength' }),
});
export type AddReviewFields = z.output<typeof addReviewFields>;

export const canCommentParams = z.object({ tourId: idParam, bookingId: z.uuid({ error: 'errors.validation_failed' }) });

export const canCommentSchema = z
  .object({
    canComment: z.boolean(),
    /** Why not; null when the traveller may review. */
    reason: z.enum(cannotCommentReasons).nullable(),
  })
  .register(apiSchemas, { id: 'CanComment' });
export type CanComment = z.infer<typeof canCommentSchema>;

export const reviewPhotoParams = z.object({ id: z.uuid({ error: 'errors.validation_failed' }), size: z.enum(reviewPhotoSizes) });

export const addedReviewSchema = z
  .object({
    id: z.number().int(),
    tourId: z.number().int(),
    /** The tour's rating and count with this review, as every list now shows them. */
    rating: z.number(),
    totalReviews: z.number().int(),
  })
  .register(apiSchemas, { id: 'AddedReview' });
export type AddedReview = z.infer<typeof addedReviewSchema>;

export const hideReviewBody = z.strictObject({
  reason: text(reviewRules.hideReasonMax, 'errors.validation_failed').trim().min(reviewRules.hideReasonMin, { error: 'errors.validation_failed' }),
});

export const adminReviewsQuery = z.object({ page: pageQuery });

export const adminReviewSchema = z
  .object({
    id: z.number().int(),
    tour: z.object({ id: z.number().int(), title: z.string() }),
    authorName: z.string(),
    authorCountry: z.string().nullable(),
    language: z.string(),
    rating: z.number().int(),
    title: z.string().nullable(),
    body: z.string(),
    createdAt: z.string(),
    bookingReference: z.string().nullable(),
    photos: z.number().int(),
    hidden: z.object({ at: z.string(), reason: z.string() }).nullable(),
  })
  .register(apiSchemas, { id: 'AdminReview' });
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z
  .object({ reviews: z.array(adminReviewSchema), totalItems: z.number().int(), totalPages: z.number().int(), currentPage: z.number().int(), pageSize: z.number().int() })
  .register(apiSchemas, { id: 'AdminReviewPage' });
