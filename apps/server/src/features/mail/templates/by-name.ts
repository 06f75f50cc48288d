import { bookingConfirmed } from './booking-confirmed.ts';
import { giftCardCopy } from './gift-card-copy.ts';
import { giftCardReceived } from './gift-card-received.ts';
import { businessReceived } from './business-received.ts';
import { businessValidated } from './business-validated.ts';
import { guideApproved, guideRejected } from './guide-decision.ts';
import { missionAssigned, missionCancelled, missionGivenBack, missionGuideAssigned, missionOffered } from './mission-mails.ts';
import { passwordChanged } from './password-changed.ts';
import { resetPassword } from './reset-password.ts';
import { verifyEmail } from './verify-email.ts';
import { payoutsWithoutMethod } from './payouts-without-method.ts';
import { recruitmentSubmitted } from './recruitment-submitted.ts';
import { quoteAccepted, quoteOffered, quoteReceived, quoteRequested } from './quote-mails.ts';
import { contactForTeam, contactReceived } from './contact-mails.ts';
import { newsletterConfirm, newsletterWelcome } from './newsletter-mails.ts';
import { chatReply } from './chat-reply.ts';
import { reviewInvitation } from './review-invitation.ts';
import { bookingChanged, bookingDocument } from './booking-by-team.ts';
import { bookingCancelled } from './booking-cancelled.ts';
import { refundSent } from './refund-sent.ts';

import type { MailContent, MailContext } from './layout.ts';

/** Every e-mail the product sends, by the name stored in mail_outbox.template. */
export const templates = {
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
  'mission-offered': missionOffered,
  'mission-assigned': missionAssigned,
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
  'booking-cancelled': bookingCancelled,
  'refund-sent': refundSent,
} satisfies Record<string, (data: never, context: MailContext) => MailContent>;

