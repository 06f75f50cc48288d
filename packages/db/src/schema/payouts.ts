import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payoutStatuses, type PayoutStatus } from '@cicerone/core/payouts/payout-statement-status';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { mission } from './orders.ts';

/**
 * A guide's monthly payout statement (requirements §audiences.guide: paid before the 10th): the sum of the guide's
 * earnings of one month in one currency. The unique key on guide, currency and period is what makes
 * the monthly run idempotent: run twice, or by two processes at once, it is built once.
 */
export const payoutStatement = pgTable(
  'payout_statement',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Public reference ('PO-2026-10-7K4P2Q'): on the PDF, the SEPA remittance line and the guide's page. */
    reference: text().notNull().unique(),
    guideUserId: uuid()
      .notNull()
      .references(() => appUser.id),
    currency: text().notNull(),
    year: smallint().notNull(),
    month: smallint().notNull(),
    /** Sum of its earnings, in the currency's minor units. */
    amount: integer().notNull(),
    missionCount: integer().notNull(),
    /** core payouts/payout-statement-status.ts */
    status: text().$type<PayoutStatus>().notNull().default('due'),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_statement_period_idx').on(t.guideUserId, t.currency, t.year, t.month),
    check('payout_statement_status_check', oneOf(t.status, payoutStatuses)),
    check('payout_statement_month_check', sql`${t.month} between 1 and 12 and ${t.amount} >= 0`),
    // The back office's list of a month (GET /api/admin/payouts?year&month).
    index('payout_statement_month_idx').on(t.year, t.month),
  ],
);

/**
 * What a finished mission earned its guide, fixed once (decision 0017): the share in force then and
 * the amount it gives, in the booking's currency. The month is the booking's visit day's; the
 * statement that paid it is set by the monthly run, so no earning is paid twice.
 */
export const missionEarning = pgTable(
  'mission_earning',
  {
    missionId: uuid()
      .primaryKey()
      .references(() => mission.id),
    guideUserId: uuid()
      .notNull()
      .references(() => appUser.id),
    currency: text().notNull(),
    sharePercent: smallint().notNull(),
    amount: integer().notNull(),
    year: smallint().notNull(),
    month: smallint().notNull(),
    statementId: uuid().references(() => payoutStatement.id),
    fixedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mission_earning_amount_check', sql`${t.amount} >= 0 and ${t.sharePercent} between 0 and 100`),
    // The monthly run's sums: a month's earnings not yet on a statement, per guide and currency.
    index('mission_earning_period_idx').on(t.year, t.month, t.guideUserId, t.currency),
  ],
);
