import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { quoteKinds, type QuoteKind } from '@cicerone/core/quotes/quote-kinds';
import { quoteStatuses, type QuoteStatus } from '@cicerone/core/quotes/quote-status';
import type { Locale } from '@cicerone/core/locales';
import { oneOf } from '../one-of.ts';
import { appUser } from './accounts.ts';
import { city } from './reference.ts';

/**
 * A request for a quote (requirements §screens.quotes, §lifecycles.quote) and the team's offer for it. The request's
 * fields differ by kind and are kept as sent (`request`, checked by its kind's contract before it
 * is stored); what the lifecycle and the lists need is in columns. A signed-in traveller's request
 * carries user_id; a visitor's is followed by the link e-mailed to `email`, whose token is stored
 * only as a hash (`follow_token_hash`), so a copy of the database opens no request.
 */
export const quote = pgTable(
  'quote',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Public reference ('QT-7K4P2QX'), in the e-mails and the page's address. */
    reference: text().notNull().unique(),
    kind: text().$type<QuoteKind>().notNull(),
    /** core quotes/quote-status.ts */
    status: text().$type<QuoteStatus>().notNull(),
    userId: uuid().references(() => appUser.id),
    /** Where the answers go (the contact's e-mail). */
    email: text().notNull(),
    contactName: text().notNull(),
    /** The reader's language and currency: the e-mails' and the offer's. */
    locale: text().$type<Locale>().notNull(),
    currency: text().notNull(),
    /** The request as its kind's contract read it (contracts/quotes.ts). */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The city it is about, when the request names one (business trip, general request). */
    cityId: integer().references(() => city.id),
    /** When the service starts: local day and time at its place, that place's IANA zone, and the instant. */
    serviceDay: date({ mode: 'string' }),
    serviceTime: time(),
    timeZone: text().notNull(),
    startsAt: timestamp({ withTimezone: true }),
    followTokenHash: text().notNull(),
    /** The offer: amount in minor units of `currency`, what it includes, the instant it stops being valid. */
    offerAmount: integer(),
    offerIncluded: text(),
    offerValidUntil: timestamp({ withTimezone: true }),
    offeredAt: timestamp({ withTimezone: true }),
    offeredBy: uuid().references(() => appUser.id),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('quote_kind_check', oneOf(t.kind, quoteKinds)),
    check('quote_status_check', oneOf(t.status, quoteStatuses)),
    // An offer exists exactly from the moment the request was answered.
    check('quote_offer_check', sql`(${t.status} = 'submitted') = (${t.offerAmount} is null) and (${t.offerAmount} is null) = (${t.offerValidUntil} is null) and (${t.offerAmount} is null or ${t.offerAmount} > 0)`),
    // GET /api/me/quotes: an account's requests, newest first.
    index('quote_user_idx').on(t.userId, t.createdAt.desc()),
    // The back office's list by status, newest first.
    index('quote_status_idx').on(t.status, t.createdAt.desc()),
    // The expiry job: offers still open, by validity.
    index('quote_offer_expiry_idx').on(t.offerValidUntil).where(sql`${t.status} = 'offered'`),
  ],
);
