import { sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';
import type { NewReview } from './review-write-queries.ts';

/** A review as the back office lists it: what the traveller wrote, where it belongs, whether it is hidden. */
export interface AdminReviewRow extends Pick<NewReview, 'tourId' | 'authorName' | 'authorCountry' | 'language' | 'rating' | 'title' | 'body'> {
  id: number;
  tourTitle: string;
  createdAt: Date;
  bookingReference: string | null;
  photos: number;
  hiddenAt: Date | null;
  hiddenReason: string | null;
}

/** The back office's reads of reviews: all of them, hidden ones too, newest first (review_created_idx). */
export function reviewAdminQueries(db: Executor) {
  return {
    page: (language: string, limit: number, offset: number) =>
      selectRows<AdminReviewRow>(
        db,
        sql`select r.id, r.tour_id as "tourId", coalesce(own.title, en.title, t.slug) as "tourTitle", r.author_name as "authorName",
            r.author_country as "authorCountry", r.language, r.rating::int as rating, r.title, r.body, r.created_at as "createdAt",
            b.reference as "bookingReference", (select count(*)::int from review_photo p where p.review_id = r.id) as photos,
            r.hidden_at as "hiddenAt", r.hidden_reason as "hiddenReason"
          from review r
          join tour t on t.id = r.tour_id
          left join tour_text own on own.tour_id = t.id and own.language = ${language}
          left join tour_text en on en.tour_id = t.id and en.language = 'en_US'
          left join booking b on b.id = r.booking_id
          order by r.created_at desc nulls last, r.id desc nulls last
          limit ${limit} offset ${offset}`,
      ),

    async count(): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from review`);
      return row?.n ?? 0;
    },
  };
}
