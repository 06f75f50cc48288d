import { sql } from 'drizzle-orm';
import { durationHours } from '@cicerone/core/catalog/pricing';
import type { Executor } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';

export interface InvitationRow {
  bookingId: string;
  reference: string;
  email: string;
  firstName: string;
  locale: string;
  currency: string;
  tourTitle: string;
}

/** A booking's tour end in SQL: its start plus its duration's hours (the one table in core). */
const endsAt = sql.join(
  [sql`b.starts_at + make_interval(hours => case b.duration`, ...Object.entries(durationHours).map(([duration, hours]) => sql`when ${duration} then ${hours}::int`), sql`end)`],
  sql` `,
);

/**
 * Claims the completed bookings whose tour ended between `from` and `to` and whose traveller was
 * not invited yet (booking_review_invitation_idx), marking them invited in the same statement:
 * SKIP LOCKED lets several processes share the work, and a booking is claimed once. A booking
 * reviewed already is marked without a mail. Returns what each invitation needs, in the language
 * the traveller used last.
 */
export async function claimDueInvitations(tx: Executor, window: { from: Date; to: Date }, now: Date, limit: number): Promise<InvitationRow[]> {
  return selectRows<InvitationRow>(
    tx,
    sql`with due as (
        select b.id from booking b
        where b.status = 'completed' and b.review_invited_at is null
          and b.starts_at <= ${window.to.toISOString()}::timestamptz
          and ${endsAt} between ${window.from.toISOString()}::timestamptz and ${window.to.toISOString()}::timestamptz
        order by b.starts_at limit ${limit} for update skip locked
      ), claimed as (
        update booking b set review_invited_at = ${now.toISOString()}::timestamptz from due where b.id = due.id
        returning b.id, b.reference, b.user_id, b.order_id, b.tour_id
      )
      select c.id::text as "bookingId", c.reference, u.email, u.first_name as "firstName", u.locale, o.currency,
          coalesce((select x.title from tour_text x where x.tour_id = c.tour_id and x.language in (u.locale, 'en_US') order by x.language = 'en_US' limit 1), t.slug) as "tourTitle"
        from claimed c
        join app_user u on u.id = c.user_id
        join customer_order o on o.id = c.order_id
        join tour t on t.id = c.tour_id
        where not exists (select 1 from review r where r.booking_id = c.id)`,
  );
}
