import { translatorFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import type { MailAttachmentRef } from './attachments.ts';
import { mailTranslatorFor } from './messages.ts';
import { siteUrlFor } from './site-url.ts';
import type { MailContent, MailContext } from './templates/layout.ts';
import type { templates } from './templates/by-name.ts';
import { onFirstUse } from '../../shared/on-first-use.ts';

/** The templates and React Email (with its syntax highlighter) load with the first mail written, not at start. */
const mailKit = onFirstUse(async () => {
  const [{ templates }, { render }] = await Promise.all([import('./templates/by-name.ts'), import('@react-email/render')]);
  return { templates, render };
});

export type MailTemplate = keyof typeof templates;

/** What each template needs, derived from the template itself so callers are type-checked. */
export type MailData = { [T in MailTemplate]: Parameters<(typeof templates)[T]>[0] };

/**
 * One e-mail to send; `template` picks the shape of `data`; `attachments` are rendered when it is
 * sent. `locale` and `currency` are the reader's: the mail is written in that language and every
 * link to the site keeps both (requirements §rules.mail).
 */
export type OutgoingMail = {
  [T in MailTemplate]: { to: string; locale: Locale; currency: string; template: T; data: MailData[T]; attachments?: MailAttachmentRef[]; listUnsubscribe?: ListUnsubscribe };
}[MailTemplate];

/**
 * A mailing-list mail's way off the list (the newsletter): `page` is a site page that asks before
 * unsubscribing ('/newsletter/unsubscribe?token=…', under the reader's language and currency),
 * linked in the mail's footer; `oneClick` is the address from the site's root that mail clients
 * POST to (RFC 8058, '/api/newsletter/unsubscribe?token=…'), sent as the List-Unsubscribe header.
 */
export interface ListUnsubscribe {
  page: string;
  oneClick: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a mail in its language: subject, HTML and the plain-text part made from the same HTML. */
export async function renderMail(mail: OutgoingMail, options: { publicUrl: string }): Promise<RenderedMail & { listUnsubscribe: string | null }> {
  const siteUrl = siteUrlFor(options.publicUrl, mail.locale, mail.currency);
  const context: MailContext = {
    locale: mail.locale,
    t: mailTranslatorFor(mail.locale),
    siteT: translatorFor(mail.locale),
    siteUrl,
    assetUrl: (path) => `${options.publicUrl}${path}`,
    ...(mail.listUnsubscribe ? { unsubscribeUrl: siteUrl(mail.listUnsubscribe.page) } : {}),
  };
  const { templates, render } = await mailKit();
  // The union of templates cannot be narrowed by the index alone; OutgoingMail pairs each name with its data.
  const compose = templates[mail.template] as (data: MailData[MailTemplate], context: MailContext) => MailContent;
  const { subject, body } = compose(mail.data, context);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  // The absolute one-click address the mailer sends as List-Unsubscribe (null: not a list's mail).
  return { subject, html, text, listUnsubscribe: mail.listUnsubscribe ? context.assetUrl(mail.listUnsubscribe.oneClick) : null };
}
