import type { QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { serviceFacts } from '@cicerone/core/quotes/service-facts';
import { useI18n } from '../i18n/i18n.tsx';

/** The request's facts (flight, terminal, addresses, ship, stopovers…) as terms of a list, in the reader's words. */
export function ServiceFactItems({ request }: { request: Readonly<Record<string, unknown>> }) {
  const { t, tag } = useI18n();
  return serviceFacts(request, t, tag).flatMap((fact, index) => [
    <dt key={`${index}-label`}>{fact.label}</dt>,
    <dd key={index} data-field={fact.field}>
      {fact.value}
    </dd>,
  ]);
}


/**
 * What the traveller asked for, every value rendered as text (React escapes it: a name typed as
 * markup shows as typed). Choices (route, reason) are shown in the reader's words.
 */
export function QuoteFacts({ quote }: { quote: QuoteAnswer }) {
  const { t } = useI18n();
  const request = quote.request as Record<string, unknown>;
  const travellers = request['travellers'] as { adults: number; children: number; infants: number } | undefined;
  const contact = request['contact'] as { name: string; email: string; phone: string } | undefined;
  return (
    <dl className="quote-facts">
      <dt>{t('quotes.page.reference')}</dt>
      <dd>{quote.reference}</dd>
      <ServiceFactItems request={request} />
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
