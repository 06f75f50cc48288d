import { createElement as h } from 'react';
import { formatCityTime } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

/** A document of a booking the team sends again on the traveller's request (requirements §back-office.bookings), attached. */
export interface BookingDocumentData {
  name: string;
  bookingReference: string;
  document: 'voucher' | 'invoice';
}

export function bookingDocument(data: BookingDocumentData, context: MailContext): MailContent {
  const { t } = context;
  const key = data.document === 'voucher' ? 'mail.bookingDocument.voucher' : 'mail.bookingDocument.invoice';
  return {
    subject: t(`${key}Subject`, { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t(`${key}Subject`, { reference: data.bookingReference }), name: data.name },
      h(Paragraph, null, t(`${key}Intro`, { reference: data.bookingReference })),
      h(ActionButton, { href: context.siteUrl(`/bookings/${encodeURIComponent(data.bookingReference)}`), label: t('mail.bookingDocument.button'), context }),
    ),
  };
}

/** The team moved a booking (requirements §back-office.bookings): its day, time and meeting place as they are now. */
export interface BookingChangedData {
  name: string;
  bookingReference: string;
  tourTitle: string;
  city: string;
  /** 'YYYY-MM-DD' and 'HH:MM', local to the tour's city. */
  day: string;
  startTime: string;
  meetingPlace: string;
}

export function bookingChanged(data: BookingChangedData, context: MailContext): MailContent {
  const { t, siteT } = context;
  const tag = languageTag(context.locale);
  // The day is the city's wall clock: formatted as UTC so no zone shifts it, as in the confirmation.
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${data.day}T00:00:00Z`));
  return {
    subject: t('mail.bookingChanged.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.bookingChanged.subject', { reference: data.bookingReference }), name: data.name },
      h(Paragraph, null, t('mail.bookingChanged.intro', { tour: data.tourTitle, reference: data.bookingReference })),
      h(Paragraph, { strong: true }, t('mail.bookingConfirmed.when', { city: data.city, date, time: formatCityTime(data.startTime, data.city, { tag, t: siteT }) })),
      h(Paragraph, null, t('mail.bookingConfirmed.meetingPoint', { place: data.meetingPlace })),
      h(ActionButton, { href: context.siteUrl(`/bookings/${encodeURIComponent(data.bookingReference)}`), label: t('mail.bookingDocument.button'), context }),
    ),
  };
}
