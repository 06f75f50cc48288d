import { and, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { appUser, refreshToken, userSession } from '@cicerone/db/schema/accounts';
import type { RevokeReason } from './session-service.ts';

/** A session (one login on one device) opened now; its id. */
export async function insertSession(db: Executor, userId: string, now: Date): Promise<string> {
  const [session] = await db.insert(userSession).values({ userId, createdAt: now, lastSeenAt: now }).returning({ id: userSession.id });
  if (!session) throw new Error('session insert returned nothing');
  return session.id;
}

/** A refresh token of the session; a successor written already (by the first of racing uses) stays as it is. */
export async function insertRefreshToken(db: Executor, values: { tokenHash: string; sessionId: string; expiresAt: Date }): Promise<void> {
  await db.insert(refreshToken).values(values).onConflictDoNothing({ target: refreshToken.tokenHash });
}

/**
 * The account behind a session still open (and of this user, when given), as requests see it. A
 * deactivated account has none: its access tokens stop at the next request and its refresh tokens
 * with them, even a session opened in a race with the deactivation.
 */
export async function sessionAccount(db: Executor, sessionId: string, userId?: string) {
  const [row] = await db
    .select({
      id: appUser.id,
      sessionId: userSession.id,
      role: appUser.role,
      isPro: appUser.isPro,
      status: appUser.status,
      firstName: appUser.firstName,
      lastName: appUser.lastName,
      coins: appUser.coinBalance,
      emailVerifiedAt: appUser.emailVerifiedAt,
    })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt), isNull(appUser.deactivatedAt), userId ? eq(appUser.id, userId) : undefined));
  return row ?? null;
}

/** The refresh token with this hash, locked until the transaction ends: two uses of it are decided one after the other. */
export async function lockRefreshToken(tx: Executor, hash: string) {
  const [row] = await tx
    .select({ sessionId: refreshToken.sessionId, usedAt: refreshToken.usedAt, expiresAt: refreshToken.expiresAt })
    .from(refreshToken)
    .where(eq(refreshToken.tokenHash, hash))
    .for('update');
  return row ?? null;
}

export async function markRefreshTokenUsed(db: Executor, hash: string, now: Date): Promise<void> {
  await db.update(refreshToken).set({ usedAt: now }).where(eq(refreshToken.tokenHash, hash));
}

export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, sessionId));
}

/** Revokes the session when still open. */
export async function revokeSession(db: Executor, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(userSession)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
}

/** Revokes the account's open sessions but `except`; how many. */
export async function revokeSessionsOf(db: Executor, userId: string, reason: RevokeReason, now: Date, except?: string): Promise<number> {
  const rows = await db
    .update(userSession)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt), except ? ne(userSession.id, except) : undefined))
    .returning({ id: userSession.id });
  return rows.length;
}

export async function deleteSessionsIdleSince(db: Executor, cutoff: Date): Promise<void> {
  await db.delete(userSession).where(lt(userSession.lastSeenAt, cutoff));
}

/** The account's sessions, newest first (user_session_user_idx), open and ended: the back office's view of a user. */
export async function sessionsOf(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: userSession.id, createdAt: userSession.createdAt, lastSeenAt: userSession.lastSeenAt, revokedAt: userSession.revokedAt, revokedReason: userSession.revokedReason })
    .from(userSession)
    .where(eq(userSession.userId, userId))
    .orderBy(desc(userSession.createdAt))
    .limit(limit);
}
