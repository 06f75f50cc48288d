import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appUser } from './accounts.ts';
import { customerOrder } from './orders.ts';

/**
 * A chargeback the payment provider reported on an order's card payment (requirements
 * §lifecycles.refund): the cardholder's bank takes the money back unless the company answers it
 * at the provider. Written by features/disputes only, once per provider dispute (its event may
 * come twice); open until an admin marks it handled.
 */
export const paymentDispute = pgTable(
  'payment_dispute',
  {
    id: uuid().primaryKey().defaultRandom(),
    orderId: uuid()
      .notNull()
      .references(() => customerOrder.id),
    provider: text().notNull(),
    providerDisputeId: text().notNull(),
    /** What the bank disputes, minor units of `currency` (the order's). */
    amount: integer().notNull(),
    currency: text().notNull(),
    /** The bank's reason as the provider names it ('fraudulent', 'product_not_received'…). */
    reason: text().notNull(),
    openedAt: timestamp({ withTimezone: true }).notNull(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: uuid().references(() => appUser.id),
  },
  (t) => [
    uniqueIndex('payment_dispute_provider_idx').on(t.provider, t.providerDisputeId),
    index('payment_dispute_order_idx').on(t.orderId),
    // The back office's queue: the open ones, oldest first.
    index('payment_dispute_open_idx').on(t.openedAt).where(sql`${t.handledAt} is null`),
  ],
);
