import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

export interface ResetPasswordData {
  name: string;
  /** The new-password page with its single-use token, below the reader's language and currency, or an absolute address. */
  link: string;
  /** How long the token lives; the accounts feature owns that rule (1 hour), the mail only tells it. */
  validHours: number;
}

/** Sent on "forgot password": a single-use, time-limited link to choose a new one. */
export function resetPassword(data: ResetPasswordData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.resetPassword.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.resetPassword.preview'), name: data.name },
      h(Paragraph, null, t('mail.resetPassword.intro')),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.resetPassword.button'), context }),
      h(SmallPrint, null, t('mail.resetPassword.validity', { hours: data.validHours })),
      h(SmallPrint, null, t('mail.resetPassword.ignore')),
    ),
  };
}
