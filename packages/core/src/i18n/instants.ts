/**
 * How a person reads an instant (docs/decisions/0007-instants-name-their-zone.md): always with the
 * place whose clock it is written in, and the same text on every page, e-mail and PDF.
 *
 * - A tour's own times (its start, the end of its free cancellation) are the tour city's clock:
 *   that is where the traveller will be. '4 December 2026, 10:00 (Kyoto time)'.
 * - Every other instant (a payment deadline, an order or cancellation time, a proof's upload, a
 *   login, a password change) belongs to no place. The server cannot know the reader's zone when it
 *   renders a page or a mail, so these are the company's clock, Paris, where the orders are run:
 *   '27 November 2026, 20:05 (Paris time)'. An order may hold tours in several cities, so its
 *   deadline could not be any one city's.
 */
import type { Translate } from './translate.ts';

/** The company's zone (company.ts: Cicerone SAS, Paris): orders expire and invoices are dated by it. */
export const companyTimeZone = 'Europe/Paris';

/** A clock to read instants on: the IANA zone, and the place the reader knows it by, in their language. */
export interface Clock {
  timeZone: string;
  place: string;
}

/** The company's clock, its place named in the reader's language. */
export function companyClock(t: Translate): Clock {
  return { timeZone: companyTimeZone, place: t('time.companyPlace') };
}

/**
 * A clock by its IANA zone, known by `place` — a tour's city, named in the reader's language (a
 * Venice tour runs on 'Europe/Rome' and says "Venedig") — or else by the zone's own city: 'Europe/London' → London.
 */
export function zoneClock(timeZone: string, place?: string | null): Clock {
  return { timeZone, place: place || (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ') };
}

export interface InstantStyle {
  /** The reader's BCP 47 tag ('de-DE'). */
  tag: string;
  t: Translate;
  dateStyle?: 'full' | 'long' | 'medium' | undefined;
  timeStyle?: 'short' | 'long' | undefined;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(tag: string, timeZone: string, dateStyle: InstantStyle['dateStyle'], timeStyle: InstantStyle['timeStyle']): Intl.DateTimeFormat {
  const key = `${tag}|${timeZone}|${dateStyle ?? ''}|${timeStyle ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle, timeStyle, timeZone });
    formats.set(key, format);
  }
  return format;
}

/** '27. November 2026 um 20:05 (Ortszeit Paris)': the instant on `clock`, saying whose clock it is. */
export function formatInstant(instant: Date | string, clock: Clock, { tag, t, dateStyle = 'long', timeStyle = 'short' }: InstantStyle): string {
  const text = formatter(tag, clock.timeZone, dateStyle, timeStyle).format(typeof instant === 'string' ? new Date(instant) : instant);
  return t('time.onClock', { time: text, place: clock.place });
}

/**
 * A tour's wall-clock time ('HH:MM' of its city, as bookings store it) with its city named:
 * '10:00 (Kyoto time)'. Written as UTC digits, so no server or browser zone shifts them.
 */
export function formatCityTime(time: string, place: string, { tag, t }: Pick<InstantStyle, 'tag' | 't'>): string {
  const [hours = '0', minutes = '0'] = time.split(':');
  const text = formatter(tag, 'UTC', undefined, 'short').format(new Date(Date.UTC(2026, 0, 1, Number(hours), Number(minutes))));
  return t('time.onClock', { time: text, place });
}
