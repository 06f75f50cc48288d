/**
 * What a request for a service says, as lines to show: the request page, the booking page, the
 * voucher, the invoice and the guide's mission all list the same facts in the same order
 * (requirements §booking.services: flight, terminal, addresses, ship and stopovers). A plain module: the pages and the PDFs
 * translate the labels with their own catalogue, and every value stays text.
 */

type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The request's own fields in the order of its form; only those it holds are shown. */
const shownFields = ['routeType', 'airportCode', 'flightNumber', 'terminal', 'address', 'addressFrom', 'addressTo', 'date', 'time', 'suitcases', 'companyName', 'fromDate', 'toDate', 'cruiseLine', 'ship', 'contactReason'] as const;
type ShownField = (typeof shownFields)[number];

const labelKeys: Record<ShownField, string> = {
  routeType: 'quotes.form.routeType',
  airportCode: 'quotes.form.airport',
  flightNumber: 'quotes.form.flightNumber',
  terminal: 'quotes.form.terminal',
  address: 'quotes.form.address',
  addressFrom: 'quotes.form.addressFrom',
  addressTo: 'quotes.form.addressTo',
  date: 'quotes.form.date',
  time: 'quotes.form.time',
  suitcases: 'quotes.form.suitcases',
  companyName: 'quotes.form.company',
  fromDate: 'quotes.form.fromDate',
  toDate: 'quotes.form.toDate',
  cruiseLine: 'quotes.form.cruiseLine',
  ship: 'quotes.form.ship',
  contactReason: 'quotes.form.reason',
};

export interface ServiceFact {
  /** The field it comes from ('flightNumber', 'stopover'), for a test or a style. */
  field: string;
  label: string;
  value: string;
}

/** The request's days ('YYYY-MM-DD', the place's own calendar). */
const dayFields: ReadonlySet<string> = new Set(['date', 'fromDate', 'toDate']);

/** A place's day as the reader's language writes it; it is that place's calendar already, so read as UTC (no zone shifts it). */
function dayOf(tag: string, day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The service's facts in the reader's words: choices (route, reason) translated, days written by
 * Intl in the reader's language (`tag`, BCP 47), every other value as typed.
 */
export function serviceFacts(request: Readonly<Record<string, unknown>>, t: Translate, tag: string): ServiceFact[] {
  const shown = (field: ShownField, value: unknown) =>
    field === 'routeType'
      ? t(`quotes.form.route.${String(value)}`)
      : field === 'contactReason'
        ? t(`quotes.form.reason.${String(value)}`)
        : dayFields.has(field)
          ? dayOf(tag, String(value))
          : String(value);
  const facts: ServiceFact[] = shownFields.flatMap((field) => (request[field] === undefined || request[field] === null ? [] : [{ field, label: t(labelKeys[field]), value: shown(field, request[field]) }]));
  const stopovers = (request['stopovers'] as { port: string; date: string; arrival: string; departure: string }[] | undefined) ?? [];
  stopovers.forEach((stop, index) => {
    facts.push({ field: 'stopover', label: t('quotes.form.stop.title', { number: index + 1 }), value: t('quotes.page.stopover', { port: stop.port, date: dayOf(tag, stop.date), arrival: stop.arrival, departure: stop.departure }) });
  });
  return facts;
}
