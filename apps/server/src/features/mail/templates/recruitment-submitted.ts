import { createElement as h } from 'react';
import { MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface RecruitmentSubmittedData {
  /** The admin the mail is for. */
  name: string;
  guideName: string;
  city: string;
}

/** Sent to each admin when a guide submits an application (requirements §screens.recruitment /recruitment): it waits in the back office to be vetted. */
export function recruitmentSubmitted(data: RecruitmentSubmittedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.recruitmentSubmitted.subject', { guide: data.guideName }),
    body: h(
      MailLayout,
      { context, preview: t('mail.recruitmentSubmitted.preview', { guide: data.guideName }), name: data.name },
      h(Paragraph, null, t('mail.recruitmentSubmitted.intro', { guide: data.guideName, city: data.city })),
      h(Paragraph, null, t('mail.recruitmentSubmitted.next')),
    ),
  };
}
