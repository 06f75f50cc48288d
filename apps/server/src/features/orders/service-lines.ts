import type { PricedService } from '@cicerone/core/checkout/order-pricing';
import type { QuoteRequest } from '@cicerone/core/contracts/quotes';
import { AppError } from '@cicerone/core/errors';
import { eurCentsOf } from '@cicerone/core/checkout/order-pricing';
import type { Executor } from '@cicerone/db/client';
import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';

/** What the checkout needs of an accepted offer it is paying: its price, place, start and the request's travellers and contact. */
export interface OfferToPay {
  id: string;
  kind: QuoteKind;
  currency: string;
  offerAmount: number | null;
  cityId: number | null;
  serviceDay: string | null;
  serviceTime: string | null;
  startsAt: Date | null;
  locale: string;
  request: Record<string, unknown>;
}

/**
 * The buyer's accepted offers among `ids` that no booking sells yet, locked with `lock` (the quotes
 * slice's query, composed in at services.ts: quotes already use orders' references).
 */
export type OffersToPay = (db: Executor, userId: string, ids: readonly string[], lock?: boolean) => Promise<OfferToPay[]>;

/** What a service's booking takes from its accepted request (requirements §booking.services): its city, start, travellers and contact. */
export interface ServiceBookingFields {
  tourId: null;
  cityId: number;
  duration: 'service';
  day: string;
  startTime: string;
  startsAt: Date;
  adults: number;
  children: number;
  infants: number;
  guideLanguage: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/**
 * The accepted offers a checkout pays, as order lines: each at its offer's price (PricedService,
 * with its EUR value at its currency's rate) and the booking fields its request gives. Every
 * offer asked for must still be payable (the buyer's, accepted, not sold yet: `rows` are those;
 * else cart_empty), have the city the team named with the offer (the mission's, decision 0027) and a start still
 * to come; otherwise the whole order is refused.
 */
export function serviceLines(rows: readonly OfferToPay[], asked: readonly string[], rates: ReadonlyMap<string, { rate: number; minorUnits: number }>, now: Date) {
  // An offer of the cart no longer payable was ordered by another checkout of the same cart (a
  // second tab, which waited for its lock): the same answer as for the tours that checkout took.
  if (rows.length < new Set(asked).size) throw new AppError('cart_empty');
  return rows.map((row) => {
    const rate = rates.get(row.currency);
    if (!rate || row.offerAmount === null || row.cityId === null || row.serviceDay === null || row.startsAt === null) throw new AppError('quote_status_conflict');
    if (row.startsAt.getTime() <= now.getTime()) throw new AppError('quote_offer_expired');
    const request = row.request as unknown as QuoteRequest;
    const offer: PricedService = {
      quoteId: row.id,
      offer: { currency: row.currency, amount: row.offerAmount },
      eurCents: eurCentsOf(row.offerAmount, rate.rate, { code: row.currency, minorUnits: rate.minorUnits }),
    };
    const booking: ServiceBookingFields = {
      tourId: null,
      cityId: row.cityId,
      duration: 'service',
      day: row.serviceDay,
      startTime: (row.serviceTime ?? '00:00').slice(0, 5),
      startsAt: row.startsAt,
      adults: request.travellers.adults,
      children: request.travellers.children,
      infants: request.travellers.infants,
      // The team answers in the request's language: the guide's language of the service.
      guideLanguage: row.locale,
      contactName: request.contact.name,
      contactEmail: request.contact.email,
      contactPhone: request.contact.phone,
    };
    return { row, offer, booking };
  });
}

/** The rates of the offers' currencies, read before any lock (the checkout's totals and the order alike). */
export async function offerRates(rows: readonly OfferToPay[], rateOf: (code: string) => Promise<{ rate: number; minorUnits: number }>) {
  const codes = [...new Set(rows.map((row) => row.currency))];
  return new Map(await Promise.all(codes.map(async (code) => [code, await rateOf(code)] as const)));
}
