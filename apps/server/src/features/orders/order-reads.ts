import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { customerOrder } from '@cicerone/db/schema/orders';
import { currency } from '@cicerone/db/schema/reference';

/**
 * How other slices read an order: read-only SQL (joins, columns, the owner's condition, an
 * account's last orders) that the orders slice's own queries use too, so the invoice, the
 * confirmation mail, a buyer's gift cards and the back office show an order as checkout does.
 * Nothing here writes: an order changes through the orders slice, whose query modules stay its own.
 */

/** The account that placed the order: join `appUser` on it to read the buyer. */
export const buyerOfOrder = eq(appUser.id, customerOrder.userId);

/** The order's currency: left-join `currency` on it (a currency no longer listed still shows its order). */
export const currencyOfOrder = eq(currency.code, customerOrder.currency);

/** What an order says of itself and its total, wherever it is written out (the invoice, the confirmation mail); needs the `currency` join. */
export const orderTotalFields = {
  reference: customerOrder.reference,
  currency: customerOrder.currency,
  minorUnits: sql<number>`coalesce(${currency.minorUnits}, 2)::int`,
  grandTotal: customerOrder.grandTotal,
};

/**
 * Whose order: an account's, or a visitor's — the random id of their visitor cookie, which only a
 * gift card's order may have (requirements §screens.gift-cards). Holding the id is what owns the order.
 */
export type OrderOwner = { userId: string } | { visitorId: string };

/** The owner as a condition on customer_order: every read of an order by its buyer carries it. */
export function ownedBy(owner: OrderOwner): SQL {
  return 'userId' in owner ? eq(customerOrder.userId, owner.userId) : eq(customerOrder.visitorId, owner.visitorId);
}

/** The account's last orders, newest first (customer_order_user_idx), with their totals: the back office's view of a user. */
export async function ordersOfUser(db: Executor, userId: string, limit: number) {
  return db
    .select({ ...orderTotalFields, status: customerOrder.status, createdAt: customerOrder.createdAt })
    .from(customerOrder)
    .leftJoin(currency, currencyOfOrder)
    .where(eq(customerOrder.userId, userId))
    .orderBy(desc(customerOrder.createdAt))
    .limit(limit);
}
