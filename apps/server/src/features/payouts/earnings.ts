import { guideEarnings, guideSharePercentOf, type PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';
import type { Database, Executor } from '@cicerone/db/client';
import { completedMissionsOf, insertEarnings, unfixedEarnings, type EarningSource } from './earning-queries.ts';

/** The earning of one finished mission by the rule (core payouts/guide-earnings.ts). */
function earningOf(source: EarningSource, defaultPercent: number) {
  const sharePercent = guideSharePercentOf(source.tourSharePercent, defaultPercent);
  return { sharePercent, amount: guideEarnings(source.price, sharePercent) };
}

/**
 * Guides' earnings (decision 0017): fixed when a mission finishes — in the transaction that finishes
 * it — and at the latest by the monthly run, so what a month paid never changes afterwards; read for
 * the payments page with the rule applied to any mission not fixed yet, exactly as fixing would.
 */
export function guideEarningsService(db: Database, options: { defaultPercent: number }) {
  return {
    /** Fixes the earnings of finished missions with a guide that have none yet, in `tx`. */
    async fix(tx: Executor, scope: Parameters<typeof unfixedEarnings>[1]): Promise<number> {
      const sources = await unfixedEarnings(tx, scope);
      await insertEarnings(
        tx,
        sources.map((source) => {
          const [year, month] = source.day.split('-').map(Number) as [number, number];
          return { missionId: source.missionId, guideUserId: source.guideUserId, currency: source.currency, year, month, ...earningOf(source, options.defaultPercent) };
        }),
      );
      return sources.length;
    },

    /**
     * GET /api/missions/{year}/{month}/get-all-missions-completed: the guide's finished missions of
     * the month (by visit day) and their earnings summed per currency — never across currencies.
     */
    async completedMissions(guideUserId: string, period: PayoutPeriod) {
      const rows = await completedMissionsOf(db, guideUserId, period);
      const data = rows.map((row) => ({
        missionId: row.missionId,
        cartReference: row.orderReference,
        visitDate: row.day,
        startTime: row.startTime,
        earnings: row.fixedAmount ?? earningOf(row, options.defaultPercent).amount,
        sharePercent: row.fixedPercent ?? earningOf(row, options.defaultPercent).sharePercent,
        total: row.price,
        currency: row.currency,
        minorUnits: row.minorUnits,
        travellers: row.adults + row.children + row.infants,
        customerLanguage: row.guideLanguage,
        duration: row.duration,
        rating: row.rating,
      }));
      const totals = new Map<string, { currency: string; minorUnits: number; earnings: number; total: number; missions: number }>();
      for (const mission of data) {
        const sum = totals.get(mission.currency) ?? { currency: mission.currency, minorUnits: mission.minorUnits, earnings: 0, total: 0, missions: 0 };
        sum.earnings += mission.earnings;
        sum.total += mission.total;
        sum.missions += 1;
        totals.set(mission.currency, sum);
      }
      return { year: period.year, month: period.month, data, totalsByCurrency: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) };
    },
  };
}

export type GuideEarningsService = ReturnType<typeof guideEarningsService>;
