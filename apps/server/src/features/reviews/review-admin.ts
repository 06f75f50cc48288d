import type { AdminReview } from '@cicerone/core/contracts/reviews';
import type { Locale } from '@cicerone/core/locales';
import type { Database } from '@cicerone/db/client';
import { reviewAdminQueries, type AdminReviewRow } from './review-admin-queries.ts';

const pageSize = 20;

function shown(row: AdminReviewRow): AdminReview {
  return {
    id: row.id,
    tour: { id: row.tourId, title: row.tourTitle },
    authorName: row.authorName,
    authorCountry: row.authorCountry,
    language: row.language,
    rating: row.rating,
    title: row.title,
    body: row.body,
    createdAt: new Date(row.createdAt).toISOString(),
    bookingReference: row.bookingReference,
    photos: row.photos,
    hidden: row.hiddenAt && row.hiddenReason !== null ? { at: new Date(row.hiddenAt).toISOString(), reason: row.hiddenReason } : null,
  };
}

/** The back office's list of reviews (GET /api/admin/reviews), hidden ones included with their reason. */
export function reviewAdmin(db: Database) {
  const queries = reviewAdminQueries(db);
  return {
    async page(opts: { page: number; language: Locale }) {
      const [rows, total] = await Promise.all([queries.page(opts.language, pageSize, (opts.page - 1) * pageSize), queries.count()]);
      return { reviews: rows.map(shown), totalItems: total, totalPages: Math.ceil(total / pageSize), currentPage: opts.page, pageSize };
    },
  };
}
