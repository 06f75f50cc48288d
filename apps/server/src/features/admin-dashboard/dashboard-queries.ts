import { sql } from 'drizzle-orm';
import type { BookingStatus } from '@cicerone/core/checkout/booking-status';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Executor } from '@cicerone/db/client';
import { arrayLiteral, selectRows } from '../../shared/sql-rows.ts';

export interface SalesRow {
  day: string;
  currency: string;
  minorUnits: number;
  bookings: number;
  revenue: number;
}

/**
 * Bookings paid from `firstDay` to `lastDay` (days on the company's clock, both included) that are
 * still in one of `standing` (a cancelled one no longer counts), per day and order currency: how
 * many, and the sum of their prices in that currency's minor units (what the travellers paid for them).
 */
export function salesPerDay(db: Executor, firstDay: string, lastDay: string, standing: readonly BookingStatus[]): Promise<SalesRow[]> {
  return selectRows<SalesRow>(
    db,
    sql`select to_char(o.paid_at at time zone ${companyTimeZone}, 'YYYY-MM-DD') as day, o.currency,
        coalesce(min(c.minor_units), 2)::int as "minorUnits", count(*)::int as bookings, sum(b.price)::float8 as revenue
      from booking b
      join customer_order o on o.id = b.order_id
      left join currency c on c.code = o.currency
      where o.paid_at >= (${firstDay}::date::timestamp at time zone ${companyTimeZone})
        and o.paid_at < ((${lastDay}::date + 1)::timestamp at time zone ${companyTimeZone})
        and b.status = any(${arrayLiteral(standing)}::text[])
      group by 1, 2
      order by 2, 1`,
  );
}

export interface TodayTourRow {
  bookingReference: string;
  startsAt: Date | string;
  startTime: string;
  cityName: string;
  tourTitle: string;
  travellers: number;
  status: BookingStatus;
  guideName: string | null;
}

/**
 * The tours that start on `day` (the company's clock), soonest first, in `standing`: each with its
 * city and title in `locale` (English when the tour has no text in it) and its mission's guide.
 */
export function toursOfDay(db: Executor, day: string, standing: readonly BookingStatus[], locale: string, limit: number): Promise<TodayTourRow[]> {
  return selectRows<TodayTourRow>(
    db,
    sql`select b.reference as "bookingReference", b.starts_at as "startsAt", to_char(b.start_time, 'HH24:MI') as "startTime",
        coalesce(c.names ->> ${locale}, c.name) as "cityName",
        coalesce((select x.title from tour_text x where x.tour_id = b.tour_id and x.language in (${locale}, 'en_US') order by x.language = 'en_US' limit 1), t.slug) as "tourTitle",
        (b.adults + b.children + b.infants)::int as travellers, b.status,
        (select trim(g.first_name || ' ' || g.last_name) from mission m join app_user g on g.id = m.guide_user_id where m.booking_id = b.id) as "guideName"
      from booking b
      join tour t on t.id = b.tour_id
      join city c on c.id = b.city_id
      where b.starts_at >= (${day}::date::timestamp at time zone ${companyTimeZone})
        and b.starts_at < ((${day}::date + 1)::timestamp at time zone ${companyTimeZone})
        and b.status = any(${arrayLiteral(standing)}::text[])
      order by b.starts_at, b.reference
      limit ${limit}`,
  );
}
