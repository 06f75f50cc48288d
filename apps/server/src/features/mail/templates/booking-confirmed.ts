import { createElement as h } from 'react';
import { Section, Text } from '@react-email/components';
import { freeCancellationHours } from '@cicerone/core/checkout/cancellation';
import { formatCityTime } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import type { ServiceStaff } from '@cicerone/core/quotes/quote-kinds';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

/** One booked tour as the mail tells it; the texts are already in the buyer's language. */
export interface ConfirmedBooking {
  reference: string;
  tourTitle: string;
  city: string;
  /** 'YYYY-MM-DD' and 'HH:MM', local to the tour's city: shown as the traveller will live them. */
  day: string;
  startTime: string;
  /** 4h | 8h | bike_4h; null for a service on request (requirements §booking.services). */
  duration: string | null;
  travellers: { adults: number; children: number; infants: number };
  /** Where to meet the guide, as the booking page and the voucher say it (booking-queries.ts meetingPlaceIn). */
  meetingPlace: string;
  /** A service on request (requirements §booking.services): who meets the traveller, and the request's facts that stand for the meeting point. Null for a tour. */
  service?: { staff: ServiceStaff; facts: { label: string; value: string }[] } | null;
}

export interface BookingConfirmedData {
  name: string;
  orderReference: string;
  /** The order's grand total, formatted in its currency and the buyer's language. */
  total: string;
  bookings: ConfirmedBooking[];
  /** The bookings page, below the reader's language and currency ('/bookings'). */
  link: string;
}

const cardStyle = {
  backgroundColor: '#f6f7f9',
  border: '1px solid #dde2e8',
  borderRadius: '8px',
  margin: '0 0 16px',
  padding: '12px 16px',
};
const titleStyle = { fontSize: '17px', fontWeight: 700, lineHeight: '24px', margin: '0 0 4px' };
const lineStyle = { fontSize: '15px', lineHeight: '22px', margin: '0 0 2px' };

/**
 * Sent once an order is paid (by card at once, by bank transfer when the team confirms the
 * transfer): what was booked, where and when, and how to cancel. Kept generic on purpose, so both
 * ways of paying send the same mail. Each booking's voucher is attached when the mail is sent (confirmation-mail.ts).
 */
export function bookingConfirmed(data: BookingConfirmedData, context: MailContext): MailContent {
  const { t, siteT } = context;
  // The day is the city's wall clock: formatted as UTC so no zone shifts it; the time names its city, as on the pages.
  const tag = languageTag(context.locale);
  const dateFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const tours = data.bookings.filter((booking) => !booking.service);
  const services = data.bookings.filter((booking) => booking.service);
  const bookingCard = (booking: ConfirmedBooking) => {
    const start = new Date(`${booking.day}T00:00:00Z`);
    const { adults, children, infants } = booking.travellers;
    return h(
      Section,
      { key: booking.reference, style: cardStyle },
      h(Text, { style: titleStyle }, booking.tourTitle),
      h(Text, { style: lineStyle }, t('mail.bookingConfirmed.when', { city: booking.city, date: dateFormat.format(start), time: formatCityTime(booking.startTime, booking.city, { tag, t: siteT }) })),
      // A service on request has no duration of its own: its offer said what it includes.
      booking.duration === null ? null : h(Text, { style: lineStyle }, t('mail.bookingConfirmed.duration', { duration: booking.duration })),
      h(Text, { style: lineStyle }, t('mail.bookingConfirmed.travellers', { count: adults + children, infants })),
      ...(booking.service
        ? booking.service.facts.map((fact, index) => h(Text, { key: index, style: lineStyle }, `${fact.label}: ${fact.value}`))
        : [h(Text, { key: 'meeting', style: lineStyle }, t('mail.bookingConfirmed.meetingPoint', { place: booking.meetingPlace }))]),
      h(Text, { style: lineStyle }, t('mail.bookingConfirmed.bookingReference', { reference: booking.reference })),
    );
  };
  return {
    subject: t('mail.bookingConfirmed.subject', { reference: data.orderReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.bookingConfirmed.preview'), name: data.name },
      h(Paragraph, null, t('mail.bookingConfirmed.intro')),
      h(Paragraph, { strong: true }, t('mail.bookingConfirmed.order', { reference: data.orderReference, total: data.total })),
      ...data.bookings.map(bookingCard),
      // Each kind its own window (requirements §constants.cancellation): tours 24 h, services on request 48 h; said for those the order holds.
      tours.length > 0 ? h(Paragraph, null, t('mail.bookingConfirmed.cancellation', { hours: freeCancellationHours.tour })) : null,
      services.length > 0 ? h(Paragraph, null, t('mail.bookingConfirmed.cancellationService', { hours: freeCancellationHours.pickup })) : null,
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.bookingConfirmed.button'), context }),
      h(SmallPrint, null, t(tours.length > 0 ? 'mail.bookingConfirmed.bring' : services.every((booking) => booking.service?.staff === 'driver') ? 'mail.bookingConfirmed.bringDriver' : 'mail.bookingConfirmed.bringService')),
    ),
  };
}
