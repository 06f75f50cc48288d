import type { Locale } from '@cicerone/core/locales';
import type { MailAttachmentRef } from './outbox-queries.ts';

export type { MailAttachmentRef };

/** A rendered document, ready for nodemailer. */
export interface MailFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * How each kind of attachment is rendered, in the mail's language, when the mail is sent — never
 * inside the transaction that wrote the mail. Undefined: the document no longer applies (a booking
 * cancelled meanwhile), and the mail goes without it. Given to the mailer by services.ts.
 */
export type AttachmentRenderers = {
  [K in MailAttachmentRef['kind']]: (ref: Extract<MailAttachmentRef, { kind: K }>, locale: Locale) => Promise<MailFile | undefined>;
};

/** Renders a mail's attachments; a mailer without renderers cannot send a mail that has some. */
export async function renderAttachments(refs: readonly MailAttachmentRef[], locale: Locale, renderers: AttachmentRenderers | undefined): Promise<MailFile[]> {
  if (refs.length === 0) return [];
  if (!renderers) throw new Error('this mailer has no attachment renderers');
  // Each kind's renderer takes its own kind of ref; TypeScript cannot pair them through the union's index.
  const renderOne = (ref: MailAttachmentRef) => (renderers[ref.kind] as (ref: MailAttachmentRef, locale: Locale) => Promise<MailFile | undefined>)(ref, locale);
  const files = await Promise.all(refs.map(renderOne));
  return files.filter((file) => file !== undefined);
}
