import { render } from '@react-email/render';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import type { Locale } from '@cicerone/core/locales';
import type { MailAttachmentRef } from './attachments.ts';
import { mailTranslatorFor } from './messages.ts';
import { siteUrlFor } from './site-url.ts';
import type { MailContent, MailContext } from './templates/layout.ts';
import { bookingConfirmed } from './templates/booking-confirmed.ts';
import { giftCardCopy } from './templates/gift-card-copy.ts';
import { giftCardReceived } from './templates/gift-card-received.ts';
import { businessReceived } from './templates/business-received.ts';
import { businessValidated } from './templates/business-validated.ts';
import { guideApproved, guideRejected } from './templates/guide-decision.ts';
import { missionCancelled, missionGivenBack, missionGuideAssigned } from './templates/mission-mails.ts';
import { passwordChanged } from './templates/password-changed.ts';
import { resetPassword } from './templates/reset-password.ts';
import { verifyEmail } from './templates/verify-email.ts';
import { payoutsWithoutMethod } from './templates/payouts-without-method.ts';
import { recruitmentSubmitted } from './templates/recruitment-submitted.ts';
import { quoteAccepted, quoteOffered, quoteReceived, quoteRequested } from './templates/quote-mails.ts';
import { contactForTeam, contactReceived } from './templates/contact-mails.ts';
import { newsletterConfirm, newsletterWelcome } from './templates/newsletter-mails.ts';
import { chatReply } from './templates/chat-reply.ts';
import { reviewInvitation } from './templates/review-invitation.ts';
import { bookingChanged, bookingDocument } from './templates/booking-by-team.ts';

/** Every e-mail the product sends, by the name stored in mail_outbox.template. */
const templates = {
  'verify-email': verifyEmail,
  'reset-password': resetPassword,
  'business-received': businessReceived,
  'business-validated': businessValidated,
  'password-changed': passwordChanged,
  'booking-confirmed': bookingConfirmed,
  'gift-card-received': giftCardReceived,
  'gift-card-copy': giftCardCopy,
  'guide-approved': guideApproved,
  'guide-rejected': guideRejected,
  'payouts-without-method': payoutsWithoutMethod,
  'mission-guide-assigned': missionGuideAssigned,
  'mission-given-back': missionGivenBack,
  'mission-cancelled': missionCancelled,
  'recruitment-submitted': recruitmentSubmitted,
  'quote-received': quoteReceived,
  'quote-requested': quoteRequested,
  'quote-offered': quoteOffered,
  'quote-accepted': quoteAccepted,
  'contact-for-team': contactForTeam,
  'contact-received': contactReceived,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-welcome': newsletterWelcome,
  'chat-reply': chatReply,
  'review-invitation': reviewInvitation,
  'booking-document': bookingDocument,
  'booking-changed': bookingChanged,
} satisfies Record<string, (data: never, context: MailContext) => MailContent>;

export type MailTemplate = keyof typeof templates;
export const mailTemplates = Object.keys(templates) as MailTemplate[];

/** What each template needs, derived from the template itself so callers are type-checked. */
export type MailData = { [T in MailTemplate]: Parameters<(typeof templates)[T]>[0] };

/**
 * One e-mail to send; `template` picks the shape of `data`; `attachments` are rendered when it is
 * sent. `locale` and `currency` are the reader's: the mail is written in that language and every
 * link to the site keeps both (issue 11 §6).
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
  // The union of templates cannot be narrowed by the index alone; OutgoingMail pairs each name with its data.
  const compose = templates[mail.template] as (data: MailData[MailTemplate], context: MailContext) => MailContent;
  const { subject, body } = compose(mail.data, context);
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  // The absolute one-click address the mailer sends as List-Unsubscribe (null: not a list's mail).
  return { subject, html, text, listUnsubscribe: mail.listUnsubscribe ? context.assetUrl(mail.listUnsubscribe.oneClick) : null };
}
