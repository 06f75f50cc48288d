import { date, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { currency } from './reference.ts';

/**
 * An admin's own EUR → currency rate (requirements §back-office.settings), standing over the refreshed rates until an admin
 * removes it: the one rate every conversion uses while it exists (reference service). Who set it and
 * when stay here, the history of changes in the admin action log.
 */
export const exchangeRateOverride = pgTable('exchange_rate_override', {
  currency: text()
    .primaryKey()
    .references(() => currency.code),
  rate: numeric({ precision: 24, scale: 10 }).notNull(),
  setBy: uuid()
    .notNull()
    .references(() => appUser.id),
  setAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** What a refresh of the rates ended in: stored, or refused and why (the last stored rates stay). */
export const rateRefreshOutcomes = ['running', 'stored', 'failed'] as const;
export type RateRefreshOutcome = (typeof rateRefreshOutcomes)[number];

/**
 * One row per UTC day the rate job ran: the row is the day's claim, so several processes refresh
 * once a day (an INSERT … ON CONFLICT that only one of them wins); a failed day is tried again an
 * hour later. The admin page shows the newest row.
 */
export const exchangeRateRefresh = pgTable('exchange_rate_refresh', {
  day: date({ mode: 'string' }).primaryKey(),
  attemptedAt: timestamp({ withTimezone: true }).notNull(),
  outcome: text().$type<RateRefreshOutcome>().notNull(),
  /** The source's date of the rates stored, or why none were (never a secret: the source's URL is config). */
  detail: text().notNull().default(''),
});
