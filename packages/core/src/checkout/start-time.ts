/**
 * When a booked tour starts. The traveller picks a day and a start time of the tour's city (its
 * weekdays, between its earliest and latest start, every 30 minutes: tour-schedule.ts); the
 * booking stores the instant, found from that wall-clock time in the city's IANA zone. Intl gives
 * the zone's UTC offset at any instant (Node has no Temporal yet), which is all we need: the Temporal
 * polyfills would add 19–46 KiB to the tour page, which runs this check in the browser, and the small
 * library we tried gets repeated times wrong (docs/decisions/0009-time-zone-arithmetic-stays-ours.md).
 */
import { runsOn, startTimes } from '../catalog/tour-schedule.ts';

/** What a tour's schedule says, as the catalogue stores it. */
export interface TourSchedule {
  /** Bit 0 = Sunday … bit 6 = Saturday. */
  weekdays: number;
  /** Earliest and latest start, 'HH:MM' or 'HH:MM:SS', local time of the city. */
  minStartTime: string;
  maxStartTime: string;
  /** The city's IANA zone, e.g. 'Europe/Paris'. */
  timeZone: string;
  /** Bookings close this many hours before a start (the tour's cut-off; bookingNoticeHours when it has none). */
  cutoffHours?: number;
}

/**
 * By default a tour can be booked until this many hours before it starts, so a guide can be
 * assigned and confirmed (the spec gives no figure; 24 h matches the tour's free-cancellation
 * window and the pickup service notice of requirements §constants.times). A tour may set its own cut-off
 * (tour_availability.booking_cutoff_hours, e.g. last-minute tours).
 */
export const bookingNoticeHours = 24;

const hourMs = 3_600_000;
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

function offsetFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * Offsets already read, by zone and quarter hour: formatToParts costs tens of microseconds, and a
 * date picker asks for a year of days (four offsets each). Zones change offset only on whole
 * quarter hours, so one quarter hour has one offset. Cleared when it grows large.
 */
const offsetCache = new Map<string, number>();
const quarterHourMs = 15 * 60_000;

/** The zone's offset from UTC at an instant, in ms (Paris in summer: +2 h). */
export function zoneOffsetMs(timeZone: string, instantMs: number): number {
  const key = `${timeZone}@${Math.floor(instantMs / quarterHourMs)}`;
  const known = offsetCache.get(key);
  if (known !== undefined) return known;
  const offset = readOffsetMs(timeZone, instantMs);
  if (offsetCache.size >= 50_000) offsetCache.clear();
  offsetCache.set(key, offset);
  return offset;
}

function readOffsetMs(timeZone: string, instantMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of offsetFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const wallMs = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  // formatToParts has whole seconds: compare with the instant's whole second.
  return wallMs - (instantMs - (((instantMs % 1000) + 1000) % 1000));
}

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const clockTime = /^([01]\d|2[0-3]):([0-5]\d)(?::00)?$/;

/**
 * The instant of a wall-clock day and time in a zone. Like Temporal's 'compatible' choice: a
 * time that happens twice (clocks go back) is the first one; a time that does not exist (clocks
 * go forward) is moved forward by the gap (02:30 on the spring-forward night in Paris → 03:30).
 */
export function zonedInstant(day: string, time: string, timeZone: string): Date {
  const dayMatch = isoDay.exec(day);
  const timeMatch = clockTime.exec(time);
  if (!dayMatch || !timeMatch) throw new RangeError(`not a day and time: ${day} ${time}`);
  const wallMs = Date.UTC(Number(dayMatch[1]), Number(dayMatch[2]) - 1, Number(dayMatch[3]), Number(timeMatch[1]), Number(timeMatch[2]));
  // Zones change offset at most once in a day: the offsets a day before and after are the candidates.
  const before = zoneOffsetMs(timeZone, wallMs - 24 * hourMs);
  const after = zoneOffsetMs(timeZone, wallMs + 24 * hourMs);
  const matching = [before, after].map((offset) => wallMs - offset).filter((instant) => zoneOffsetMs(timeZone, instant) === wallMs - instant);
  if (matching.length > 0) return new Date(Math.min(...matching));
  return new Date(wallMs - before);
}

function normalizedTime(time: string): string | null {
  return clockTime.test(time) ? time.slice(0, 5) : null;
}

/** The start times of `day` that can still be booked at `now`: empty when the tour does not run that day. */
export function bookableStartTimes(schedule: TourSchedule, day: string, now: Date): string[] {
  if (!runsOn(schedule.weekdays, day)) return [];
  const latestStart = now.getTime() + (schedule.cutoffHours ?? bookingNoticeHours) * hourMs;
  return startTimes(schedule.minStartTime, schedule.maxStartTime).filter(
    (time) => zonedInstant(day, time, schedule.timeZone).getTime() >= latestStart,
  );
}

export type StartCheck = { ok: true; startsAt: Date } | { ok: false; code: 'time_out_of_range' | 'no_time_slots' };

/**
 * Whether a tour can be booked for `day` at `time` (local to its city): no_time_slots when the
 * day has no bookable start (not one of the tour's weekdays, not a date, or too soon), else
 * time_out_of_range when the time is not one of the day's bookable starts.
 */
export function checkStart(schedule: TourSchedule, day: string, time: string, now: Date): StartCheck {
  const bookable = bookableStartTimes(schedule, day, now);
  if (bookable.length === 0) return { ok: false, code: 'no_time_slots' };
  const start = normalizedTime(time);
  if (start === null || !bookable.includes(start)) return { ok: false, code: 'time_out_of_range' };
  return { ok: true, startsAt: zonedInstant(day, start, schedule.timeZone) };
}
