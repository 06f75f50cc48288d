import type { CartService } from '@cicerone/core/contracts/cart';
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
  /** Accepted offers (requirements §lifecycles.quote), paid with the tours. */
  services: CartService[];
  count: number;
  subtotal: Money;
}

// One formatter per language: building one costs far more than using it, and a list of bookings or missions names many days.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'YYYY-MM-DD' as a long date of the reader's language (the day is the tour city's, so no zone shift: read as UTC). */
export function dayName(tag: string, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
    dayFormats.set(tag, format);
  }
  return format.format(date);
}
