import { z } from 'zod';
import { locales } from '../locales.ts';
import { contactLimits, newsletterStatuses } from '../contact/contact-rules.ts';
import { currencyField, emailField, nameField } from './accounts.ts';
import { text } from './common.ts';

const requiredText = (max: number) => text(max).trim().min(1, { error: 'errors.field.required' });

/**
 * A message to the team (/contact) or to one's account manager (/contact-pro). Strict, like every
 * body (decision 0011): there is no recipient field, and a `to`, `from` or `html` sent anyway is
 * refused — the server alone decides where a message goes (never an open mail relay).
 */
export const contactBody = z.strictObject({
  name: nameField.pipe(text(contactLimits.name)),
  email: emailField,
  subject: requiredText(contactLimits.subject),
  message: requiredText(contactLimits.message),
  bookingReference: text(contactLimits.bookingReference)
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** The language of the page it was written on: the acknowledgement is written in it. */
  locale: z.enum(locales).optional(),
});
export type ContactBody = z.output<typeof contactBody>;

/** What a sent message answers: it is stored, and the team's copy and the acknowledgement are in the outbox. */
export const contactSent = z.object({ id: z.number(), status: z.literal('sent') });

/** The footer's subscription: an address and the language its mails are written in. */
export const newsletterSubscribeBody = z.strictObject({
  email: emailField,
  /** The site's language and currency: the newsletter is written in that language, its links keep both. */
  locale: z.enum(locales).optional(),
  currency: currencyField.optional(),
});

/** The same answer whatever the address's state: nobody learns who is subscribed. */
export const newsletterSubscribed = z.object({ status: z.literal('confirmation_sent') });

export const newsletterTokenBody = z.strictObject({ token: text(200).trim().min(1, { error: 'errors.field.required' }) });

export const newsletterStatusAnswer = z.object({ status: z.enum(newsletterStatuses) });

/** The back office's counts: confirmed addresses per language (and the pending ones, not yet counted). */
export const newsletterCounts = z.object({
  confirmed: z.number(),
  pending: z.number(),
  byLanguage: z.array(z.object({ language: z.enum(locales), confirmed: z.number() })),
});
export type NewsletterCounts = z.output<typeof newsletterCounts>;
