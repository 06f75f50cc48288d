import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '@cicerone/db/client';

/** After the grace, how long closing the database and the jobs' last pass may still take before the process gives up on them. */
const lastWordsMs = 10_000;

/**
 * SIGTERM (an orchestrator, systemd, docker stop) and SIGINT (Ctrl-C) close the process cleanly:
 * the listener stops at once (new connections are refused, so a load balancer tries another
 * process), no job pass starts any more, requests in flight get `graceMs` to finish, then the
 * connections still open are cut; a job pass under way finishes, the database closes (PGlite
 * flushes its files) and the process exits — 0 when nothing had to be cut, 1 otherwise.
 */
export function closeOnSignals(app: FastifyInstance, database: DatabaseHandle, graceMs: number): void {
  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal, graceMs }, 'shutting down: finishing requests in flight');
    let cut = false;
    const grace = setTimeout(() => {
      cut = true;
      app.log.warn({ graceMs }, 'shutdown grace over: cutting the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish: exiting without closing the database');
      process.exit(1);
    }, graceMs + lastWordsMs).unref();
    let failed = false;
    try {
      await app.close();
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'closing the server failed');
    }
    clearTimeout(grace);
    try {
      await database.close();
    } catch (error) {
      failed = true;
      app.log.error({ err: error }, 'closing the database failed');
    }
    clearTimeout(giveUp);
    app.log.info({ signal }, 'closed');
    process.exit(cut || failed ? 1 : 0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
