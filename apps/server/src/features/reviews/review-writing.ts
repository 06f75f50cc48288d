import { randomUUID } from 'node:crypto';
import type { AddedReview, AddReviewFields, CanComment } from '@cicerone/core/contracts/reviews';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import { reviewPhotoSides, reviewRules, type CannotCommentReason, type ReviewPhotoSize } from '@cicerone/core/reviews/review-rules';
import type { Database } from '@cicerone/db/client';
import type { FileStore, StoredFile } from '../../shared/file-store.ts';
import { resizedPictures } from '../../shared/pictures.ts';
import { retryingTransaction } from '../../shared/transaction.ts';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { reviewWriteQueries, type NewReviewPhoto, type ReviewableBooking } from './review-write-queries.ts';

/** Where the file store keeps each copy of a photo. */
const photoKey = (id: string, size: ReviewPhotoSize) => `reviews/${id}-${size}.jpg`;

/** Why this booking cannot be reviewed by its traveller now, or null (requirements §rules.reviews: a completed booking, once). */
function cannotComment(booking: ReviewableBooking | undefined, tourId: number): CannotCommentReason | null {
  if (!booking || booking.tourId !== tourId) return 'booking_not_found';
  if (booking.status !== 'completed') return 'booking_not_completed';
  if (booking.reviewId !== null) return 'already_reviewed';
  return null;
}

const refusalOf = { booking_not_found: 'booking_not_found', booking_not_completed: 'review_booking_not_completed', already_reviewed: 'review_already_exists' } as const;

export interface ReviewWritingDeps {
  files: FileStore;
  /** A tour's rating or count changed: the catalogue's and the reviews' caches forget what showed the old ones. */
  ratingChanged: (tourId: number) => void;
  clock?: () => Date;
}

/**
 * Writing reviews (requirements §rules.reviews): a traveller's review of their own completed booking, once, with
 * up to five photos; an admin hiding one with a reason. The tour's rating and count are recounted
 * in the transaction that adds or hides the review, so every list reads them consistent.
 */
export function reviewWriting(db: Database, deps: ReviewWritingDeps) {
  const queries = reviewWriteQueries(db);
  const clock = deps.clock ?? (() => new Date());

  /** The traveller's booking when they may review it now; else the refusal, as the API states it. */
  async function reviewable(userId: string, tourId: number, bookingId: string): Promise<ReviewableBooking> {
    const booking = await queries.ownBooking(userId, bookingId);
    const reason = cannotComment(booking, tourId);
    if (reason || !booking) throw new AppError(refusalOf[reason ?? 'booking_not_found']);
    return booking;
  }

  /** Both copies of each photo, resized (checked by content), stored; what the rows need. */
  async function storePhotos(photos: readonly Uint8Array[]): Promise<NewReviewPhoto[]> {
    const stored: NewReviewPhoto[] = [];
    try {
      for (const [position, bytes] of photos.entries()) {
        const [thumb, large] = await resizedPictures('reviewPhoto', bytes, [reviewPhotoSides.thumb, reviewPhotoSides.large]);
        if (!thumb || !large) throw new AppError('review_photo_type_not_allowed');
        const id = randomUUID();
        await deps.files.put(photoKey(id, 'thumb'), thumb.bytes, 'image/jpeg');
        await deps.files.put(photoKey(id, 'large'), large.bytes, 'image/jpeg');
        stored.push({ id, position, width: large.width, height: large.height });
      }
      return stored;
    } catch (error) {
      await removePhotos(stored);
      throw error;
    }
  }

  async function removePhotos(photos: readonly NewReviewPhoto[]): Promise<void> {
    await Promise.all(photos.flatMap((photo) => (['thumb', 'large'] as const).map((size) => deps.files.delete(photoKey(photo.id, size)))));
  }

  return {
    /** GET /api/reviews/can-comment/{tourId}/{bookingId}: whether the traveller may review this booking, and why not. */
    async canComment(userId: string, tourId: number, bookingId: string): Promise<CanComment> {
      const reason = cannotComment(await queries.ownBooking(userId, bookingId), tourId);
      return { canComment: reason === null, reason };
    },

    /** Refuses, before any photo is read, a review the traveller may not write. */
    async checkAllowed(userId: string, tourId: number, bookingId: string): Promise<void> {
      await reviewable(userId, tourId, bookingId);
    },

    /**
     * POST /api/reviews/add. The photos are stored first (a file store is not part of a transaction);
     * the review, its photos' rows and the tour's recount then commit together, one review per
     * booking by the unique index however many posts race: a losing post removes its photos.
     */
    async add(userId: string, fields: AddReviewFields, language: Locale, photos: readonly Uint8Array[]): Promise<AddedReview> {
      const booking = await reviewable(userId, fields.tourId, fields.bookingId);
      if (photos.length > reviewRules.maxPhotos) throw new AppError('review_too_many_photos', { max: reviewRules.maxPhotos });
      const stored = await storePhotos(photos);
      try {
        const added = await retryingTransaction(db, async (tx) => {
          const within = reviewWriteQueries(tx);
          await within.lockTour(booking.tourId);
          const id = await within.insert({
            tourId: booking.tourId,
            cityId: booking.cityId,
            bookingId: booking.id,
            authorName: booking.firstName,
            authorCountry: booking.country,
            language,
            rating: fields.rating,
            title: fields.title,
            body: fields.body,
            visitedOn: booking.day,
          });
          if (id === undefined) throw new AppError('review_already_exists');
          await within.insertPhotos(id, stored);
          return { id, tourId: booking.tourId, ...(await within.recountTour(booking.tourId)) };
        });
        deps.ratingChanged(added.tourId);
        return added;
      } catch (error) {
        await removePhotos(stored);
        throw error;
      }
    },

    /** An admin hides a review with a reason: it leaves the lists, the random picks and the tour's rating at once. */
    async hide(adminUserId: string, reviewId: number, reason: string): Promise<AddedReview> {
      const hidden = await retryingTransaction(db, async (tx) => {
        const within = reviewWriteQueries(tx);
        const tourId = await within.tourOf(reviewId);
        if (tourId === undefined) throw new AppError('review_not_found', { id: reviewId });
        await within.lockTour(tourId);
        const hiddenAt = clock();
        if (!(await within.hide(reviewId, reason, adminUserId, hiddenAt))) throw new AppError('review_already_hidden');
        await recordAdminAction(tx, {
          adminUserId,
          action: 'review.hidden',
          subjectType: 'review',
          subjectId: String(reviewId),
          detail: { reason },
          // The guarded UPDATE hid it only if it was visible: before, no hiding at all.
          ...changedFields({ hiddenAt: null, hiddenReason: null }, { hiddenAt: hiddenAt.toISOString(), hiddenReason: reason }),
        });
        return { id: reviewId, tourId, ...(await within.recountTour(tourId)) };
      });
      deps.ratingChanged(hidden.tourId);
      return hidden;
    },

    /** A photo's copy, served while its review is visible; null otherwise. */
    async photo(id: string, size: ReviewPhotoSize): Promise<StoredFile | null> {
      if (!(await queries.visiblePhoto(id))) return null;
      return deps.files.get(photoKey(id, size));
    },
  };
}

export type ReviewWriting = ReturnType<typeof reviewWriting>;
