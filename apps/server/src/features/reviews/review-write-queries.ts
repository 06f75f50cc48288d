import { sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';

/** A traveller's booking as the review rules need it (their own: ownership in the query). */
export interface ReviewableBooking {
  id: string;
  status: string;
  tourId: number;
  cityId: number;
  day: string;
  reviewId: number | null;
  /** The traveller as a review names them: first name, country. */
  firstName: string;
  country: string | null;
}

export interface NewReview {
  tourId: number;
  cityId: number;
  bookingId: string;
  authorName: string;
  authorCountry: string | null;
  language: string;
  rating: number;
  title: string | null;
  body: string;
  visitedOn: string;
}

export interface NewReviewPhoto {
  id: string;
  position: number;
  width: number;
  height: number;
}

/** The writes and back-office reads of reviews; no rules here, only SQL. */
export function reviewWriteQueries(db: Executor) {
  return {
    async ownBooking(userId: string, bookingId: string): Promise<ReviewableBooking | undefined> {
      const [row] = await selectRows<ReviewableBooking>(
        db,
        sql`select b.id::text, b.status, b.tour_id as "tourId", b.city_id as "cityId", b.day::text,
            (select r.id from review r where r.booking_id = b.id) as "reviewId", u.first_name as "firstName", u.country
          from booking b join app_user u on u.id = b.user_id
          where b.id = ${bookingId}::uuid and b.user_id = ${userId}::uuid`,
      );
      return row;
    },

    /**
     * The tour's row, locked until the transaction ends: reviews of one tour are written one after
     * the other, so each recount sees the reviews committed before it (under READ COMMITTED an
     * UPDATE's subquery reads the snapshot of its statement, which a concurrent insert may miss).
     */
    async lockTour(tourId: number): Promise<void> {
      await db.execute(sql`select id from tour where id = ${tourId} for update`);
    },

    /** The new review's id, or undefined when its booking has one already (review.booking_id is unique). */
    async insert(review: NewReview): Promise<number | undefined> {
      const [row] = await selectRows<{ id: number }>(
        db,
        sql`insert into review (tour_id, city_id, booking_id, author_name, author_country, language, rating, title, body, visited_on)
          values (${review.tourId}, ${review.cityId}, ${review.bookingId}::uuid, ${review.authorName}, ${review.authorCountry}, ${review.language},
            ${review.rating}, ${review.title}, ${review.body}, ${review.visitedOn}::date)
          on conflict (booking_id) do nothing
          returning id`,
      );
      return row?.id;
    },

    async insertPhotos(reviewId: number, photos: readonly NewReviewPhoto[]): Promise<void> {
      for (const photo of photos) {
        await db.execute(sql`insert into review_photo (id, review_id, position, width, height)
          values (${photo.id}::uuid, ${reviewId}, ${photo.position}, ${photo.width}, ${photo.height})`);
      }
    },

    /** The tour's rating and count from its visible reviews (review_tour_idx), written on the tour for every list to read. */
    async recountTour(tourId: number): Promise<{ rating: number; totalReviews: number }> {
      const [row] = await selectRows<{ rating: number; totalReviews: number }>(
        db,
        sql`update tour set (rating, review_count) = (
            select coalesce(round(avg(r.rating), 2), 0), count(*) from review r where r.tour_id = ${tourId} and r.hidden_at is null)
          where id = ${tourId}
          returning rating::float8 as rating, review_count as "totalReviews"`,
      );
      return row ?? { rating: 0, totalReviews: 0 };
    },

    /** Hides a visible review; its tour's id, or undefined when there is no such review or it is hidden already. */
    async hide(reviewId: number, reason: string, adminId: string, now: Date): Promise<{ tourId: number; cityId: number } | undefined> {
      const [row] = await selectRows<{ tourId: number; cityId: number }>(
        db,
        sql`update review set hidden_at = ${now.toISOString()}::timestamptz, hidden_reason = ${reason}, hidden_by = ${adminId}::uuid
          where id = ${reviewId} and hidden_at is null
          returning tour_id as "tourId", city_id as "cityId"`,
      );
      return row;
    },

    async tourOf(reviewId: number): Promise<number | undefined> {
      const [row] = await selectRows<{ tourId: number }>(db, sql`select tour_id as "tourId" from review where id = ${reviewId}`);
      return row?.tourId;
    },

    /** A photo of a visible review (a hidden review's photos are not served). */
    async visiblePhoto(photoId: string): Promise<boolean> {
      const rows = await selectRows<{ id: string }>(
        db,
        sql`select p.id::text from review_photo p join review r on r.id = p.review_id and r.hidden_at is null where p.id = ${photoId}::uuid`,
      );
      return rows.length > 0;
    },
  };
}

export type ReviewWriteQueries = ReturnType<typeof reviewWriteQueries>;
