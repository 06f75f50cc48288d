import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

export interface VerifyEmailData {
  name: string;
  /** The confirmation page with its token, below the reader's language and currency ('/verify-email?token=…'), or an absolute address. */
  link: string;
}

/** Sent on sign-up (and on request): the account's e-mail address is confirmed by following the link. */
export function verifyEmail(data: VerifyEmailData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.verifyEmail.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.verifyEmail.preview'), name: data.name },
      h(Paragraph, null, t('mail.verifyEmail.intro')),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.verifyEmail.button'), context }),
      h(SmallPrint, null, t('mail.verifyEmail.ignore')),
    ),
  };
}
