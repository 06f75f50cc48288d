import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '@cicerone/db/client';
import { appUser, refreshToken, userSession } from '@cicerone/db/schema/accounts';
import type { Role } from '@cicerone/core/roles';
import {
  accessTokenKey,
  accessTokenSeconds,
  randomToken,
  refreshTokenSeconds,
  signAccessToken,
  tokenHash,
  verifyAccessToken,
} from './tokens.ts';

/** Who is making a request, as every access rule and page needs it; read fresh at each request. */
export interface SessionUser {
  id: string;
  sessionId: string;
  role: Role;
  isPro: boolean;
  status: string | null;
  firstName: string;
  lastName: string;
  /** Cicerone Coins, EUR cents. */
  coins: number;
  emailVerified: boolean;
}

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'token_reused';

/**
 * Two tabs (or a page and its data request) may refresh with the same token at the same moment:
 * within this leeway a second use is a race, not a theft, and gets its own successor. Past it,
 * reuse means the token was copied, and the whole session (every token of the family) is revoked.
 */
export const refreshReuseLeewayMs = 10_000;

export type RotateResult =
  | { kind: 'rotated'; tokens: SessionTokens; user: SessionUser }
  | { kind: 'invalid' }
  | { kind: 'reused' };

export function sessionService(db: Database, secret: string, clock: () => Date = () => new Date()) {
  const key = accessTokenKey(secret);

  async function issueRefreshToken(executor: Executor, sessionId: string, now: Date): Promise<string> {
    const token = randomToken();
    await executor.insert(refreshToken).values({
      tokenHash: tokenHash(token),
      sessionId,
      expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000),
    });
    return token;
  }

  async function tokensFor(executor: Executor, userId: string, sessionId: string, now: Date): Promise<SessionTokens> {
    const [accessToken, refresh] = await Promise.all([
      signAccessToken(key, { userId, sessionId }, now),
      issueRefreshToken(executor, sessionId, now),
    ]);
    return { accessToken, refreshToken: refresh, expiresIn: accessTokenSeconds };
  }

  async function userOfSession(executor: Executor, sessionId: string, userId?: string): Promise<SessionUser | null> {
    const [row] = await executor
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
      .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt), userId ? eq(appUser.id, userId) : undefined));
    if (!row) return null;
    const { emailVerifiedAt, ...user } = row;
    return { ...user, role: user.role as Role, emailVerified: emailVerifiedAt !== null };
  }

  return {
    /** A new session (one login on one device) with its first pair of tokens. */
    async start(userId: string, executor: Executor = db): Promise<{ sessionId: string; tokens: SessionTokens }> {
      const now = clock();
      const [session] = await executor.insert(userSession).values({ userId, createdAt: now, lastSeenAt: now }).returning({ id: userSession.id });
      if (!session) throw new Error('session insert returned nothing');
      return { sessionId: session.id, tokens: await tokensFor(executor, userId, session.id, now) };
    },

    /** The user behind an access token, or null when the token or its session is no longer valid. */
    async authenticate(accessToken: string): Promise<SessionUser | null> {
      const claims = await verifyAccessToken(key, accessToken, clock());
      if (!claims) return null;
      return userOfSession(db, claims.sessionId, claims.userId);
    },

    /** Uses a refresh token once: its successor and a new access token, or why not. */
    async rotate(presented: string): Promise<RotateResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ sessionId: refreshToken.sessionId, usedAt: refreshToken.usedAt, expiresAt: refreshToken.expiresAt })
          .from(refreshToken)
          .where(eq(refreshToken.tokenHash, tokenHash(presented)))
          .for('update');
        if (!row) return { kind: 'invalid' } as const;
        if (row.usedAt && now.getTime() - row.usedAt.getTime() > refreshReuseLeewayMs) {
          await tx
            .update(userSession)
            .set({ revokedAt: now, revokedReason: 'token_reused' })
            .where(and(eq(userSession.id, row.sessionId), isNull(userSession.revokedAt)));
          return { kind: 'reused' } as const;
        }
        if (row.expiresAt <= now) return { kind: 'invalid' } as const;
        const user = await userOfSession(tx, row.sessionId);
        if (!user) return { kind: 'invalid' } as const;
        if (!row.usedAt) await tx.update(refreshToken).set({ usedAt: now }).where(eq(refreshToken.tokenHash, tokenHash(presented)));
        await tx.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, row.sessionId));
        const tokens = await tokensFor(tx, user.id, row.sessionId, now);
        return { kind: 'rotated', tokens, user } as const;
      });
    },

    /** Ends one session: its access tokens stop working at once, its refresh tokens too. */
    async revoke(sessionId: string, reason: RevokeReason, executor: Executor = db): Promise<void> {
      await executor
        .update(userSession)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(and(eq(userSession.id, sessionId), isNull(userSession.revokedAt)));
    },

    /** Ends every session of a user, but the one given (the device that changed the password). */
    async revokeAll(userId: string, reason: RevokeReason, options: { except?: string; executor?: Executor } = {}): Promise<number> {
      const rows = await (options.executor ?? db)
        .update(userSession)
        .set({ revokedAt: clock(), revokedReason: reason })
        .where(and(eq(userSession.userId, userId), isNull(userSession.revokedAt), options.except ? ne(userSession.id, options.except) : undefined))
        .returning({ id: userSession.id });
      return rows.length;
    },

    /** Sessions not used for longer than a refresh token lives are dead weight. */
    async purgeExpired(): Promise<void> {
      const cutoff = new Date(clock().getTime() - refreshTokenSeconds * 1000);
      await db.delete(userSession).where(sql`${userSession.lastSeenAt} < ${cutoff}`);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
