/**
 * The rules of a traveller's review (requirements §rules.reviews), zod-free: the review form's field attributes,
 * the contract and the service read them here, so the page's bundle carries no validator.
 */
export const reviewRules = {
  /** Stars, 1 to 5. */
  minRating: 1,
  maxRating: 5,
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 2000,
  /** Photos a review may carry; each is an upload of kind 'reviewPhoto' (uploads.ts). */
  maxPhotos: 5,
  hideReasonMin: 3,
  hideReasonMax: 500,
} as const;

/** The two copies of every photo: a thumbnail for the lists and a large one to open (srcset widths). */
export const reviewPhotoSides = { thumb: 320, large: 1600 } as const;
export type ReviewPhotoSize = keyof typeof reviewPhotoSides;
export const reviewPhotoSizes = Object.keys(reviewPhotoSides) as ReviewPhotoSize[];

/**
 * Why a traveller may not review a booking now (GET /api/reviews/can-comment): not theirs or not of
 * that tour (not_found), the tour not completed yet, or reviewed already. null: they may.
 */
export const cannotCommentReasons = ['booking_not_found', 'booking_not_completed', 'already_reviewed'] as const;
export type CannotCommentReason = (typeof cannotCommentReasons)[number];

/** Where a photo is served (GET /api/reviews/photos/{id}/{size}). */
export function reviewPhotoPath(id: string, size: ReviewPhotoSize): string {
  return `/api/reviews/photos/${id}/${size}`;
}
