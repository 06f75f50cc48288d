import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { currencyCodeField, optionalText, requiredText } from './account-fields.ts';
import { contactField, startTimeField, travellersField } from './cart.ts';
import { calendarDay, idField, int4Max, text } from './common.ts';
import { quoteStatuses } from '../quotes/quote-status.ts';
import {
  airportCodePattern,
  contactReasons,
  flightNumberPattern,
  maxStopovers,
  maxSuitcases,
  quoteKinds,
  quoteTextLimits as limits,
  routeTypes,
} from '../quotes/quote-kinds.ts';

/**
 * Requests for a quote (requirements §screens.quotes Quote form, §rules.validation required fields; requirements §lifecycles.quote): one contract per kind
 * of service, chosen by `kind`, used by POST /api/quotes and the five request pages' actions alike.
 * Every text is length-limited (quote-kinds.ts) and stored as sent; the pages show it as text.
 */

const day = calendarDay('errors.quotes.date');
const suitcases = z.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(0, { error: 'errors.query.integer' }).max(maxSuitcases, { error: 'errors.query.integer' }).default(0);

/** What every request asks: who to answer, in which currency the offer is wanted, how many travel, and a message. */
const requestFields = {
  contact: contactField.extend({ name: requiredText(limits.name) }),
  /** The traveller's currency: the offer is priced in it. */
  currency: currencyCodeField,
  travellers: travellersField,
  message: optionalText(limits.message),
};

/** Requirements §screens.quotes: routeType, airport, flightNumber, terminal (both required, §rules.validation), date and time in the airport's zone, suitcases, the address. */
export const airportPickupRequest = z.strictObject({
  kind: z.literal('airport-pickup'),
  routeType: z.enum(routeTypes, { error: 'errors.validation_failed' }).default('airport_to_address'),
  /** The airport's IATA code; the airport search (GET /api/airports/search) gives it. */
  airportCode: z.string().trim().regex(new RegExp(`^(?:${airportCodePattern})$`), { error: 'errors.quotes.airport' }).transform((code) => code.toUpperCase()),
  flightNumber: z.string().trim().regex(new RegExp(`^(?:${flightNumberPattern})$`), { error: 'errors.quotes.flight_number' }).transform((value) => value.toUpperCase().replace(' ', '')),
  terminal: requiredText(limits.terminal),
  date: day,
  time: startTimeField,
  suitcases,
  address: requiredText(limits.address),
  ...requestFields,
});

/** Requirements §screens.quotes: addressFrom, addressTo, date, time, suitcases. */
export const transferRequest = z.strictObject({
  kind: z.literal('transfer'),
  addressFrom: requiredText(limits.address),
  addressTo: requiredText(limits.address),
  date: day,
  time: startTimeField,
  suitcases,
  ...requestFields,
});

/** The days a stay lasts: the last one is not before the first. */
const stay = { fromDate: day, toDate: day };
function inOrder(value: { fromDate?: string | null | undefined; toDate?: string | null | undefined }) {
  return !value.fromDate || !value.toDate || value.toDate >= value.fromDate;
}
const datesInOrder = { error: 'errors.quotes.dates_order', path: ['toDate'] };

/** Requirements §screens.quotes: companyName (required, §rules.validation), selectedFromDate and selectedToDate, the city (location). */
export const businessTripRequest = z
  .strictObject({
    kind: z.literal('business-trip'),
    companyName: requiredText(limits.company),
    ...stay,
    /** The city, from the city autocomplete (GET /api/cities). */
    cityId: idField,
    ...requestFields,
  })
  .refine(inOrder, datesInOrder);

export const stopoverSchema = z.strictObject({
  port: requiredText(limits.port),
  /**
   * The port's city, chosen from the city search (GET /api/cities): its date and times are that
   * port's wall clock, read in the city's zone. Without it (a port the dataset lacks) they are read as UTC.
   */
  cityId: idField.nullish().transform((value) => value ?? null),
  date: day,
  arrival: startTimeField,
  departure: startTimeField,
});

