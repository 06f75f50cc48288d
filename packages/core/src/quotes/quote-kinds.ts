/**
 * The services sold by quote (requirements §product.offer, §screens.quotes): their kinds, the choices of
 * their forms and the lengths of their free texts. A plain module, free of zod, so the request
 * pages read the same lists and limits as the contract (contracts/quotes.ts) without loading it.
 */
import type { BookingKind } from '../checkout/cancellation.ts';

/** One request page and one contract per kind: /airport-pickup, /transfer, /business-trip, /cruise-tour, /quote. */
export const quoteKinds = ['airport-pickup', 'transfer', 'business-trip', 'cruise', 'general'] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/** Requirements §screens.quotes routeType: from the airport to an address (the default) or the other way. */
export const routeTypes = ['airport_to_address', 'address_to_airport'] as const;
export type RouteType = (typeof routeTypes)[number];

/** Requirements §screens.quotes contact reason of the general request; safari quotes are asked for here (requirements §product.offer). */
export const contactReasons = ['safari', 'tour', 'event', 'group', 'other'] as const;
export type ContactReason = (typeof contactReasons)[number];

/** The longest of each free text: every text is stored as sent and shown as text, never as markup. */
export const quoteTextLimits = {
  name: 120,
  company: 160,
  address: 300,
  location: 160,
  terminal: 40,
  port: 120,
  message: 2000,
  included: 2000,
} as const;

/** A cruise request lists this many stopovers at most: one ship's call at each port. */
export const maxStopovers = 20;
/** Suitcases on one pickup or transfer: a van's boot, not a removal. */
export const maxSuitcases = 50;

/**
 * IATA flight number: the airline's two-character designator (letters or a letter and a digit)
 * or three-letter ICAO code, then 1 to 4 digits and an optional suffix letter ('AF1234', 'U2 123').
 */
export const flightNumberPattern = '[A-Za-z][A-Za-z0-9] ?[0-9]{1,4}[A-Za-z]?|[A-Za-z]{3} ?[0-9]{1,4}[A-Za-z]?';
/** An airport's three-letter IATA code ('CDG'). */
export const airportCodePattern = '[A-Za-z]{3}';

/** Which free-cancellation window of cancellation.ts each kind's booking follows (requirements §constants.cancellation: all 48 h). */
export const cancellationKindOf: Record<QuoteKind, BookingKind> = {
  'airport-pickup': 'pickup',
  transfer: 'transfer',
  'business-trip': 'quote',
  cruise: 'cruise',
  general: 'quote',
};

/** Who takes a booked service: a driver drives a pickup or a transfer, a guide the rest (the mission is the same, its words are not). */
export type ServiceStaff = 'driver' | 'guide';
export const serviceStaffOf: Record<QuoteKind, ServiceStaff> = {
  'airport-pickup': 'driver',
  transfer: 'driver',
  'business-trip': 'guide',
  cruise: 'guide',
  general: 'guide',
};

/** The page of each kind, under /{lang}/{currency}/ (requirements §screens.urls). */
export const quotePagePath: Record<QuoteKind, string> = {
  'airport-pickup': '/airport-pickup',
  transfer: '/transfer',
  'business-trip': '/business-trip',
  cruise: '/cruise-tour',
  general: '/quote',
};
