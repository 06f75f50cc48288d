import type { PricedService } from '@cicerone/core/checkout/order-pricing';
import type { QuoteRequest } from '@cicerone/core/contracts/quotes';
import { AppError } from '@cicerone/core/errors';
import { eurCentsOf } from '@cicerone/core/money';
import type { OfferToPay } from '../quotes/quote-queries.ts';

/** What a service's booking takes from its accepted request (issue 16 §4): its city, start, travellers and contact. */
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
 * offer asked for must still be payable (the buyer's, accepted, not sold yet: `rows` are those),
 * have the city the team named with the offer (the mission's, decision 0027) and a start still
 * to come; otherwise the whole order is refused.
 */
export function serviceLines(rows: readonly OfferToPay[], asked: readonly string[], rates: ReadonlyMap<string, { rate: number; minorUnits: number }>, now: Date) {
  if (rows.length < new Set(asked).size) throw new AppError('quote_status_conflict');
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
