import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { paymentDispute } from '@cicerone/db/schema/disputes';
import { customerOrder } from '@cicerone/db/schema/orders';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';

export type DisputeRow = typeof paymentDispute.$inferSelect;
export type NewDispute = Pick<typeof paymentDispute.$inferInsert, 'orderId' | 'provider' | 'providerDisputeId' | 'amount' | 'currency' | 'reason' | 'openedAt'>;
/** An open dispute as the back office lists it: with its order and traveller. */
export type OpenDispute = DisputeRow & { orderReference: string; travellerEmail: string | null; travellerName: string | null };

const open = isNull(paymentDispute.handledAt);

/** The payment_dispute table: the only module that reads or writes it. */
export function disputeQueries(db: Executor) {
  return {
    /** Once per provider dispute, however often its event comes: true when this call recorded it. */
    async insert(row: NewDispute): Promise<boolean> {
      const inserted = await db.insert(paymentDispute).values(row).onConflictDoNothing().returning({ id: paymentDispute.id });
      return inserted.length > 0;
    },

    /** The open disputes, oldest first, with whose order they are. */
    async open(): Promise<OpenDispute[]> {
      const rows = await db
        .select({
          dispute: paymentDispute,
          orderReference: customerOrder.reference,
          travellerEmail: sql<string | null>`coalesce(${appUser.email}, ${customerOrder.buyerEmail})`,
          travellerName: sql<string | null>`nullif(trim(concat_ws(' ', ${appUser.firstName}, ${appUser.lastName})), '')`,
        })
        .from(paymentDispute)
        .innerJoin(customerOrder, eq(customerOrder.id, paymentDispute.orderId))
        .leftJoin(appUser, eq(appUser.id, customerOrder.userId))
        .where(open)
        .orderBy(asc(paymentDispute.openedAt), asc(paymentDispute.id));
      return rows.map((row) => ({ ...row.dispute, orderReference: row.orderReference, travellerEmail: row.travellerEmail, travellerName: row.travellerName }));
    },

    /** An admin answered it at the provider: handled, once (a second click moves nothing). */
    async markHandled(id: string, adminUserId: string, at: Date): Promise<DisputeRow | undefined> {
      const [moved] = await db.update(paymentDispute).set({ handledAt: at, handledBy: adminUserId }).where(and(eq(paymentDispute.id, id), open)).returning();
      return moved;
    },

    exists: async (id: string): Promise<boolean> => (await db.select({ id: paymentDispute.id }).from(paymentDispute).where(eq(paymentDispute.id, id))).length > 0,

    /** The dashboard's queue, counted on the condition the list uses. */
    queue: (): Promise<WorkQueue> => workQueue(db, paymentDispute, open, paymentDispute.openedAt),

    /** The disputes of an order (the admin's booking page). */
    ofOrder: (orderId: string): Promise<DisputeRow[]> => db.select().from(paymentDispute).where(eq(paymentDispute.orderId, orderId)).orderBy(asc(paymentDispute.openedAt)),
  };
}
