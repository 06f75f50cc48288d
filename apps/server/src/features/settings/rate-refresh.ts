import { checkRefreshedRates } from '@cicerone/core/settings/rate-rules';
import type { Database } from '@cicerone/db/client';
import { intervalJobPlugin } from '../../shared/interval-job.ts';
import { fetchSourceRates, RateSourceError } from './rate-source.ts';
import { claimRefreshDay, finishRefreshDay, selectCurrencies, selectNewestRates, storeRates } from './settings-queries.ts';

export interface RefreshReport {
  /** skipped: no source configured, or the day is done or being done by another process. */
  outcome: 'stored' | 'failed' | 'skipped';
  detail: string;
  stored: number;
}

/** A failed day is tried again after this long; a process that died mid-refresh frees its claim after it too. */
const retryAfterMs = 60 * 60_000;
const dayMs = 24 * 60 * 60_000;

/**
 * The daily refresh of the EUR rates (requirements §back-office.settings) from `url` (EXCHANGE_RATES_URL; the ECB's daily
 * file by default). The day's row in exchange_rate_refresh is claimed first, so several processes
 * refresh once a day. The file is read outside any transaction (a slow source holds no lock); its
 * rates are checked (core settings/rate-rules.ts) and stored in one transaction, or, when the source
 * is unreachable or says something absurd, nothing is stored and the last rates stay.
 */
export function rateRefresh(db: Database, options: { url: string | undefined; changed: () => void }) {
  async function read(url: string, now: Date) {
    const source = await fetchSourceRates(url);
    if (source.date > new Date(now.getTime() + dayMs).toISOString().slice(0, 10)) throw new RateSourceError(`dated ${source.date}, in the future`);
    const [currencies, stored] = await Promise.all([selectCurrencies(db), selectNewestRates(db)]);
    const check = checkRefreshedRates(
      source.rates,
      new Map(stored.map((row) => [row.currency, Number(row.rate)])),
      currencies.map((row) => row.code),
    );
    if ('refused' in check) throw new RateSourceError(check.refused);
    return { date: source.date, rates: check.accepted, name: new URL(url).host };
  }

  return {
    async refreshDue(now: Date = new Date()): Promise<RefreshReport> {
      const { url } = options;
      if (!url) return { outcome: 'skipped', detail: 'no source', stored: 0 };
      const day = now.toISOString().slice(0, 10);
      if (!(await claimRefreshDay(db, day, now, new Date(now.getTime() - retryAfterMs)))) return { outcome: 'skipped', detail: 'done today', stored: 0 };
      let fresh: Awaited<ReturnType<typeof read>>;
      try {
        fresh = await read(url, now);
      } catch (error) {
        if (!(error instanceof RateSourceError)) throw error;
        await finishRefreshDay(db, day, 'failed', error.message);
        return { outcome: 'failed', detail: error.message, stored: 0 };
      }
      const detail = `${fresh.date}: ${fresh.rates.length}`;
      await db.transaction(async (tx) => {
        await storeRates(tx, fresh.date, fresh.name, fresh.rates);
        await finishRefreshDay(tx, day, 'stored', detail);
      });
      options.changed();
      return { outcome: 'stored', detail, stored: fresh.rates.length };
    },
  };
}

export type RateRefresh = ReturnType<typeof rateRefresh>;

/** Hourly: the day's rates are fetched within the hour after midnight UTC (or after a start), a failed try again an hour later. */
export const rateRefreshJobPlugin = intervalJobPlugin({
  name: 'rate-refresh-job',
  everyMs: 60 * 60_000,
  run: async (app) => {
    const report = await app.services.settings.rates.refreshDue();
    // Thrown so the job's log says it; the stored rates stay as they were.
    if (report.outcome === 'failed') throw new Error(`exchange rates not refreshed: ${report.detail}`);
    return report.stored;
  },
});
