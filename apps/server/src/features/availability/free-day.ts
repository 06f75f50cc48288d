import { LRUCache } from 'lru-cache';
import { runsOn, weekdayOf } from '@cicerone/core/catalog/tour-schedule';
import { zonedInstant, zoneOffsetMs } from '@cicerone/core/checkout/start-time';

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

/** A tour's schedule and the days of a range that differ from it (capacity-queries.ts tourCalendarIn). */
export interface TourCalendar {
  weekdays: number;
  /** 'HH:MM:SS', local to the city. */
  maxStartTime: string;
  /** The city's IANA zone. */
  timeZone: string;
  groupsPerDay: number;
  cutoffHours: number;
  /** Blocked days of the range. */
  blocked: ReadonlySet<string>;
  /** Units held, by day of the range (days without any are absent). */
  held: ReadonlyMap<string, number>;
}

const dayMs = 86_400_000;

/**
 * The instants a start time falls on, each day of a range, in one zone: keyed by everything they depend
 * on, so nothing needs forgetting; the least recently used go past 2,000 ranges.
 */
const startInstants = new LRUCache<string, readonly number[]>({ max: 2_000 });

function startsOfRange(from: string, last: string, start: string, timeZone: string): readonly number[] {
  const key = `${timeZone}|${start}|${from}|${last}`;
  let starts = startInstants.get(key);
  if (!starts) {
    const first = Date.parse(`${from}T00:00:00Z`);
    const count = Math.round((Date.parse(`${last}T00:00:00Z`) - first) / dayMs) + 1;
    const [hours = 0, minutes = 0] = start.split(':').map(Number);
    const startMs = (hours * 60 + minutes) * 60_000;
    // The zone's offset at UTC midnights: the same for every tour and start time of the zone, so a
    // year of days costs a few hundred offset reads once per zone (start-time.ts keeps them), not per tour.
    const midnightOffset = (index: number) => zoneOffsetMs(timeZone, first + index * dayMs);
    starts = Array.from({ length: count }, (_, index) => {
      const offset = midnightOffset(index);
      // A wall-clock time of day `index` lies between the midnights of the day before and two days
      // after (zones are within ±14 h of UTC). Zones change offset at most once a day (start-time.ts's own
      // premise): an offset unchanged at all four is the offset of the start, which then happens once.
      const steady = [index - 1, index + 1, index + 2].every((other) => midnightOffset(other) === offset);
      // Else a change of offset is near: the checkout's own conversion decides, as it does for an order.
      return steady ? first + index * dayMs + startMs - offset : zonedInstant(dayAfter(first, index), start, timeZone).getTime();
    });
    startInstants.set(key, starts);
  }
  return starts;
}

const dayAfter = (firstMs: number, days: number) => new Date(firstMs + days * dayMs).toISOString().slice(0, 10);

/**
 * Every day from `from` to `to` (at most maxRangeDays) with what decides whether it is free. The start
 * the cut-off counts back from is `startTime` ('HH:MM') when given, else the tour's latest start of the
 * day: a day stays in the picker while one start time of it can still be booked.
 */
export function tourDaysOf(calendar: TourCalendar, from: string, to: string, startTime?: string): TourDay[] {
  const last = rangeEnd(checkedDay(from), checkedDay(to));
  if (last < from) return [];
  // Tour starts are whole minutes (every 30 minutes, tour-schedule.ts): the time column's seconds are 00.
  const starts = startsOfRange(from, last, (startTime ?? calendar.maxStartTime).slice(0, 5), calendar.timeZone);
  const first = Date.parse(`${from}T00:00:00Z`);
  const cutoffMs = calendar.cutoffHours * 3_600_000;
  return starts.map((startMs, index) => {
    const day = dayAfter(first, index);
    return {
      day,
      weekdays: calendar.weekdays,
      blocked: calendar.blocked.has(day),
      held: calendar.held.get(day) ?? 0,
      groupsPerDay: calendar.groupsPerDay,
      bookableUntil: new Date(startMs - cutoffMs),
    };
  });
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
