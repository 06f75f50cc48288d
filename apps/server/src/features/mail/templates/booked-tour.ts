import { languageTag } from '@cicerone/core/locales';
import type { MailContext } from './layout.ts';

/** A booking as the mails about it name it (its mission's, its cancellation). */
export interface BookedTour {
  /** '' for a service on request (requirements §booking.services): its kind names it then. */
  tourTitle: string;
  serviceKind?: string | null;
  /** The tour's local day and start time in its city ('YYYY-MM-DD', 'HH:MM'). */
  day: string;
  startTime: string;
}

/** What was booked: the tour's title, or a service's kind in the reader's language ('Airport pickup and drop-off'), as its booking page names it. */
export function bookedTourName(data: BookedTour, context: MailContext): string {
  return data.serviceKind ? context.siteT(`quotes.kind.${data.serviceKind}`) : data.tourTitle;
}

/** The city's wall clock, formatted as UTC so no zone shifts it (as the booking confirmation does). */
export function bookedTourWhen(data: BookedTour, context: MailContext): string {
  return new Intl.DateTimeFormat(languageTag(context.locale), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${data.day}T${data.startTime.slice(0, 5)}:00Z`));
}
