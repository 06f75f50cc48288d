import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { address, payoutMethod } from '@cicerone/db/schema/accounts';

/**
 * "At most one primary" for a person's addresses and payout methods (requirements §lifecycles.addresses), one rule for both
 * tables: they share the columns it uses (id, user_id, activated, is_primary, created_at), and a
 * partial unique index on each allows a single active primary per person at any moment.
 * The services run every change under the account's lock (account-lock.ts), so two set-primary
 * clicks are decided one after the other instead of meeting at the index.
 */
export function primaryChoice(table: typeof address | typeof payoutMethod) {
  // Typed as address: the columns used here are the same in both tables.
  const t = table as typeof address;
  const ownedActive = (userId: string, id: string) => and(eq(t.id, id), eq(t.userId, userId), eq(t.activated, true));

  async function makePrimary(tx: Executor, userId: string, id: string): Promise<boolean> {
    // Clear first, then set: the index is checked after each statement, not at commit.
    await tx
      .update(t)
      .set({ isPrimary: false })
      .where(and(eq(t.userId, userId), eq(t.isPrimary, true), ne(t.id, id)));
    const set = await tx.update(t).set({ isPrimary: true }).where(ownedActive(userId, id)).returning({ id: t.id });
    return set.length > 0;
  }

  return {
    ownedActive,

    /** Whether the person has an active primary row (a new row becomes primary when not). */
    async hasPrimary(tx: Executor, userId: string): Promise<boolean> {
      const [row] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.activated, true), eq(t.isPrimary, true)));
      return row !== undefined;
    },

    /** Makes this active row of the owner the only primary; false when the owner has no such row (nothing then changes once the caller throws). */
    makePrimary,

    /** Deactivates the owner's row; when it was primary, the newest remaining one takes over. False when not found. */
    async deactivate(tx: Executor, userId: string, id: string): Promise<boolean> {
      const [removed] = await tx.select({ isPrimary: t.isPrimary }).from(t).where(ownedActive(userId, id));
      if (!removed) return false;
      await tx.update(t).set({ activated: false, isPrimary: false }).where(eq(t.id, id));
      if (!removed.isPrimary) return true;
      const [newest] = await tx
        .select({ id: t.id })
        .from(t)
        .where(and(eq(t.userId, userId), eq(t.activated, true)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(1);
      if (newest) await makePrimary(tx, userId, newest.id);
      return true;
    },
  };
}
