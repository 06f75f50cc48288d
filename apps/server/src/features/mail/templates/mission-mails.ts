import { createElement as h } from 'react';
import { languageTag } from '@cicerone/core/locales';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

/** The mails of a mission's life (issue 15 item 3): to the traveller, the admins and the guide. */
interface MissionMailBase {
  /** The reader's first name. */
  name: string;
  bookingReference: string;
  /** '' for a service on request (issue 16): its kind names it then. */
  tourTitle: string;
  serviceKind?: string | null;
  /** The tour's local day and start time in its city ('YYYY-MM-DD', 'HH:MM'). */
  day: string;
  startTime: string;
}

/** What the mission is: the tour's title, or a service's kind in the reader's language ('Airport pickup and drop-off'), as its booking page names it. */
function missionName(data: MissionMailBase, context: MailContext): string {
  return data.serviceKind ? context.siteT(`quotes.kind.${data.serviceKind}`) : data.tourTitle;
}

/** The city's wall clock, formatted as UTC so no zone shifts it (as the booking confirmation does). */
function when(data: MissionMailBase, context: MailContext): string {
  return new Intl.DateTimeFormat(languageTag(context.locale), { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(`${data.day}T${data.startTime.slice(0, 5)}:00Z`));
}

export interface MissionGuideAssignedData extends MissionMailBase {
  guide: { name: string; email: string; phone: string | null };
}

/** To the traveller once an admin assigns their tour's guide: who, and how to reach them. */
export function missionGuideAssigned(data: MissionGuideAssignedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.missionGuideAssigned.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionGuideAssigned.preview', { guide: data.guide.name }), name: data.name },
      h(Paragraph, null, t('mail.missionGuideAssigned.intro', { tour: missionName(data, context), when: when(data, context) })),
      h(Paragraph, { strong: true }, data.guide.name),
      h(Paragraph, null, t('mail.missionGuideAssigned.contact', { email: data.guide.email, phone: data.guide.phone ?? '—' })),
      h(ActionButton, { href: context.siteUrl('/bookings'), label: t('mail.missionGuideAssigned.button'), context }),
    ),
  };
}

export interface MissionGivenBackData extends MissionMailBase {
  guideName: string;
  reason: string;
}

/** To every admin when the assigned guide gives a mission back: someone else must be assigned. */
export function missionGivenBack(data: MissionGivenBackData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.missionGivenBack.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionGivenBack.preview', { guide: data.guideName }), name: data.name },
      h(Paragraph, null, t('mail.missionGivenBack.intro', { guide: data.guideName, tour: missionName(data, context), when: when(data, context), reference: data.bookingReference })),
      h(Paragraph, null, t('mail.missionGivenBack.reason', { reason: data.reason })),
      h(ActionButton, { href: context.siteUrl('/admin/missions'), label: t('mail.missionGivenBack.button'), context }),
    ),
  };
}

/** To the assigned guide when the traveller cancels the booking: the tour will not take place. */
export function missionCancelled(data: MissionMailBase, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.missionCancelled.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionCancelled.preview'), name: data.name },
      h(Paragraph, null, t('mail.missionCancelled.intro', { tour: missionName(data, context), when: when(data, context), reference: data.bookingReference })),
      h(ActionButton, { href: context.siteUrl('/guide-missions'), label: t('mail.missionCancelled.button'), context }),
    ),
  };
}
