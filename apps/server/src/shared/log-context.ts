import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The logger of the work under way — a request's (it carries the request id) or a job pass's (it
 * carries the pass id) — so code deep in a service (a mail enqueued in a checkout) writes log lines
 * that name what caused them without every call passing a logger down.
 */
const current = new AsyncLocalStorage<FastifyBaseLogger>();

/** Runs `work` with `log` as the current logger. */
export function withLog<T>(log: FastifyBaseLogger, work: () => T): T {
  return current.run(log, work);
}

/** The current request's or job pass's logger; undefined outside both (tests calling a service directly). */
export function currentLog(): FastifyBaseLogger | undefined {
  return current.getStore();
}
