import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { rateLimitWindow } from '@cicerone/db/schema/accounts';
import { AppError } from '@cicerone/core/errors';

export interface RateLimit {
  /** Attempts allowed per window. */
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so every process behind a load balancer counts the same
 * attempts. ONE upsert per attempt, whatever the number of keys (a redeem counts the account and the
 * address: one round trip, not two — the redeem budget of requirements §quality.budgets); a window that is over the limit
 * answers 429 with Retry-After set to the seconds left in it.
 */
export function rateLimiter(db: Database, clock: () => Date = () => new Date()) {
  let lastPurge = 0;
  return {
    /** Counts one attempt under each key; throws too_many_requests when any key is over its limit. */
    async hit(attempts: ReadonlyArray<{ key: string } & RateLimit>): Promise<void> {
      const now = clock().getTime();
      const counted = attempts.map(({ key, limit, windowSeconds }) => {
        const windowMs = windowSeconds * 1000;
        return { key, limit, windowStart: new Date(Math.floor(now / windowMs) * windowMs), windowMs };
      });
      // One row per key and window: a statement may not upsert a row twice, so a key named twice counts twice on its row.
      const rows = new Map<string, { key: string; windowStart: Date; hits: number }>();
      for (const { key, windowStart } of counted) {
        const id = `${key}\n${windowStart.getTime()}`;
        const row = rows.get(id);
        if (row) row.hits += 1;
        else rows.set(id, { key, windowStart, hits: 1 });
      }
      const written =
        rows.size === 0
          ? []
          : await db
              .insert(rateLimitWindow)
              // In key order: two requests naming the same keys lock their rows in the same order.
              .values([...rows.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.windowStart.getTime() - b.windowStart.getTime())))
              .onConflictDoUpdate({ target: [rateLimitWindow.key, rateLimitWindow.windowStart], set: { hits: sql`${rateLimitWindow.hits} + excluded.hits` } })
              .returning({ key: rateLimitWindow.key, windowStart: rateLimitWindow.windowStart, hits: rateLimitWindow.hits });
      const hitsOf = new Map(written.map((row) => [`${row.key}\n${row.windowStart.getTime()}`, row.hits]));
      let retryAfter = 0;
      for (const { key, limit, windowStart, windowMs } of counted) {
        if ((hitsOf.get(`${key}\n${windowStart.getTime()}`) ?? 0) > limit) retryAfter = Math.max(retryAfter, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
      }
      if (now - lastPurge > 3_600_000) {
        lastPurge = now;
        await db.delete(rateLimitWindow).where(lt(rateLimitWindow.windowStart, new Date(now - 86_400_000)));
      }
      if (retryAfter > 0) throw new AppError('too_many_requests', { seconds: retryAfter });
    },

    /**
     * Takes back one attempt counted under `key` in the current window: what turned out not to be
     * what the limit guards against (a login with the right password is no guess). It is counted
     * first and taken back after, so concurrent attempts never get past the limit meanwhile.
     */
    async forgive({ key, windowSeconds }: { key: string } & RateLimit): Promise<void> {
      const windowMs = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(clock().getTime() / windowMs) * windowMs);
      await db
        .update(rateLimitWindow)
        .set({ hits: sql`greatest(${rateLimitWindow.hits} - 1, 0)` })
        .where(and(eq(rateLimitWindow.key, key), eq(rateLimitWindow.windowStart, windowStart)));
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
