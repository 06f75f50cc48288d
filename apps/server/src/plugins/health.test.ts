import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp } from '../test/app.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('/readyz', () => {
  it('is ready on a database with every committed migration', async () => {
    const response = await test.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is not ready (503, naming it) while a committed migration is missing from the database', async () => {
    const applied = (await test.db.execute(sql`SELECT id, hash, created_at::text AS created_at FROM public.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`)) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const [last] = applied.rows;
    await test.db.execute(sql`DELETE FROM public.__drizzle_migrations WHERE id = ${last?.id}`);
    try {
      const response = await test.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'migrations_pending', pending: [expect.stringMatching(/^\d{4}_/)] });
      // Liveness is another question: the process itself is fine.
      expect((await test.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await test.db.execute(sql`INSERT INTO public.__drizzle_migrations (id, hash, created_at) VALUES (${last?.id}, ${last?.hash}, ${last?.created_at}::bigint)`);
    }
    expect((await test.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });
});