/** Requirements §screens.quotes: the cruise company and ship, the stopover list (port, date, arrival and departure time). */
export const cruiseRequest = z.strictObject({
  kind: z.literal('cruise'),
  /** A ship in service, from GET /api/cruises-ships; its company's and its own names are stored with the request (quote-places.ts). */
  cruiseShipId: idField,
  stopovers: z.array(stopoverSchema).min(1, { error: 'errors.quotes.stopovers' }).max(maxStopovers, { error: 'errors.quotes.stopovers' }),
  ...requestFields,
});

/** /quote: the general request with its contact reason (safari among them), a city and dates when known. */
export const generalRequest = z
  .strictObject({
    kind: z.literal('general'),
    contactReason: z.enum(contactReasons, { error: 'errors.field.required' }),
    cityId: idField.nullish().transform((value) => value ?? null),
    fromDate: day.nullish().transform((value) => value ?? null),
    toDate: day.nullish().transform((value) => value ?? null),
    ...requestFields,
  })
  .refine(inOrder, datesInOrder);

/** POST /api/quotes */
export const quoteRequestBody = z.discriminatedUnion('kind', [airportPickupRequest, transferRequest, businessTripRequest, cruiseRequest, generalRequest]);
export type QuoteRequest = z.infer<typeof quoteRequestBody>;
export type QuoteRequestOf<K extends QuoteRequest['kind']> = Extract<QuoteRequest, { kind: K }>;

export const quoteReferenceParams = z.object({ reference: z.string().trim().toUpperCase().regex(/^QT-[0-9A-Z]{7}$/, { error: 'errors.quote_not_found' }) });
/** The link e-mailed to a visitor carries its token; an account reads its own requests without one. */
export const quoteTokenQuery = z.object({ token: text(100).optional() });

/** PUT /api/admin/quotes/{reference}/offer: the price in the traveller's currency (minor units), what is included, until when it holds. */
export const quoteOfferBody = z.strictObject({
  amount: z.number({ error: 'errors.field.required' }).int({ error: 'errors.query.integer' }).positive({ error: 'errors.query.integer' }).max(int4Max, { error: 'errors.query.integer' }),
  included: requiredText(limits.included),
  /** The last day the offer can be accepted (until its end, in UTC). */
  validUntil: day,
  /**
   * The city whose guides and drivers get the paid service's mission (decision 0027); the
   * request's own city when it names one. A pickup, transfer or cruise names none: required there.
   */
  cityId: idField.optional(),
  /**
   * The day and start time of the service, in the mission's city, for a request that names no day
   * (a general request without dates): the traveller pays for this day, and the 48 h rule counts
   * from it. Required there; a request with its own day keeps it.
   */
  serviceDay: day.optional(),
  serviceTime: startTimeField.optional(),
});
export type QuoteOfferInput = z.infer<typeof quoteOfferBody>;

export const adminQuotesQuery = z.object({ status: z.enum(quoteStatuses).optional() });

const when = z.object({ day: z.string().nullable(), time: z.string().nullable(), timeZone: z.string(), startsAt: z.iso.datetime().nullable() });

export const quoteSchema = z
  .object({
    reference: z.string(),
    kind: z.enum(quoteKinds),
    status: z.enum(quoteStatuses),
    createdAt: z.iso.datetime(),
    /** The request as sent (every field of its kind's contract). */
    request: z.record(z.string(), z.unknown()),
    /** When the service starts, in the zone of its place (the airport's, the city's, else UTC). */
    start: when,
    offer: z
      .object({
        amount: z.number().int(),
        currency: z.string(),
        included: z.string(),
        validUntil: z.iso.datetime(),
        /** Free cancellation until this instant (48 h before the start, requirements §constants.cancellation); none after. */
        freeCancellationUntil: z.iso.datetime().nullable(),
      })
      .nullable(),
    /** The cart item an accepted offer became. */
    cartItemId: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Quote' });
export type QuoteAnswer = z.infer<typeof quoteSchema>;

export const quoteListSchema = z.object({ quotes: z.array(quoteSchema) }).register(apiSchemas, { id: 'QuoteList' });
/** A visitor's answer carries the follow token (also e-mailed): GET /api/quotes/{reference}?token= opens the request. */
export const quoteSubmittedSchema = z.object({ reference: z.string(), status: z.enum(quoteStatuses), token: z.string().nullable() }).register(apiSchemas, { id: 'QuoteSubmitted' });
