import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { periodDays, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import { payoutMachine, type PayoutStatus } from '@cicerone/core/payouts/payout-statement-status';
import type { PayoutKind } from '@cicerone/core/contracts/account-payouts';
import { roles } from '@cicerone/core/roles';
import { inArray } from 'drizzle-orm';
import { payoutStatement } from '@cicerone/db/schema/payouts';
import { selectRows } from '../../shared/sql-rows.ts';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

export interface BuiltStatement {
  id: string;
  guideUserId: string;
  currency: string;
  amount: number;
}

/**
 * One statement per guide and currency of the month's earnings not yet on one, in `tx`. The unique
 * key (guide, currency, year, month) makes a second run — or a second process racing this one —
 * build nothing: ON CONFLICT waits for the first to commit, then skips. Returns what THIS call built.
 */
export async function insertStatements(tx: Executor, period: PayoutPeriod): Promise<BuiltStatement[]> {
  const period2 = String(period.month).padStart(2, '0');
  return selectRows<BuiltStatement>(
    tx,
    sql`insert into payout_statement (reference, guide_user_id, currency, year, month, amount, mission_count)
      select 'PO-' || ${period.year}::text || '-' || ${period2}::text || '-' || upper(substr(md5(guide_user_id::text || currency), 1, 8)),
        guide_user_id, currency, ${period.year}, ${period.month}, sum(amount), count(*)
      from mission_earning
      where year = ${period.year} and month = ${period.month} and statement_id is null
      group by guide_user_id, currency
      on conflict (guide_user_id, currency, year, month) do nothing
      returning id::text, guide_user_id::text as "guideUserId", currency, amount::int as amount`,
  );
}

/** Puts the month's loose earnings of each statement just built on it. */
export async function attachEarnings(tx: Executor, statementIds: readonly string[]): Promise<void> {
  if (statementIds.length === 0) return;
  await tx.execute(sql`update mission_earning set statement_id = payout_statement.id
    from payout_statement
    where payout_statement.id in (${sql.join(statementIds.map((id) => sql`${id}::uuid`), sql`, `)})
      and mission_earning.guide_user_id = payout_statement.guide_user_id and mission_earning.currency = payout_statement.currency
      and mission_earning.year = payout_statement.year and mission_earning.month = payout_statement.month
      and mission_earning.statement_id is null`);
}

/** A statement as the back office and the guide read it, with the guide and their primary payout method now. */
export interface StatementRow {
  id: string;
  reference: string;
  guideUserId: string;
  guideName: string;
  guideEmail: string;
  guideLocale: string;
  currency: string;
  minorUnits: number;
  year: number;
  month: number;
  amount: number;
  missionCount: number;
  status: PayoutStatus;
  paidAt: Date | null;
  createdAt: Date;
  payoutKind: PayoutKind | null;
  paypalEmail: string | null;
  accountHolder: string | null;
  iban: string | null;
  swiftBic: string | null;
}

const statementSelect = sql`select s.id::text, s.reference, s.guide_user_id::text as "guideUserId",
    trim(u.first_name || ' ' || u.last_name) as "guideName", u.email as "guideEmail", u.locale as "guideLocale",
    s.currency, coalesce(c.minor_units, 2)::int as "minorUnits", s.year::int as year, s.month::int as month, s.amount::int as amount, s.mission_count::int as "missionCount",
    s.status, s.paid_at as "paidAt", s.created_at as "createdAt",
    p.kind as "payoutKind", p.paypal_email as "paypalEmail", p.account_holder as "accountHolder", p.iban, p.swift_bic as "swiftBic"
  from payout_statement s join app_user u on u.id = s.guide_user_id
  left join currency c on c.code = s.currency
  left join payout_method p on p.user_id = s.guide_user_id and p.is_primary and p.activated`;

async function statements(db: Executor, where: SQL, order: SQL): Promise<StatementRow[]> {
  const rows = await selectRows<StatementRow & { paidAt: string | Date | null; createdAt: string | Date }>(db, sql`${statementSelect} where ${where} order by ${order}`);
  return rows.map((row) => ({ ...row, paidAt: row.paidAt === null ? null : new Date(row.paidAt), createdAt: new Date(row.createdAt) }));
}

/** The statements not paid yet, whatever their month, aged from the run that made them. */
export const duePayoutQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, payoutStatement, inArray(payoutStatement.status, [...payoutMachine.step('paid_by_admin').from]), payoutStatement.createdAt);

/** The statements of a month, by guide name then currency (the back office's list). */
export const statementsOfMonth = (db: Executor, period: PayoutPeriod) =>
  statements(db, sql`s.year = ${period.year} and s.month = ${period.month}`, sql`"guideName", s.currency`);

/** A guide's own statements, newest month first (ownership in the query). */
export const statementsOfGuide = (db: Executor, guideUserId: string) => statements(db, sql`s.guide_user_id = ${guideUserId}::uuid`, sql`s.year desc, s.month desc, s.currency`);

/** One statement; with `guideUserId`, only if it is that guide's. */
export async function statementById(db: Executor, id: string, guideUserId?: string): Promise<StatementRow | undefined> {
  const mine = guideUserId === undefined ? sql`true` : sql`s.guide_user_id = ${guideUserId}::uuid`;
  const [row] = await statements(db, sql`s.id = ${id}::uuid and ${mine}`, sql`s.id`);
  return row;
}

/** The missions a statement pays, by visit day (its PDF's lines). */
export interface StatementLine {
  orderReference: string;
  day: string;
  duration: string;
  travellers: number;
  price: number;
  sharePercent: number;
  amount: number;
}

export async function linesOfStatement(db: Executor, statementId: string): Promise<StatementLine[]> {
  return selectRows<StatementLine>(
    db,
    sql`select customer_order.reference as "orderReference", booking.day::text as day, booking.duration,
        (booking.adults + booking.children + booking.infants)::int as travellers, booking.price::int as price,
        mission_earning.share_percent::int as "sharePercent", mission_earning.amount::int as amount
      from mission_earning join mission on mission.id = mission_earning.mission_id join booking on booking.id = mission.booking_id
        join customer_order on customer_order.id = booking.order_id
      where mission_earning.statement_id = ${statementId}::uuid
      order by booking.day, booking.start_time`,
  );
}

/** due → paid, guarded by the status: of two admins clicking, one changes the row. */
export async function markStatementPaid(tx: Executor, id: string, from: readonly PayoutStatus[], to: PayoutStatus, at: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update payout_statement set status = ${to}, paid_at = ${at.toISOString()}::timestamptz
      where id = ${id}::uuid and status in (${sql.join(from.map((status) => sql`${status}`), sql`, `)}) returning id::text`,
  );
  return rows.length === 1;
}

/** Whether a booking visited in `period` is still in one of `statuses` (its tour not completed yet). */
export async function hasUncompletedTours(db: Executor, period: PayoutPeriod, statuses: readonly string[]): Promise<boolean> {
  const { from, until } = periodDays(period);
  const rows = await selectRows<{ one: number }>(
    db,
    sql`select 1 as one from booking where day >= ${from}::date and day < ${until}::date
      and status in (${sql.join(statuses.map((status) => sql`${status}`), sql`, `)}) limit 1`,
  );
  return rows.length > 0;
}

/** The admins who hear of guides without a primary payout method. */
export async function adminsToAlert(db: Executor): Promise<{ email: string; locale: string; currency: string | null }[]> {
  return selectRows(db, sql`select email, locale, currency from app_user where role in (${roles.superAdmin}, ${roles.admin}) order by email`);
}
