import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { payoutMethod } from '@cicerone/db/schema/accounts';
import { primaryChoice } from '../primary-choice-queries.ts';

export type PayoutRow = typeof payoutMethod.$inferSelect;
/** Every column a method's details fill (those of the other kind null). */
export type PayoutColumns = Pick<typeof payoutMethod.$inferInsert, 'kind' | 'paypalEmail' | 'accountHolder' | 'bankCountry' | 'bankName' | 'iban' | 'accountNumber' | 'swiftBic' | 'routingNumber' | 'branchCode' | 'bankCode' | 'currency'>;

/** The primary-method rule's queries (primary-choice-queries.ts). */
export const primaryPayoutMethod = primaryChoice(payoutMethod);

/** Active methods, the primary first, then the newest. */
export async function activePayoutMethods(db: Executor, userId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payoutMethod)
    .where(and(eq(payoutMethod.userId, userId), eq(payoutMethod.activated, true)))
    .orderBy(desc(payoutMethod.isPrimary), desc(payoutMethod.createdAt), desc(payoutMethod.id));
}

export async function insertPayoutMethod(db: Executor, userId: string, columns: PayoutColumns, isPrimary: boolean): Promise<PayoutRow> {
  const [row] = await db
    .insert(payoutMethod)
    .values({ ...columns, userId, isPrimary })
    .returning();
  if (!row) throw new Error('payout method insert returned nothing');
  return row;
}

export async function updatePayoutMethod(db: Executor, id: string, columns: PayoutColumns): Promise<PayoutRow | null> {
  const [row] = await db.update(payoutMethod).set(columns).where(eq(payoutMethod.id, id)).returning();
  return row ?? null;
}
