import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contactKinds, newsletterStatuses, type ContactKind, type NewsletterStatus } from '@cicerone/core/contact/contact-rules';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';

/**
 * Every message written on /contact or /contact-pro, kept whatever becomes of its mails: the team
 * can answer it even if a mail bounced. `recipient` is the address the server chose (the team's or
 * the account manager's), never one the sender gave.
 */
export const contactMessage = pgTable(
  'contact_message',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    kind: text().$type<ContactKind>().notNull(),
    /** The signed-in sender, if any (always for contact_pro). */
    senderUserId: uuid().references(() => appUser.id, { onDelete: 'set null' }),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    bookingReference: text(),
    /** The sender's language: the acknowledgement was written in it. */
    locale: text().notNull(),
    recipient: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contact_message_kind_check', oneOf(t.kind, contactKinds))],
);

/**
 * One row per newsletter address (double opt-in, core contact/contact-rules.ts). The confirmation
 * token is stored as its hash (it proves consent); the unsubscribe token is kept as it is, since
 * every later newsletter mail must carry it, and it can only take that one address off the list.
 */
export const newsletterSubscriber = pgTable(
  'newsletter_subscriber',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Lower-cased and trimmed, as account addresses are. */
    email: text().notNull(),
    /** The site it subscribed on: the newsletter is written in this language, its links keep this currency. */
    locale: text().notNull(),
    currency: text().notNull(),
    status: text().$type<NewsletterStatus>().notNull().default('pending'),
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    unsubscribeToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('newsletter_subscriber_status_check', oneOf(t.status, newsletterStatuses)),
    check('newsletter_subscriber_email_lower_check', sql`${t.email} = lower(${t.email})`),
    // Subscribing twice finds the same row (the upsert's conflict target).
    uniqueIndex('newsletter_subscriber_email_idx').on(t.email),
    // The confirmation link's lookup.
    uniqueIndex('newsletter_subscriber_confirm_idx').on(t.confirmTokenHash),
    // The unsubscribe link's and the one-click header's lookup.
    uniqueIndex('newsletter_subscriber_unsubscribe_idx').on(t.unsubscribeToken),
    // The back office's export and its counts per language: confirmed addresses only.
    index('newsletter_subscriber_confirmed_idx').on(t.locale, t.email).where(sql`${t.status} = 'confirmed'`),
  ],
);
