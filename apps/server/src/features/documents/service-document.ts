import type { Translate } from '@cicerone/core/i18n/translate';
import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { serviceFacts, type ServiceFact } from '@cicerone/core/quotes/service-facts';

/**
 * A booked service on request (requirements §booking.services) as the voucher and the invoice name it: its kind, and the
 * facts of its request (flight, terminal, addresses, ship, stopovers) the booking page shows too.
 * Null for a tour's booking.
 */
export function serviceOf(row: { quoteKind: QuoteKind | null; quoteRequest: Record<string, unknown> | null }, locale: Locale, t: Translate): { title: string; facts: ServiceFact[] } | null {
  if (row.quoteKind === null) return null;
  return { title: t(`quotes.kind.${row.quoteKind}`), facts: serviceFacts(row.quoteRequest ?? {}, t, languageTag(locale)) };
}
