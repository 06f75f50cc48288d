import { runsOn, weekdayOf } from '@cicerone/core/catalog/tour-schedule';

/** What decides whether one day of a tour can still be booked; read for a whole range in one query. */
export interface TourDay {
  /** 'YYYY-MM-DD' in the tour's city. */
  day: string;
  /** The tour's weekday mask (bit 0 = Sunday). */
  weekdays: number;
  blocked: boolean;
  held: number;
  groupsPerDay: number;
  /**
   * The last instant a booking for this day is taken: the start (the latest one of the day,
   * or the one asked for) in the city's time zone, minus the tour's cut-off.
   */
  bookableUntil: Date;
}

/** The one rule of the date picker, of the booking check and of any later date change. */
export function isFreeDay(tourDay: TourDay, now: Date): boolean {
  return (
    runsOn(tourDay.weekdays, tourDay.day) &&
    !tourDay.blocked &&
    tourDay.held < tourDay.groupsPerDay &&
    now.getTime() <= tourDay.bookableUntil.getTime()
  );
}

/** A date picker asks for a month or two; a year is plenty and keeps one query small. */
export const maxRangeDays = 366;

/** The 'YYYY-MM-DD' day, or a thrown error: callers validate input first, so a bad day here is a bug. */
export function checkedDay(day: string): string {
  if (weekdayOf(day) === null) throw new RangeError(`not a day: ${day}`);
  return day;
}

/** `to`, or the last day of the longest range from `from` when `to` lies further. */
export function rangeEnd(from: string, to: string): string {
  const last = new Date(Date.parse(`${from}T00:00:00Z`) + (maxRangeDays - 1) * 86_400_000).toISOString().slice(0, 10);
  return to < last ? to : last;
}
