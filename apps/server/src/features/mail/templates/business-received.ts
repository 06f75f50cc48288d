import { createElement as h } from 'react';
import { MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

/** The team's promise to business sign-ups (requirements §audiences.business): validated within 24 hours. */
export const businessValidationHours = 24;

export interface BusinessReceivedData {
  name: string;
}

/** Sent when a business (agent, agency, partner) signs up: the account waits for the team's validation. */
export function businessReceived(data: BusinessReceivedData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.businessReceived.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.businessReceived.preview'), name: data.name },
      h(Paragraph, null, t('mail.businessReceived.intro')),
      h(Paragraph, null, t('mail.businessReceived.waiting', { hours: businessValidationHours })),
      h(Paragraph, null, t('mail.businessReceived.next')),
    ),
  };
}
