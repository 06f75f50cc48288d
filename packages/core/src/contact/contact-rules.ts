/**
 * The contact forms' and the newsletter's rules that the pages and the API share (zod-free, so a
 * form's maxlength attributes read the same numbers the contract enforces).
 */

/** Longest values a contact message keeps: a subject is a line, a message a few screens. */
export const contactLimits = {
  name: 80,
  subject: 150,
  message: 5000,
  bookingReference: 40,
} as const;

/** Where a message was written: the public /contact, or /contact-pro to a business account's manager. */
export const contactKinds = ['contact', 'contact_pro'] as const;
export type ContactKind = (typeof contactKinds)[number];

/**
 * A newsletter address's lifecycle (double opt-in):
 * - pending: subscribed from the footer, the confirmation mail is out; nothing else is sent to it;
 * - confirmed: the link in that mail was followed; it receives the newsletter;
 * - unsubscribed: it left (a link in any newsletter mail, or the one-click header); subscribing
 *   again starts over at pending with a new confirmation.
 */
export const newsletterStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

/** A confirmation link works for a week; after that, subscribing again sends a new one. */
export const newsletterConfirmDays = 7;
