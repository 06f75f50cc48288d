import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { address } from '@cicerone/db/schema/accounts';
import type { AddressInput } from '@cicerone/core/contracts/account-addresses';
import { primaryChoice } from './primary-choice-queries.ts';

export type AddressRow = typeof address.$inferSelect;

/** The primary-address rule's queries (primary-choice-queries.ts). */
export const primaryAddress = primaryChoice(address);

/** Active addresses, the primary first, then the newest. */
export async function activeAddresses(db: Executor, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(address)
    .where(and(eq(address.userId, userId), eq(address.activated, true)))
    .orderBy(desc(address.isPrimary), desc(address.createdAt), desc(address.id));
}

export async function insertAddress(db: Executor, userId: string, input: AddressInput, isPrimary: boolean): Promise<AddressRow> {
  const [row] = await db
    .insert(address)
    .values({ ...input, userId, isPrimary })
    .returning();
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

/** New details for the owner's active address; null when they have no such address. */
export async function updateOwnAddress(db: Executor, userId: string, id: string, input: AddressInput): Promise<AddressRow | null> {
  const [row] = await db.update(address).set(input).where(primaryAddress.ownedActive(userId, id)).returning();
  return row ?? null;
}

export async function findAddress(db: Executor, id: string): Promise<AddressRow | null> {
  const [row] = await db.select().from(address).where(eq(address.id, id));
  return row ?? null;
}
