import { createElement as h } from 'react';
import { freeCancellationHours } from '@cicerone/core/checkout/cancellation';
import { languageTag } from '@cicerone/core/locales';
import type { QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

/** The mails of a quote's life (requirements §lifecycles.quote): the request received, the team told, the offer sent, the team told of its acceptance. */
interface QuoteMailBase {
  /** The reader's name. */
  name: string;
  reference: string;
  kind: QuoteKind;
  /** The request's page below the reader's language and currency, with the follow token for a visitor. */
  link: string;
}

/** The kind of service in the reader's language: the site's own words for its request pages. */
function service(kind: QuoteKind, context: MailContext): string {
  return context.siteT(`quotes.kind.${kind}`);
}

/** To the traveller: the request's reference, and how to follow it (a visitor's link carries its token). */
export function quoteReceived(data: QuoteMailBase, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.quoteReceived.subject', { reference: data.reference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.quoteReceived.preview', { service: service(data.kind, context) }), name: data.name },
      h(Paragraph, null, t('mail.quoteReceived.intro', { service: service(data.kind, context) })),
      h(Paragraph, { strong: true }, data.reference),
      h(Paragraph, null, t('mail.quoteReceived.next')),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.quoteReceived.button'), context }),
    ),
  };
}

/** To every admin: a new request waits for an offer. */
export function quoteRequested(data: QuoteMailBase & { customer: string }, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.quoteRequested.subject', { reference: data.reference, service: service(data.kind, context) }),
    body: h(
      MailLayout,
      { context, preview: t('mail.quoteRequested.preview', { customer: data.customer }), name: data.name },
      h(Paragraph, null, t('mail.quoteRequested.intro', { customer: data.customer, service: service(data.kind, context), reference: data.reference })),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.quoteRequested.button'), context }),
    ),
  };
}

/**
 * To every admin: a traveller accepted an offer. Until the checkout takes services (decision 0022,
 * 'Not done yet') the team arranges the payment with them, and the mail says so.
 */
export function quoteAccepted(data: QuoteMailBase & { customer: string; price: string }, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.quoteAccepted.subject', { reference: data.reference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.quoteAccepted.preview', { customer: data.customer, price: data.price }), name: data.name },
      h(Paragraph, null, t('mail.quoteAccepted.intro', { customer: data.customer, service: service(data.kind, context), reference: data.reference, price: data.price })),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.quoteAccepted.button'), context }),
    ),
  };
}

export interface QuoteOfferedData extends QuoteMailBase {
  /** The offer's price, formatted in its currency and the reader's language. */
  price: string;
  included: string;
  validUntil: string;
}

/** To the traveller: the team's offer, what it includes, until when it holds, and the 48 h cancellation terms. */
export function quoteOffered(data: QuoteOfferedData, context: MailContext): MailContent {
  const { t } = context;
  const until = new Intl.DateTimeFormat(languageTag(context.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(data.validUntil));
  return {
    subject: t('mail.quoteOffered.subject', { reference: data.reference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.quoteOffered.preview', { price: data.price }), name: data.name },
      h(Paragraph, null, t('mail.quoteOffered.intro', { service: service(data.kind, context), reference: data.reference })),
      h(Paragraph, { strong: true }, data.price),
      h(Paragraph, null, t('mail.quoteOffered.included')),
      h(Paragraph, null, data.included),
      h(Paragraph, null, t('mail.quoteOffered.valid', { date: until })),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.quoteOffered.button'), context }),
      h(SmallPrint, null, t('mail.quoteOffered.cancellation', { hours: freeCancellationHours.pickup })),
    ),
  };
}
