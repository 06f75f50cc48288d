import { createElement as h } from 'react';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { bookedTourName as missionName, bookedTourWhen as when, type BookedTour } from './booked-tour.ts';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

/** The mails of a mission's life (requirements §lifecycles.mission): to the traveller, the admins and the guide. */
interface MissionMailBase extends BookedTour {
  /** The reader's first name. */
  name: string;
  bookingReference: string;
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

/** The guide dashboard at the mission's month, where it is answered. */
const missionsOfMonth = (data: MissionMailBase, context: MailContext) => context.siteUrl(`/guide-missions?month=${data.day.slice(0, 7)}`);

export interface MissionOfferedData extends MissionMailBase {
  cityName: string;
  /** The language the tour is to be guided in (locale code). */
  tourLanguage: string;
  travellers: number;
  /** The guide's pay for it, in the booking's currency's minor units (decision 0017). */
  pay: { amount: number; currency: string; minorUnits: number };
}

/** To each guide a paid booking's mission is offered to (decision 0019): what, when, in which language, and the pay. */
export function missionOffered(data: MissionOfferedData, context: MailContext): MailContent {
  const { t } = context;
  const tag = languageTag(context.locale);
  const language = new Intl.DisplayNames([tag], { type: 'language' }).of(data.tourLanguage.replace('_', '-')) ?? data.tourLanguage;
  const pay = formatMoney(data.pay.amount, { code: data.pay.currency, minorUnits: data.pay.minorUnits }, tag);
  return {
    subject: t('mail.missionOffered.subject', { tour: missionName(data, context), city: data.cityName }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionOffered.preview', { pay }), name: data.name },
      h(Paragraph, null, t('mail.missionOffered.intro', { tour: missionName(data, context), city: data.cityName, when: when(data, context), reference: data.bookingReference })),
      h(Paragraph, null, t('mail.missionOffered.facts', { language, travellers: data.travellers })),
      h(Paragraph, { strong: true }, t('mail.missionOffered.pay', { pay })),
      h(ActionButton, { href: missionsOfMonth(data, context), label: t('mail.missionOffered.button'), context }),
    ),
  };
}

export interface MissionAssignedData extends MissionMailBase {
  cityName: string;
}

/** To the guide an admin assigned a mission to: it is theirs to lead, the traveller's contact is on the dashboard. */
export function missionAssigned(data: MissionAssignedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.missionAssigned.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionAssigned.preview'), name: data.name },
      h(Paragraph, null, t('mail.missionAssigned.intro', { tour: missionName(data, context), city: data.cityName, when: when(data, context), reference: data.bookingReference })),
      h(ActionButton, { href: missionsOfMonth(data, context), label: t('mail.missionAssigned.button'), context }),
    ),
  };
}

export interface MissionCancelledData extends MissionMailBase {
  /** Whether it was assigned to this guide; else they had answered it and were holding the day. */
  assignedToYou?: boolean;
}

/** To the guides holding a mission (its guide, those who answered it) when the traveller cancels the booking: the tour will not take place. */
export function missionCancelled(data: MissionCancelledData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.missionCancelled.subject', { reference: data.bookingReference }),
    body: h(
      MailLayout,
      { context, preview: t('mail.missionCancelled.preview'), name: data.name },
      h(Paragraph, null, t(data.assignedToYou === false ? 'mail.missionCancelled.introAnswered' : 'mail.missionCancelled.intro', { tour: missionName(data, context), when: when(data, context), reference: data.bookingReference })),
      h(ActionButton, { href: context.siteUrl('/guide-missions'), label: t('mail.missionCancelled.button'), context }),
    ),
  };
}
