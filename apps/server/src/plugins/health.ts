import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { pendingMigrations } from '@cicerone/db/migrate';

/**
 * /healthz: the process answers and reaches its database (liveness: restart it when this fails).
 * /readyz: it may take traffic — the database answers and has every migration this release
 * committed (a load balancer keeps it out of rotation while another process migrates, or when
 * it was pointed at an older database).
 */
export const healthPlugin = fp<{ db: Database }>(
  async (app, { db }) => {
    app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
      await db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok' });
    });

    app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      let pending: string[];
      try {
        pending = await pendingMigrations(db);
      } catch (error) {
        request.log.warn({ err: error }, 'not ready: database unreachable');
        return reply.code(503).send({ status: 'database_unreachable' });
      }
      if (pending.length > 0) return reply.code(503).send({ status: 'migrations_pending', pending });
      return reply.send({ status: 'ok' });
    });
  },
  { name: 'health' },
);
