import { lt, sql } from 'drizzle-orm';
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
 * attempts. One upsert per attempt; a window that is over the limit answers 429 with Retry-After
 * set to the seconds left in it.
 */
export function rateLimiter(db: Database, clock: () => Date = () => new Date()) {
  let lastPurge = 0;
  return {
    /** Counts one attempt under each key; throws too_many_requests when any key is over its limit. */
    async hit(attempts: ReadonlyArray<{ key: string } & RateLimit>): Promise<void> {
      const now = clock().getTime();
      let retryAfter = 0;
      for (const { key, limit, windowSeconds } of attempts) {
        const windowMs = windowSeconds * 1000;
        const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
        const [row] = await db
          .insert(rateLimitWindow)
          .values({ key, windowStart, hits: 1 })
          .onConflictDoUpdate({ target: [rateLimitWindow.key, rateLimitWindow.windowStart], set: { hits: sql`${rateLimitWindow.hits} + 1` } })
          .returning({ hits: rateLimitWindow.hits });
        if ((row?.hits ?? 0) > limit) retryAfter = Math.max(retryAfter, Math.ceil((windowStart.getTime() + windowMs - now) / 1000));
      }
      if (now - lastPurge > 3_600_000) {
        lastPurge = now;
        await db.delete(rateLimitWindow).where(lt(rateLimitWindow.windowStart, new Date(now - 86_400_000)));
      }
      if (retryAfter > 0) throw new AppError('too_many_requests', { seconds: retryAfter });
    },
  };
}

export type RateLimiter = ReturnType<typeof rateLimiter>;
