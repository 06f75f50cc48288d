import { createElement as h } from 'react';
import { company } from '@cicerone/core/company';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { languageTag } from '@cicerone/core/locales';
import { MailLayout, Paragraph, type MailContent, type MailContext } from './layout.ts';

export interface PasswordChangedData {
  name: string;
  /** When the password changed; by default now, since the mail is rendered as the change commits. */
  time?: Date;
}

/**
 * Security notice after a password change, so an owner whose account was taken over learns it.
 * The change belongs to no place: the time is on the company's clock and says so, as on the pages.
 */
export function passwordChanged(data: PasswordChangedData, context: MailContext): MailContent {
  const { t, siteT } = context;
  const time = formatInstant(data.time ?? new Date(), companyClock(siteT), { tag: languageTag(context.locale), t: siteT });
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
