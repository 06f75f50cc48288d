import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { AppError } from '@cicerone/core/errors';
import type { PoolStats } from '@cicerone/db/client';
import type {} from './services.ts';
// The web app's typecheck reaches this file (through shared/job-pass.ts) without the OpenAPI plugin:
// swagger's types are what let a route say `hide`.
import type {} from '@fastify/swagger';
import { isLoopback } from '../shared/loopback.ts';

export interface AppMetrics {
  registry: Registry;
  /** Background job passes by job and outcome (ok, failed); see shared/job-pass.ts. */
  jobPasses: Counter<'job' | 'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** The PostgreSQL pool's counts; absent on PGlite, which has one in-process connection and no pool. */
  poolStats?: (() => PoolStats) | undefined;
}

/** Seconds; from a cached catalogue answer (about a millisecond) to a slow PDF or upload. */
const latencyBuckets = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Prometheus metrics at /metrics, one registry per app (tests build many apps in one process).
 * Counters are this process's; the database gauges (outbox, orders paid) are the same whichever
 * process answers, so with several processes take their max, not their sum.
 */
export const metricsPlugin = fp<MetricsOptions>(
  async (app, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer, by route pattern (its _count: requests by route and status)',
      labelNames: ['method', 'route', 'status_code'],
      buckets: latencyBuckets,
      registers: [registry],
    });
    const jobPasses = new Counter({ name: 'cicerone_job_passes_total', help: 'Background job passes, by job and outcome', labelNames: ['job', 'outcome'], registers: [registry] });
    const { services } = app;
    databaseGauge(registry, app, 'cicerone_mail_outbox_pending', 'Mails waiting in the outbox (due or to be retried)', () => services.mail.outboxDepth());
    databaseGauge(registry, app, 'cicerone_orders_paid', 'Orders ever paid (monotonic; use increase())', () => services.orders.paidOrderCount());
    new Counter({
      name: 'cicerone_catalog_card_rows_read_total',
      help: 'Tour card rows read from the database: the catalogue cache misses (by tour and language) that lists waited on',
      registers: [registry],
      collect() {
        this.reset();
        this.inc(services.catalog.cardRowsRead());
      },
    });
    if (options.poolStats) poolGauges(registry, options.poolStats);
    app.decorate('metrics', { registry, jobPasses });

    // The route pattern, not the URL: one series per route whatever the ids in it.
    app.addHook('onResponse', async (request, reply) => {
      requests.observe({ method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    const token = services.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!isLoopback(request.ip) && !(token && bearerMatches(request, token))) {
        // Without a token the endpoint does not exist for the outside; with one, say how to get in.
        if (!token) throw new AppError('route_not_found', { method: request.method, path: '/metrics' });
        reply.header('www-authenticate', 'Bearer');
        throw new AppError('unauthorized');
      }
      return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['services'] },
);

/** A count read from the database at each scrape; a failed read leaves the series out rather than failing the scrape. */
function databaseGauge(registry: Registry, app: { log: { warn(details: object, message: string): void } }, name: string, help: string, read: () => Promise<number>) {
  new Gauge({
    name,
    help,
    registers: [registry],
    async collect() {
      try {
        this.set(await read());
      } catch (error) {
        this.reset();
        app.log.warn({ err: error, metric: name }, 'metric not read');
      }
    },
  });
}

function poolGauges(registry: Registry, stats: () => PoolStats) {
  new Gauge({
    name: 'cicerone_db_pool_connections',
    help: 'PostgreSQL pool connections, by state (busy, idle)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { total, idle } = stats();
      this.set({ state: 'busy' }, total - idle);
      this.set({ state: 'idle' }, idle);
    },
  });
  new Gauge({
    name: 'cicerone_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
}

/** Compared as digests, in constant time: the answer time says nothing about how much of the token was right. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
