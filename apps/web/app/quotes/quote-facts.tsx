import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { useI18n } from '../i18n/i18n.tsx';

/** The request's own words for each field it holds, in the order of its form; only what it holds is shown. */
const shownFields = ['routeType', 'airportCode', 'flightNumber', 'terminal', 'address', 'addressFrom', 'addressTo', 'date', 'time', 'suitcases', 'companyName', 'fromDate', 'toDate', 'cruiseLine', 'ship', 'contactReason'] as const;
const labelKeys: Record<(typeof shownFields)[number], string> = {
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

/**
 * What the traveller asked for, every value rendered as text (React escapes it: a name typed as
 * markup shows as typed). Choices (route, reason) are shown in the reader's words.
 */
export function QuoteFacts({ quote }: { quote: QuoteAnswer }) {
  const { t } = useI18n();
  const request = quote.request as Record<string, unknown>;
  const travellers = request['travellers'] as { adults: number; children: number; infants: number } | undefined;
  const contact = request['contact'] as { name: string; email: string; phone: string } | undefined;
  const stopovers = (request['stopovers'] as { port: string; date: string; arrival: string; departure: string }[] | undefined) ?? [];
  const shown = (field: (typeof shownFields)[number], value: unknown) =>
    field === 'routeType' ? t(`quotes.form.route.${String(value)}`) : field === 'contactReason' ? t(`quotes.form.reason.${String(value)}`) : String(value);
  return (
    <dl className="quote-facts">
      <dt>{t('quotes.page.reference')}</dt>
      <dd>{quote.reference}</dd>
      {shownFields.flatMap((field) =>
        request[field] === undefined || request[field] === null
          ? []
          : [
              <dt key={`${field}-label`}>{t(labelKeys[field])}</dt>,
              <dd key={field}>{shown(field, request[field])}</dd>,
            ],
      )}
      {stopovers.map((stop, index) => [
        <dt key={`stop-${index}-label`}>{t('quotes.form.stop.title', { number: index + 1 })}</dt>,
        <dd key={`stop-${index}`}>{t('quotes.page.stopover', { port: stop.port, date: stop.date, arrival: stop.arrival, departure: stop.departure })}</dd>,
      ])}
      {quote.start.timeZone ? (
        <>
          <dt>{t('quotes.page.timeZone')}</dt>
          <dd>{quote.start.timeZone}</dd>
        </>
      ) : null}
      {travellers ? (
        <>
          <dt>{t('quotes.form.travellers')}</dt>
          <dd>{t('quotes.page.travellers', { adults: travellers.adults, children: travellers.children, infants: travellers.infants })}</dd>
        </>
      ) : null}
      {contact ? (
        <>
          <dt>{t('quotes.form.contact')}</dt>
          <dd>{`${contact.name}\n${contact.phone}\n${contact.email}`}</dd>
        </>
      ) : null}
      {typeof request['message'] === 'string' ? (
        <>
          <dt>{t('quotes.form.message')}</dt>
          <dd>{request['message']}</dd>
        </>
      ) : null}
    </dl>
  );
}
