import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@cicerone/db/client';
import { countingDatabase } from '../test/statement-count.ts';
import { openTestDatabase } from '../test/database.ts';
import { errorCodeOf } from '../test/app-errors.ts';
import { rateLimiter } from './rate-limit.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

const minutes = (n: number) => n * 60;

describe('rateLimiter', () => {
  it('counts every key of an attempt in one statement (a redeem counts its account and its address in one round trip)', async () => {
    const { db, counts } = countingDatabase(handle.db);
    const at = new Date('2026-01-01T10:00:00Z');
    const limits = rateLimiter(db, () => at);
    await limits.hit([
      { key: 'one-trip:account', limit: 10, windowSeconds: minutes(15) },
      { key: 'one-trip:ip', limit: 30, windowSeconds: minutes(15) },
    ]);
    // The first hit also purges old windows, once an hour; the second only counts.
    await limits.hit([
      { key: 'one-trip:account', limit: 10, windowSeconds: minutes(15) },
      { key: 'one-trip:ip', limit: 30, windowSeconds: minutes(15) },
    ]);
    expect(counts).toMatchObject({ insert: 2, delete: 1 });
  });

  it('keeps each key’s own limit and window: the tighter one answers 429 with the seconds left in its window', async () => {
    let now = new Date('2026-01-01T10:05:00Z');
    const limits = rateLimiter(handle.db, () => now);
    const attempt = () =>
      limits.hit([
        { key: 'limits:account', limit: 3, windowSeconds: minutes(15) },
        { key: 'limits:ip', limit: 5, windowSeconds: minutes(15) },
      ]);
    for (let i = 0; i < 3; i += 1) await attempt();
    const refused = await attempt().catch((error: unknown) => error as { code: string; values: { seconds: number } });
    expect(refused).toMatchObject({ code: 'too_many_requests', values: { seconds: 10 * 60 } });

    // Another account from the same address: its own count, but the address's goes on (its 5th, then 6th).
    const otherAccount = () =>
      limits.hit([
        { key: 'limits:other-account', limit: 3, windowSeconds: minutes(15) },
        { key: 'limits:ip', limit: 5, windowSeconds: minutes(15) },
      ]);
    await otherAccount();
    expect(await errorCodeOf(otherAccount())).toBe('too_many_requests');

    // The next window starts afresh.
    now = new Date('2026-01-01T10:15:00Z');
    await attempt();
  });

  it('counts a key named twice in one attempt twice', async () => {
    const limits = rateLimiter(handle.db, () => new Date('2026-01-01T11:00:00Z'));
    const twice = () =>
      limits.hit([
        { key: 'twice', limit: 3, windowSeconds: 60 },
        { key: 'twice', limit: 3, windowSeconds: 60 },
      ]);
    await twice();
    expect(await errorCodeOf(twice())).toBe('too_many_requests');
  });
});
