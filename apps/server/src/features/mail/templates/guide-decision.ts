import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, QuotedText, type MailContent, type MailContext } from './layout.ts';

export interface GuideApprovedData {
  name: string;
}

export interface GuideRejectedData {
  name: string;
  /** The admin's reason, as typed in the back office. */
  reason: string;
}

/** Sent when the team approves a guide's application: welcome, and where the missions will show. */
export function guideApproved(data: GuideApprovedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.guideApproved.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.guideApproved.preview'), name: data.name },
      h(Paragraph, null, t('mail.guideApproved.intro')),
      h(Paragraph, null, t('mail.guideApproved.missions')),
      h(Paragraph, null, t('mail.guideApproved.payouts')),
      h(ActionButton, { href: context.siteUrl('/guide-missions'), label: t('mail.guideApproved.button'), context }),
    ),
  };
}

/** Sent when the team rejects a guide's application, with the reason the admin gave. */
export function guideRejected(data: GuideRejectedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.guideRejected.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.guideRejected.preview'), name: data.name },
      h(Paragraph, null, t('mail.guideRejected.intro')),
      h(Paragraph, null, t('mail.guideRejected.reason')),
      h(QuotedText, { children: data.reason }),
      h(Paragraph, null, t('mail.guideRejected.thanks')),
    ),
  };
}
