import type { Money } from '@cicerone/core/contracts/catalog';

/** A cart item as the pages show it: the server's price, and why it cannot be ordered in the page's language. */
export interface ShownCartItem {
  id: string;
  tour: { id: number; slug: string; title: string; city: { nameTranslated: string } };
  duration: string;
  day: string;
  startTime: string;
  travellers: { adults: number; children: number; infants: number };
  guideLanguage: string;
  price: Money | null;
  problem: string | null;
}

export interface ShownCart {
  items: ShownCartItem[];
  count: number;
  subtotal: Money;
}

/** 'YYYY-MM-DD' as a long date of the reader's language (the day is the tour city's, so no zone shift: read as UTC). */
export function dayName(tag: string, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}
