import { createElement as h } from 'react';
import { company } from '@cicerone/core/company';
import { languageTag } from '@cicerone/core/locales';
import { MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface PasswordChangedData {
  name: string;
  /** When the password changed; by default now, since the mail is rendered as the change commits. */
  time?: Date;
}

/**
 * Security notice after a password change, so an owner whose account was taken over learns it.
 * Accounts have no time zone, so the time is given in UTC and says so.
 */
export function passwordChanged(data: PasswordChangedData, context: MailContext): MailContent {
  const { t } = context;
  const time = new Intl.DateTimeFormat(languageTag(context.locale), { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(data.time ?? new Date());
  return {
    subject: t('mail.passwordChanged.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.passwordChanged.preview'), name: data.name },
      h(Paragraph, null, t('mail.passwordChanged.changed', { time })),
      h(Paragraph, null, t('mail.passwordChanged.ok')),
      h(Paragraph, { strong: true }, t('mail.passwordChanged.notYou', { email: company.email })),
    ),
  };
}
