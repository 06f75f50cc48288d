import { defaultCurrency, fallbackLocale, isLocale } from '@cicerone/core/locales';
import { bookingMachine } from '@cicerone/core/checkout/booking-status';
import { monthFinished, payoutRunDue, payoutWaitUntilDay, previousMonth, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { MailQueue } from '../accounts/mail-queue.ts';
import type { GuideEarningsService } from './earnings.ts';
import { adminsToAlert, attachEarnings, hasUncompletedTours, insertStatements, statementById } from './payout-queries.ts';
import { intervalJobPlugin } from '../../shared/interval-job.ts';
import { recordAdminAction } from '../admin-actions/admin-action-log.ts';

export interface PayoutRunReport {
  period: PayoutPeriod;
  /** Statements this run built (0 when another run built the month first). */
  built: number;
  /** Guides of those statements without a primary payout method, told to the admins. */
  withoutPayoutMethod: string[];
}

/**
 * The monthly payout run (requirements §audiences.guide, §lifecycles.payout: guides are paid before the 10th). In ONE transaction: the
 * month's finished missions get their earnings fixed, then one statement per guide and currency sums
 * them (born due: payouts/payout-statement-status.ts); the statements' guides without a primary payout method are mailed to the admins (outbox, same
 * transaction: the mail exists exactly when the statements do). Idempotent by the statement's unique
 * key — a second run, or two processes at once, build each statement once and mail once.
 */
export function payoutRun(db: Database, options: { earnings: GuideEarningsService; mail: MailQueue }) {
  /**
   * Builds `period`'s statements: a finished month only (payout_month_not_finished otherwise). An
   * admin's build (the back office's button) is recorded in the audit trail with what it built, in
   * the same transaction; the job's and the command's are not an admin's.
   */
  async function build(period: PayoutPeriod, context: { now?: Date; adminUserId?: string } = {}): Promise<PayoutRunReport> {
    if (!monthFinished(period, context.now ?? new Date())) throw new AppError('payout_month_not_finished');
    return db.transaction(async (tx) => {
      await options.earnings.fix(tx, { period });
      const statements = await insertStatements(tx, period);
      await attachEarnings(
        tx,
        statements.map((statement) => statement.id),
      );
      const missing: string[] = [];
      for (const statement of statements) {
        const row = await statementById(tx, statement.id);
        if (row && row.payoutKind === null) missing.push(`${row.guideName} <${row.guideEmail}> · ${row.reference}`);
      }
      if (missing.length > 0) {
        for (const admin of await adminsToAlert(tx)) {
          await options.mail.enqueue(tx, {
            to: admin.email,
            locale: isLocale(admin.locale) ? admin.locale : fallbackLocale,
            currency: admin.currency ?? defaultCurrency,
            template: 'payouts-without-method',
            data: { year: period.year, month: period.month, guides: missing },
          });
        }
      }
      if (context.adminUserId) {
        const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
        await recordAdminAction(tx, { adminUserId: context.adminUserId, action: 'payout_statements.built', subjectType: 'payout_month', subjectId: month, detail: { built: statements.length, withoutPayoutMethod: missing.length } });
      }
      return { period, built: statements.length, withoutPayoutMethod: missing };
    });
  }

  return {
    build,
    /**
     * The job's pass: the previous month's statements, from the 1st until the 10th; nothing after.
     * Until the 3rd it waits while a tour of the month is not completed (payoutWaitUntilDay).
     */
    async buildDue(now: Date = new Date()): Promise<number> {
      if (!payoutRunDue(now)) return 0;
      const period = previousMonth(now);
      if (now.getUTCDate() < payoutWaitUntilDay && (await hasUncompletedTours(db, period, bookingMachine.step('tour_ended').from))) return 0;
      return (await build(period, { now })).built;
    },
  };
}

export type PayoutRun = ReturnType<typeof payoutRun>;

/** Hourly: a month's statements exist within the hour after midnight UTC on the 1st, or on restart before the 10th. */
export const payoutJobPlugin = intervalJobPlugin({
  name: 'payout-job',
  everyMs: 60 * 60_000,
  run: (app) => app.services.payouts.run.buildDue(),
});
