import { createElement as h } from 'react';
import { ActionButton, MailLayout, Paragraph, QuotedText, type MailContent, type MailContext } from './layout.ts';

export interface ChatReplyData {
  /** The team's reply, as typed in the support inbox (rendered as text). */
  reply: string;
}

/** The support team answered a chat whose owner left an address (decision 0026). */
export function chatReply(data: ChatReplyData, context: MailContext): MailContent {
  const { t } = context;
  return {
    subject: t('mail.chatReply.subject'),
    body: h(
      MailLayout,
      { context, preview: t('mail.chatReply.preview'), name: undefined },
      h(Paragraph, null, t('mail.chatReply.intro')),
      h(QuotedText, { children: data.reply }),
      h(Paragraph, null, t('mail.chatReply.continue')),
      h(ActionButton, { href: context.siteUrl('/'), label: t('mail.chatReply.button'), context }),
    ),
  };
}
