import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { missionEarning } from '@cicerone/db/schema/payouts';
import { periodDays, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import { selectRows } from '../../shared/sql-rows.ts';

/** A finished mission with a guide, as its earning is computed from it. */
export interface EarningSource {
  missionId: string;
  guideUserId: string;
  currency: string;
  price: number;
  tourSharePercent: number | null;
  day: string;
}

/** One finished mission of a guide's payments page (requirements §screens.guide-dashboard Guide payments), its earning fixed or not yet. */
export interface CompletedMissionRow extends EarningSource {
  orderReference: string;
  startTime: string;
  adults: number;
  children: number;
  infants: number;
  guideLanguage: string;
  duration: string;
  rating: number;
  fixedAmount: number | null;
  fixedPercent: number | null;
  minorUnits: number;
}

const finishedWithGuide = sql`mission.status = 'finished' and mission.guide_user_id is not null`;
const inPeriod = (period: PayoutPeriod) => {
  const { from, until } = periodDays(period);
  return sql`booking.day >= ${from}::date and booking.day < ${until}::date`;
};

const sourceColumns = sql`mission.id::text as "missionId", mission.guide_user_id::text as "guideUserId", customer_order.currency,
  booking.price::int as price, tour.guide_share_percent::int as "tourSharePercent", booking.day::text as day`;
const sourceJoins = sql`from mission join booking on booking.id = mission.booking_id
  join customer_order on customer_order.id = booking.order_id join tour on tour.id = booking.tour_id`;

/** Finished missions with a guide and no earning yet: of some bookings (at completion) or of a month (the monthly run). */
export async function unfixedEarnings(tx: Executor, scope: { bookingIds: readonly string[] } | { period: PayoutPeriod }): Promise<EarningSource[]> {
  const where: SQL =
    'period' in scope ? inPeriod(scope.period) : sql`booking.id in (${sql.join(scope.bookingIds.map((id) => sql`${id}::uuid`), sql`, `)})`;
  return selectRows<EarningSource>(
    tx,
    sql`select ${sourceColumns} ${sourceJoins}
      where ${finishedWithGuide} and ${where}
        and not exists (select 1 from mission_earning where mission_earning.mission_id = mission.id)`,
  );
}

export interface EarningValues {
  missionId: string;
  guideUserId: string;
  currency: string;
  sharePercent: number;
  amount: number;
  year: number;
  month: number;
}

/** Writes earnings once: a mission already fixed (by another process meanwhile) keeps the first. */
export async function insertEarnings(tx: Executor, values: EarningValues[]): Promise<void> {
  if (values.length > 0) await tx.insert(missionEarning).values(values).onConflictDoNothing();
}

/** A guide's finished missions visited in `period`, by visit day, with their fixed earning when there is one. */
export async function completedMissionsOf(db: Executor, guideUserId: string, period: PayoutPeriod): Promise<CompletedMissionRow[]> {
  return selectRows<CompletedMissionRow>(
    db,
    sql`select ${sourceColumns}, customer_order.reference as "orderReference", to_char(booking.start_time, 'HH24:MI') as "startTime",
        booking.adults::int as adults, booking.children::int as children, booking.infants::int as infants,
        booking.guide_language as "guideLanguage", booking.duration, tour.rating::float8 as rating,
        mission_earning.amount::int as "fixedAmount", mission_earning.share_percent::int as "fixedPercent",
        coalesce(currency.minor_units, 2)::int as "minorUnits"
      ${sourceJoins} left join mission_earning on mission_earning.mission_id = mission.id
        left join currency on currency.code = customer_order.currency
      where ${finishedWithGuide} and mission.guide_user_id = ${guideUserId}::uuid and ${inPeriod(period)}
      order by booking.day, booking.start_time`,
  );
}
