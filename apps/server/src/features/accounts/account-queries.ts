import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { accountToken, appUser } from '@cicerone/db/schema/accounts';
import { country, currency } from '@cicerone/db/schema/reference';

export type UserRow = typeof appUser.$inferSelect;
export type NewUser = typeof appUser.$inferInsert;
export type AccountTokenPurpose = 'verify_email' | 'reset_password';

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
  return row ?? null;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(appUser).where(eq(appUser.email, email));
  return row ?? null;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [user] = await db.insert(appUser).values(values).returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** Changes these columns of the account; the account as it now is, or null when there is none. */
export async function updateUser(db: Executor, id: string, values: Partial<NewUser>): Promise<UserRow | null> {
  const [row] = await db.update(appUser).set(values).where(eq(appUser.id, id)).returning();
  return row ?? null;
}

/**
 * Locks the account's row until the transaction ends; whether it exists. NO KEY UPDATE does not
 * hold up the foreign-key checks of other writes for the account (a login's history row, a booking).
 */
export async function lockAccount(tx: Executor, userId: string): Promise<boolean> {
  const [account] = await tx.select({ id: appUser.id }).from(appUser).where(eq(appUser.id, userId)).for('no key update');
  return account !== undefined;
}

export async function markEmailVerified(db: Executor, userId: string, at: Date): Promise<void> {
  await db.update(appUser).set({ emailVerifiedAt: at, updatedAt: at }).where(and(eq(appUser.id, userId), isNull(appUser.emailVerifiedAt)));
}

export async function insertAccountToken(db: Executor, values: { tokenHash: string; userId: string; purpose: AccountTokenPurpose; expiresAt: Date }): Promise<void> {
  await db.insert(accountToken).values(values);
}

/** Marks the token used when it is unused, unexpired and of this purpose; whose it was, else null. */
export async function consumeAccountToken(db: Executor, hash: string, purpose: AccountTokenPurpose, now: Date): Promise<string | null> {
  const [row] = await db
    .update(accountToken)
    .set({ usedAt: now })
    .where(and(eq(accountToken.tokenHash, hash), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt), gt(accountToken.expiresAt, now)))
    .returning({ userId: accountToken.userId });
  return row?.userId ?? null;
}

/** Marks every unused token of this purpose of the account used. */
export async function retireAccountTokens(db: Executor, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
  await db
    .update(accountToken)
    .set({ usedAt: now })
    .where(and(eq(accountToken.userId, userId), eq(accountToken.purpose, purpose), isNull(accountToken.usedAt)));
}

export async function countryExists(db: Executor, iso2: string): Promise<boolean> {
  const [row] = await db.select({ id: country.id }).from(country).where(eq(country.iso2, iso2));
  return row !== undefined;
}

export async function currencyExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ code: currency.code }).from(currency).where(eq(currency.code, code));
  return row !== undefined;
}
