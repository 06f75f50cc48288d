import { reviewsPageSize } from '@cicerone/core/catalog/tour-filters';
import type { Review, ReviewPage } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import { reviewPhotoPath } from '@cicerone/core/reviews/review-rules';
import { loadingCache } from '../../shared/loading-cache.ts';
import type { ReviewQueries, ReviewRow } from './review-queries.ts';

/**
 * Random reviews come from a pool per language read from a random point of the index and kept
 * five minutes: ORDER BY random() would read every glowing review on each home page.
 */
const poolSize = 200;
const poolTtlMs = 5 * 60_000;

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    authorName: row.authorName,
    authorCountry: row.authorCountry,
    authorCountryName: row.authorCountryName,
    language: row.language,
    rating: row.rating,
    title: row.title,
    body: row.body,
    visitedOn: row.visitedOn,
    createdAt: row.createdAt,
    tour: { id: row.tourId, slug: row.tourSlug, title: row.tourTitle },
    photos: row.photos.map((photo) => ({ ...photo, thumbUrl: reviewPhotoPath(photo.id, 'thumb'), largeUrl: reviewPhotoPath(photo.id, 'large') })),
  };
}

/** Ratings are shown with two decimals at most (4.67). */
function roundedRating(rating: number): number {
  return Math.round(rating * 100) / 100;
}

/** Up to `count` distinct items of `items`, in random order (a partial Fisher–Yates shuffle). */
function sample<T>(items: readonly T[], count: number, random: () => number): T[] {
  const copy = [...items];
  const picked = Math.min(count, copy.length);
  for (let i = 0; i < picked; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, picked);
}

export function reviewService(queries: ReviewQueries, options: { random?: () => number; cacheMs?: number } = {}) {
  const random = options.random ?? Math.random;
  const pools = loadingCache<ReviewRow[]>({ max: 64, ttlMs: poolTtlMs });
  // A tour page's reviews: three queries on every view of a page whose reviews change a few times a year.
  // Forgotten when one of the tour's reviews is added or hidden, or the tour edited (forgetTour); 5 reviews, about 5 KB each.
  const tourPages = loadingCache<ReviewPage>({ max: 2_000, ttlMs: options.cacheMs ?? poolTtlMs });

  /** Glowing reviews in `reviewLanguage` (any language when undefined), with tour titles in `titleLanguage`. */
  function pool(reviewLanguage: Locale | undefined, titleLanguage: Locale): Promise<ReviewRow[]> {
    return pools.get(`${reviewLanguage ?? '*'}|${titleLanguage}`, async () => {
      const fromId = 1 + Math.floor(random() * (await queries.maxId()));
      const rows = await queries.glowing({ reviewLanguage, titleLanguage, fromId, limit: poolSize });
      if (rows.length === poolSize || fromId === 1) return rows;
      // Near the end of the index: wrap around to its start.
      const seen = new Set(rows.map((row) => row.id));
      const wrapped = await queries.glowing({ reviewLanguage, titleLanguage, fromId: 1, limit: poolSize - rows.length });
      return [...rows, ...wrapped.filter((row) => !seen.has(row.id))];
    });
  }

  function page(rows: ReviewRow[], summary: { rating: number; totalReviews: number }, totalInLanguage: number, currentPage: number, pageSize: number): ReviewPage {
    return {
      reviews: rows.map(toReview),
      rating: roundedRating(summary.rating),
      totalReviews: summary.totalReviews,
      totalInLanguage,
      totalPages: Math.ceil(summary.totalReviews / pageSize),
      currentPage,
      pageSize,
      // Whether a traveller may review is per booking: GET /api/reviews/can-comment/{tourId}/{bookingId}.
      canComment: false,
    };
  }

  /**
   * A city's rating and number of reviews: those of its tours for sale, each tour weighing by its
   * reviews (the city page and its reviews page show the same figures). Undefined for an unknown city.
   */
  async function citySummary(cityId: number): Promise<{ rating: number; totalReviews: number } | undefined> {
    const summary = await queries.citySummary(cityId);
    return summary?.found ? { rating: roundedRating(summary.rating), totalReviews: summary.totalReviews } : undefined;
  }

  async function readTourPage(tourId: number, opts: { page: number; language: Locale }): Promise<ReviewPage> {
    const size = reviewsPageSize.tour;
    const read = await queries.tourPage(tourId, opts.language, size, (opts.page - 1) * size);
    if (!read) throw new AppError('tour_not_found', { id: tourId });
    return page(read.rows, read, read.inLanguage, opts.page, size);
  }

  return {
    /** A review was added or hidden: the random picks are read again (a hidden review must not be picked). */
    forgetPicks(): void {
      pools.forget();
    },

    /** A review of the tour was added or hidden, or the tour edited (its title, its publication): its pages are read again. */
    forgetTour(tourId: number): void {
      tourPages.forget((key) => key.startsWith(`${tourId}|`));
    },

    /** GET /api/reviews/{tourId}: the reader's language first, newest first, 5 a page; rating and total are the tour's own. */
    forTour(tourId: number, opts: { page: number; language: Locale }): Promise<ReviewPage> {
      return tourPages.get(`${tourId}|${opts.language}|${opts.page}`, () => readTourPage(tourId, opts));
    },

    citySummary,

    /** GET /api/reviews-by-city: the reader's language first, newest first; rating and total cover all the city's tours for sale. */
    async byCity(opts: { cityId: number; page: number; limit: number; language: Locale }): Promise<ReviewPage> {
      const summary = await citySummary(opts.cityId);
      if (!summary) throw new AppError('city_not_found', { id: opts.cityId });
      const offset = (opts.page - 1) * opts.limit;
      if (summary.totalReviews === 0) return page([], summary, 0, opts.page, opts.limit);
      const [rows, inLanguage] = await Promise.all([
        offset < summary.totalReviews ? queries.forCity(opts.cityId, opts.language, opts.limit, offset) : [],
        queries.countForCity(opts.cityId, opts.language),
      ]);
      return page(rows, summary, inLanguage, opts.page, opts.limit);
    },

    /** GET /api/get-random-reviews: glowing reviews in the language, topped up from any language when too few. */
    async random(opts: { limit: number; language: Locale }): Promise<Review[]> {
      const picked = sample(await pool(opts.language, opts.language), opts.limit, random);
      if (picked.length < opts.limit) {
        const ids = new Set(picked.map((row) => row.id));
        const others = (await pool(undefined, opts.language)).filter((row) => !ids.has(row.id));
        picked.push(...sample(others, opts.limit - picked.length, random));
      }
      return picked.map(toReview);
    },
  };
}

export type ReviewService = ReturnType<typeof reviewService>;
