// The month a payments page shows: ?month=YYYY-MM, else a default month; and the months its filter
// offers, named in the page's language (Intl) — shared by the guide's payments and the back office.
import { languageTag, type Locale } from '@cicerone/core/locales';
import type { PayoutPeriod } from '@cicerone/core/payouts/guide-earnings';

export const monthValue = ({ year, month }: PayoutPeriod) => `${year}-${String(month).padStart(2, '0')}`;

/** ?month=2026-10, or `fallback` when absent or not a month. */
export function chosenMonth(url: URL, fallback: PayoutPeriod): PayoutPeriod {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(url.searchParams.get('month') ?? '');
  if (!match) return fallback;
  const year = Number(match[1]);
  return year >= 2000 && year <= 2100 ? { year, month: Number(match[2]) } : fallback;
}

export const currentMonth = (now: Date): PayoutPeriod => ({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });

export interface MonthOption {
  value: string;
  label: string;
}

/** 'October 2026' in the page's language. */
export function monthLabel(locale: Locale, { year, month }: PayoutPeriod): string {
  return new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** The 24 months up to `latest`, newest first, plus the chosen one if it is older. */
export function monthOptions(locale: Locale, latest: PayoutPeriod, chosen: PayoutPeriod): MonthOption[] {
  const options: MonthOption[] = [];
  for (let back = 0; back < 24; back += 1) {
    const index = latest.year * 12 + (latest.month - 1) - back;
    const period = { year: Math.floor(index / 12), month: (index % 12) + 1 };
    options.push({ value: monthValue(period), label: monthLabel(locale, period) });
  }
  if (!options.some((option) => option.value === monthValue(chosen))) options.push({ value: monthValue(chosen), label: monthLabel(locale, chosen) });
  return options;
}
