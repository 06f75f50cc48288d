/**
 * The days a tour can be booked on, as the booking date picker receives them: one character per
 * calendar day from `from` ('1' a day with a free slot, '0' not). A year of 'YYYY-MM-DD' strings
 * was 4.5 KB of every tour page's hydration data; this is 366 characters of a few kinds, which
 * compress to a few dozen bytes. Days are plain calendar days of the tour's city (UTC arithmetic is exact).
 */
export interface FreeDays {
  /** The first day the string describes ('YYYY-MM-DD'). */
  from: string;
  /** '1' or '0' for `from` and each day after it. */
  days: string;
}

const dayMs = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / dayMs;
const dayAt = (number: number) => new Date(number * dayMs).toISOString().slice(0, 10);

/** The days from `from` to `to` (both included) with those in `free` marked. */
export function freeDaysOf(from: string, to: string, free: readonly string[]): FreeDays {
  const first = dayNumber(from);
  const marks = Array.from({ length: Math.max(0, dayNumber(to) - first + 1) }, () => '0');
  for (const day of free) {
    const index = dayNumber(day) - first;
    if (index >= 0 && index < marks.length) marks[index] = '1';
  }
  return { from, days: marks.join('') };
}

/** Whether `day` has a free slot (a day outside the described range has none). */
export function isFreeDay(freeDays: FreeDays, day: string): boolean {
  const index = dayNumber(day) - dayNumber(freeDays.from);
  return Number.isInteger(index) && freeDays.days[index] === '1';
}

/** The first free day, or null when there is none. */
export function firstFreeDay(freeDays: FreeDays): string | null {
  const index = freeDays.days.indexOf('1');
  return index < 0 ? null : dayAt(dayNumber(freeDays.from) + index);
}

/** Whether any day of `month` ('YYYY-MM') is free. */
export function hasFreeDayIn(freeDays: FreeDays, month: string): boolean {
  const start = dayNumber(`${month}-01`);
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, index, 0)).getUTCDate();
  for (let number = start; number < start + length; number += 1) if (isFreeDay(freeDays, dayAt(number))) return true;
  return false;
}
