/**
 * Names the browser and Node already know in every interface language (Intl), so the
 * catalogs need no list of weekdays, languages or countries.
 */
import { weekdaysOf } from '@cicerone/core/catalog/tour-schedule';
import { dateFormat, listFormat } from './intl-cache.ts';

// Building an Intl formatter costs far more than using one: a list of bookings or missions names many.
const languageNames = new Map<string, Intl.DisplayNames>();

/** 'fr_FR' or 'fr' → 'French' / 'Französisch' / 'フランス語'. */
export function languageName(tag: string, code: string): string {
  const base = code.split(/[_-]/)[0] ?? code;
  try {
    let names = languageNames.get(tag);
    if (!names) {
      names = new Intl.DisplayNames([tag], { type: 'language' });
      languageNames.set(tag, names);
    }
    return names.of(base) ?? code;
  } catch {
    return code;
  }
}

const currencyNames = new Map<string, Intl.DisplayNames>();

/** 'JPY' → 'Japanese Yen' / 'yen japonais' / '日本円'; `fallback` (the dataset's English name) for a code Intl does not know. */
export function currencyName(tag: string, code: string, fallback = code): string {
  try {
    let names = currencyNames.get(tag);
    if (!names) {
      names = new Intl.DisplayNames([tag], { type: 'currency', fallback: 'none' });
      currencyNames.set(tag, names);
    }
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}

/** Weekday names of a tour's weekday mask (bit 0 = Sunday), Monday first as travellers read a week. */
export function weekdayNames(tag: string, mask: number): string[] {
  const format = dateFormat(tag, { weekday: 'long', timeZone: 'UTC' });
  // 2026-03-01 is a Sunday: day n of that week has weekday n.
  const name = (weekday: number) => format.format(new Date(Date.UTC(2026, 2, 1 + weekday)));
  const days = weekdaysOf(mask);
  return [...days.filter((day) => day !== 0), ...days.filter((day) => day === 0)].map(name);
}

/** 'HH:MM' or 'HH:MM:SS' → '9:30 AM' / '09:30' as the language writes times (the booking panel formats a dozen per render). */
export function timeName(tag: string, time: string): string {
  const format = dateFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const [hours = '0', minutes = '0'] = time.split(':');
  return format.format(new Date(Date.UTC(2026, 0, 1, Number(hours), Number(minutes))));
}

/** A list in the language's way: 'A, B and C'. */
export function listOf(tag: string, items: string[]): string {
  return listFormat(tag, { style: 'long', type: 'conjunction' }).format(items);
}
