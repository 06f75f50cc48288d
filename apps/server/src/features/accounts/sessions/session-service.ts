import type { Database, Executor } from '@cicerone/db/client';
import type { Role } from '@cicerone/core/roles';
import {
  accessTokenKey,
  accessTokenSeconds,
  randomToken,
  refreshSuccessorKey,
  refreshTokenSeconds,
  signAccessToken,
  successorToken,
  tokenHash,
  verifyAccessToken,
} from './tokens.ts';
import {
  deleteSessionsIdleSince,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeSession,
  revokeSessionsOf,
  sessionAccount,
  sessionsOf,
  touchSession,
} from './session-queries.ts';

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

export type RevokeReason = 'logout' | 'password_changed' | 'password_reset' | 'token_reused' | 'deactivated';

/**
 * Two tabs (or a page and its data request) may refresh with the same token at the same moment:
 * within this leeway a second use is a race, not a theft, and gets the same successor as the
 * first (successorToken), so a session is always one chain of tokens. Past it, reuse means the
 * token was copied, and the whole session (every token of the family) is revoked.
 */
export const refreshReuseLeewayMs = 10_000;

export type RotateResult =
  | { kind: 'rotated'; tokens: SessionTokens; user: SessionUser }
  | { kind: 'invalid' }
  | { kind: 'reused' };

export function sessionService(db: Database, secret: string, clock: () => Date = () => new Date()) {
  const key = accessTokenKey(secret);
  const successorKey = refreshSuccessorKey(secret);

  /** A session's first refresh token is random; each next one is its predecessor's successor, written once however often it is asked for. */
  async function issueRefreshToken(executor: Executor, sessionId: string, now: Date, predecessor?: string): Promise<string> {
    const token = predecessor === undefined ? randomToken() : successorToken(successorKey, predecessor);
    await insertRefreshToken(executor, { tokenHash: tokenHash(token), sessionId, expiresAt: new Date(now.getTime() + refreshTokenSeconds * 1000) });
    return token;
  }

  async function tokensFor(executor: Executor, userId: string, sessionId: string, now: Date, predecessor?: string): Promise<SessionTokens> {
    const [accessToken, refresh] = await Promise.all([
      signAccessToken(key, { userId, sessionId }, now),
      issueRefreshToken(executor, sessionId, now, predecessor),
    ]);
    return { accessToken, refreshToken: refresh, expiresIn: accessTokenSeconds };
  }

  async function userOfSession(executor: Executor, sessionId: string, userId?: string): Promise<SessionUser | null> {
    const row = await sessionAccount(executor, sessionId, userId);
    if (!row) return null;
    const { emailVerifiedAt, ...user } = row;
    return { ...user, role: user.role as Role, emailVerified: emailVerifiedAt !== null };
  }

  return {
    /** A new session (one login on one device) with its first pair of tokens. */
    async start(userId: string, executor: Executor = db): Promise<{ sessionId: string; tokens: SessionTokens }> {
      const now = clock();
      const sessionId = await insertSession(executor, userId, now);
      return { sessionId, tokens: await tokensFor(executor, userId, sessionId, now) };
    },

    /** The user behind an access token, or null when the token or its session is no longer valid. */
    async authenticate(accessToken: string): Promise<SessionUser | null> {
      const claims = await verifyAccessToken(key, accessToken, clock());
      if (!claims) return null;
      return userOfSession(db, claims.sessionId, claims.userId);
    },

    /**
     * Uses a refresh token: its successor and a new access token, or why not. The token's row is
     * locked (FOR UPDATE, on PostgreSQL across processes too), so racing uses are decided one after
     * the other; inside the leeway they all get the one successor, past it the family ends.
     */
    async rotate(presented: string): Promise<RotateResult> {
      const now = clock();
      return db.transaction(async (tx) => {
        const row = await lockRefreshToken(tx, tokenHash(presented));
        if (!row) return { kind: 'invalid' } as const;
        if (row.usedAt && now.getTime() - row.usedAt.getTime() > refreshReuseLeewayMs) {
          await revokeSession(tx, row.sessionId, 'token_reused', now);
          return { kind: 'reused' } as const;
        }
        if (row.expiresAt <= now) return { kind: 'invalid' } as const;
        const user = await userOfSession(tx, row.sessionId);
        if (!user) return { kind: 'invalid' } as const;
        if (!row.usedAt) await markRefreshTokenUsed(tx, tokenHash(presented), now);
        await touchSession(tx, row.sessionId, now);
        const tokens = await tokensFor(tx, user.id, row.sessionId, now, presented);
        return { kind: 'rotated', tokens, user } as const;
      });
    },

    /** Ends one session: its access tokens stop working at once, its refresh tokens too. */
    async revoke(sessionId: string, reason: RevokeReason, executor: Executor = db): Promise<void> {
      await revokeSession(executor, sessionId, reason, clock());
    },

    /** Ends every session of a user, but the one given (the device that changed the password). */
    async revokeAll(userId: string, reason: RevokeReason, options: { except?: string; executor?: Executor } = {}): Promise<number> {
      return revokeSessionsOf(options.executor ?? db, userId, reason, clock(), options.except);
    },

    /** The account's last `limit` sessions, newest first, open and ended (the back office's view of a user). */
    recent(userId: string, limit: number) {
      return sessionsOf(db, userId, limit);
    },

    /** Sessions not used for longer than a refresh token lives are dead weight. */
    async purgeExpired(): Promise<void> {
      const cutoff = new Date(clock().getTime() - refreshTokenSeconds * 1000);
      await deleteSessionsIdleSince(db, cutoff);
    },
  };
}

export type SessionService = ReturnType<typeof sessionService>;
