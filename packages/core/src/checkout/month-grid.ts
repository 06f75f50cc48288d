/**
 * The month grid of the booking date picker: weeks of 'YYYY-MM-DD' days (null outside the month).
 * Days are plain calendar days of the tour's city, so UTC arithmetic is exact here.
 */

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `count` months after `month` ('YYYY-MM'; count may be negative). */
export function addMonths(month: string, count: number): string {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, index - 1 + count, 1));
  return date.toISOString().slice(0, 7);
}

/** Whether `value` is a real 'YYYY-MM'. */
export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/**
 * A real calendar day 'YYYY-MM-DD' from year 1 (PostgreSQL has no year 0): what a form or an API
 * may name as a tour's day. '2026-02-30' and anything not of that shape are not.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < '0001-01-01') return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Weekday (0 = Sunday) the grid's weeks start on: Sunday where the language's calendars do (US, Japan), else Monday. */
export function weekStartFor(locale: string): 0 | 1 {
  return locale === 'en_US' || locale === 'ja_JP' ? 0 : 1;
}

/** The weeks of `month` ('YYYY-MM'), each 7 cells from `weekStart`; cells outside the month are null. */
export function monthWeeks(month: string, weekStart: 0 | 1): (string | null)[][] {
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, index - 1, 1));
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  const lead = (first.getUTCDay() - weekStart + 7) % 7;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= length; day += 1) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let start = 0; start < cells.length; start += 7) weeks.push(cells.slice(start, start + 7));
  return weeks;
}
