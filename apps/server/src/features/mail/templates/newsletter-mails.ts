import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

export interface NewsletterConfirmData {
  /** The confirmation page with its token, below the reader's language and currency ('/newsletter/confirm?token=…'). */
  link: string;
}

/** Double opt-in: nothing is sent to the address until its reader follows this mail's link. */
export function newsletterConfirm(data: NewsletterConfirmData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.newsletterConfirm.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.newsletterConfirm.preview'), name: undefined, reason: t('mail.newsletterConfirm.reason') },
      h(Paragraph, null, t('mail.newsletterConfirm.intro')),
      h(ActionButton, { href: context.siteUrl(data.link), label: t('mail.newsletterConfirm.button'), context }),
      h(SmallPrint, null, t('mail.newsletterConfirm.ignore')),
    ),
  };
}

/**
 * The first newsletter mail, once the address is confirmed. Like every newsletter mail it is sent
 * with its way off the list (OutgoingMail.listUnsubscribe): a footer link and the one-click header.
 */
export function newsletterWelcome(_data: Record<string, never>, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.newsletterWelcome.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.newsletterWelcome.preview'), name: undefined, reason: t('mail.newsletter.reason') },
      h(Paragraph, null, t('mail.newsletterWelcome.intro')),
      h(ActionButton, { href: context.siteUrl('/tours'), label: t('mail.newsletterWelcome.button'), context }),
    ),
  };
}
