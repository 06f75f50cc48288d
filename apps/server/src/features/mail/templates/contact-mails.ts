import { createElement as h } from 'react';
import type { ContactKind } from '@cicerone/core/contact/contact-rules';
import { isLocale, languageTag } from '@cicerone/core/locales';
import { MailLayout, Paragraph, SmallPrint, type MailContent, type MailContext } from './layout.ts';

/** A message as written on /contact or /contact-pro. */
export interface ContactMessageData {
  id: number;
  kind: ContactKind;
  name: string;
  email: string;
  subject: string;
  message: string;
  bookingReference: string | undefined;
  /** The sender's language (en_US…), so the reader knows in which to answer. */
  language: string;
}

/** The sender's language named in the reader's ('Spanish (Spain)'), so the reader knows in which to answer. */
function languageName(language: string, context: MailContext): string {
  if (!isLocale(language)) return language;
  return new Intl.DisplayNames(languageTag(context.locale), { type: 'language', languageDisplay: 'standard' }).of(languageTag(language)) ?? language;
}

/** The message's own text, paragraph by paragraph as it was typed. */
function quoted(message: string) {
  return message.split(/\n{2,}/).map((paragraph, index) => h(Paragraph, { key: index }, paragraph));
}

export interface ContactForTeamData extends ContactMessageData {
  /** The account manager's first name; undefined when the mail goes to the team's address. */
  managerName: string | undefined;
}

/** To the team (or a business account's manager): a message to answer, with the sender's address to reply to. */
export function contactForTeam(data: ContactForTeamData, context: MailContext): MailContent {
  const { t } = context;
  const kind = data.kind === 'contact_pro' ? 'pro' : 'public';
  return {
    subject: t('mail.contactForTeam.subject', { id: data.id, subject: data.subject }),
    body: h(
      MailLayout,
      { context, preview: t(`mail.contactForTeam.preview.${kind}`, { name: data.name }), name: data.managerName, reason: t('mail.contactForTeam.reason') },
      h(Paragraph, null, t(`mail.contactForTeam.intro.${kind}`, { name: data.name, email: data.email, language: languageName(data.language, context) })),
      data.bookingReference ? h(Paragraph, null, t('mail.contactForTeam.booking', { reference: data.bookingReference })) : null,
      h(Paragraph, { strong: true }, data.subject),
      ...quoted(data.message),
    ),
  };
}

export interface ContactReceivedData {
  id: number;
  kind: ContactKind;
  name: string;
  /**
   * What was written, only when the address is the signed-in sender's own, verified one: copied to
   * any address typed in a form, the text would let anyone mail anything to anyone through us.
   */
  copy: { subject: string; message: string } | undefined;
}

/** To the sender, in their language: the message arrived, with its number (and a copy, see `copy`). */
export function contactReceived(data: ContactReceivedData, context: MailContext): MailContent {
  const { t } = context;
  const kind = data.kind === 'contact_pro' ? 'pro' : 'public';
  return {
    subject: t('mail.contactReceived.subject', { id: data.id }),
    body: h(
      MailLayout,
      { context, preview: t('mail.contactReceived.preview'), name: data.name, reason: t('mail.contactReceived.reason') },
      h(Paragraph, null, t(`mail.contactReceived.intro.${kind}`)),
      ...(data.copy ? [h(SmallPrint, { key: 'copy' }, t('mail.contactReceived.copy')), h(Paragraph, { key: 'subject', strong: true }, data.copy.subject), ...quoted(data.copy.message)] : []),
    ),
  };
}
