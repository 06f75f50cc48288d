import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface ReviewInvitationData {
  name: string;
  tourTitle: string;
  /** The booking's public reference: its page in My bookings holds the review form. */
  bookingReference: string;
}

/** A day after the tour (requirements §rules.reviews): how was it? The button opens the booking's review form. */
export function reviewInvitation(data: ReviewInvitationData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.reviewInvitation.subject', { tour: data.tourTitle }),
    body: h(
      MailLayout,
      { context, preview: t('mail.reviewInvitation.preview'), name: data.name },
      h(Paragraph, null, t('mail.reviewInvitation.intro', { tour: data.tourTitle })),
      h(Paragraph, null, t('mail.reviewInvitation.ask')),
      h(ActionButton, { href: context.siteUrl(`/bookings/${encodeURIComponent(data.bookingReference)}#review`), label: t('mail.reviewInvitation.button'), context }),
    ),
  };
}
