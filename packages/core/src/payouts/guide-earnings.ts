/**
 * What a finished mission earns its guide (decision 0017): a share of the booking's price, in the
 * booking's currency and minor units. The share is the tour's own percentage when it has one, else
 * the installation's default (GUIDE_SHARE_PERCENT, 70 unless set). The percentage in force when the
 * mission finished is written down with the earning, so changing a tour's share or the default later
 * never rewrites a past month.
 */

/** GUIDE_SHARE_PERCENT when unset: what most local-guide marketplaces pass on to the guide. */
export const defaultGuideSharePercent = 70;

/** A share is a whole percentage from 0 to 100 (the tour column's CHECK says the same). */
export function isGuideSharePercent(value: number): boolean {
  return Number.isInteger(value) && value >= 0 && value <= 100;
}

/** The tour's share when it has one, else the default. */
export function guideSharePercentOf(tourPercent: number | null, defaultPercent: number): number {
  return tourPercent ?? defaultPercent;
}

/**
 * price × percent / 100 in whole minor units, rounded half up (the guide gets the half unit): in
 * integers only, so no float ever touches money. 10 001 cents at 70 % → 7 000.7 → 7 001.
 */
export function guideEarnings(priceMinor: number, percent: number): number {
  if (!Number.isInteger(priceMinor) || priceMinor < 0) throw new RangeError('a price is a non-negative whole number of minor units');
  if (!isGuideSharePercent(percent)) throw new RangeError('a guide share is a whole percentage from 0 to 100');
  return Math.floor((priceMinor * percent + 50) / 100);
}

/** A calendar month (1–12) of a year: the period of a payments page and of a payout statement. */
export interface PayoutPeriod {
  year: number;
  month: number;
}

/** The month before the one `now` falls in, in UTC (the company pays by calendar month). */
export function previousMonth(now: Date): PayoutPeriod {
  const month = now.getUTCMonth(); // 0-based: this month - 1 in 1-based terms
  return month === 0 ? { year: now.getUTCFullYear() - 1, month: 12 } : { year: now.getUTCFullYear(), month };
}

/**
 * Whether `period` is over at `now` (UTC, as previousMonth): only a finished month has its
 * statements built — one still running would be paid short, its later tours left out of a
 * statement that is built once.
 */
export function monthFinished(period: PayoutPeriod, now: Date): boolean {
  return period.year * 12 + period.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** Requirements §lifecycles.payout: guides are paid before the 10th, so the statements are built from the 1st to the 9th. */
export const payoutDeadlineDay = 10;

/** Whether the monthly payout run is due on `now` (a missed 1st is caught up any day before the 10th). */
export function payoutRunDue(now: Date): boolean {
  return now.getUTCDate() < payoutDeadlineDay;
}

/**
 * The run waits for the month's last tours: one on the last evening in a western city ends after
 * midnight UTC and is completed minutes later. Until this day of the month (UTC) a pass that finds a
 * tour of the month not completed yet builds nothing and tries again; from it, a booking stuck
 * uncompleted no longer holds up everyone's pay.
 */
export const payoutWaitUntilDay = 3;

/** 'YYYY-MM-01' and the first day of the next month: the half-open range of visit days in a period. */
export function periodDays({ year, month }: PayoutPeriod): { from: string; until: string } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const day = (period: PayoutPeriod) => `${String(period.year).padStart(4, '0')}-${String(period.month).padStart(2, '0')}-01`;
  return { from: day({ year, month }), until: day(next) };
}
