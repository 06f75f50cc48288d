/**
 * When a tour can start: the weekdays it runs (bit 0 = Sunday … bit 6 = Saturday, as
 * Date#getUTCDay counts) and start times between its earliest and latest, every 30 minutes.
 * Dates are plain 'YYYY-MM-DD' days of the tour's city; no time zone maths is needed for them.
 */

export const startTimeStepMinutes = 30;

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The weekday (0 = Sunday) of a 'YYYY-MM-DD' day, or null when it is not a real date. */
export function weekdayOf(day: string): number | null {
  const match = isoDay.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const at = new Date(Date.UTC(year, month, date));
  // A real date reads back as itself (not 31 April, nor a year 0–99 that Date.UTC puts in the 1900s);
  // compared as numbers, not through toISOString: the date picker asks this of each day of a year.
  return at.getUTCFullYear() === year && at.getUTCMonth() === month && at.getUTCDate() === date ? at.getUTCDay() : null;
}

/** Whether a tour with this weekday mask runs on the given day. */
export function runsOn(weekdays: number, day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== null && (weekdays & (1 << weekday)) !== 0;
}

/** The weekdays (0 = Sunday) of a mask, in order. */
export function weekdaysOf(weekdays: number): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((weekday) => (weekdays & (1 << weekday)) !== 0);
}

function minutesOf(time: string): number {
  const [hours = '0', minutes = '0'] = time.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Start times 'HH:MM' from the earliest to the latest ('HH:MM' or 'HH:MM:SS'), both included, every 30 minutes. */
export function startTimes(earliest: string, latest: string, stepMinutes = startTimeStepMinutes): string[] {
  const first = Math.ceil(minutesOf(earliest) / stepMinutes) * stepMinutes;
  const last = minutesOf(latest);
  const times: string[] = [];
  for (let minutes = first; minutes <= last; minutes += stepMinutes) times.push(timeOf(minutes));
  return times;
}

// Building a formatter costs far more than using one, and every tour page asks for its city's today.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's 'YYYY-MM-DD' in a time zone (the tour's city): the first day a visitor can book. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  try {
    let format = dayFormats.get(timeZone);
    if (!format) {
      // en-CA formats dates as YYYY-MM-DD.
      format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      dayFormats.set(timeZone, format);
    }
    return format.format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
