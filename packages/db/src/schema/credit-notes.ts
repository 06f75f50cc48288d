import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { refundRoutes, type RefundRoute } from '@cicerone/core/checkout/refund-status';
import { oneOf } from '../one-of.ts';
import { booking, invoice } from './orders.ts';
import { refund } from './refunds.ts';

/**
 * A credit note: the corrective invoice a refund of an invoiced order issues (requirements
 * §lifecycles.refund, decision 0052). Its number comes from the invoices' own yearly sequence
 * (`invoice_counter`), so invoices and credit notes read as one series without gaps. Written only by
 * features/documents, in the transaction that writes the refund; never changed afterwards. It keeps
 * what it says (amounts, route, language) so a later change elsewhere never rewrites an issued document.
 */
export const creditNote = pgTable(
  'credit_note',
  {
    id: uuid().primaryKey().defaultRandom(),
    // Unique, and the download's lookup (a booking's credit note by its number).
    number: text().notNull().unique(),
    /** The invoice it corrects: an invoice's key is its order's id. */
    orderId: uuid()
      .notNull()
      .references(() => invoice.orderId),
    // One per refund; also the booking page's lookup (its refunds' credit notes).
    refundId: uuid()
      .notNull()
      .unique()
      .references(() => refund.id),
    /** The booking the refund gives back, when it gives back one booking. */
    bookingId: uuid().references(() => booking.id),
    /** Money credited, minor units of `currency` (the order's); 0 when only coins went back. */
    amount: integer().notNull(),
    currency: text().notNull(),
    /** Coins credited back to the traveller's balance, EUR cents. */
    coinsEurCents: integer().notNull().default(0),
    /** Where the money went back (the refund's route), as the document says it. */
    route: text().$type<RefundRoute>().notNull(),
    /** The traveller's language when it was issued (the order's). */
    locale: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check('credit_note_route_check', oneOf(t.route, refundRoutes)),
    check('credit_note_amounts_check', sql`${t.amount} >= 0 and ${t.coinsEurCents} >= 0 and ${t.amount} + ${t.coinsEurCents} > 0`),
  ],
);
