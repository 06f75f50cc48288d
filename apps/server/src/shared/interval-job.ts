import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type {} from '../plugins/services.ts';
import { runJobPass } from './job-pass.ts';

export interface IntervalJob {
  /** Plugin name, also what the logs and /metrics say. */
  name: string;
  /** Its own interval; JOB_INTERVAL_SECONDS, when set, replaces it. */
  everyMs: number;
  /** One pass; returns how many rows it changed (logged when > 0). */
  run: (app: FastifyInstance) => Promise<number>;
}

/**
 * A background job run every `everyMs` while the app is up. Not under test: tests call the job's
 * function with their own clock. Several processes may run it at once, so a job must claim its
 * rows with SKIP LOCKED or a guarded UPDATE; in one process a pass never overlaps the previous one.
 */
export function intervalJobPlugin(job: IntervalJob) {
  return fp(
    async (app) => {
      if (app.services.config.env === 'test') return;
      let running: Promise<void> | undefined;
      let stopped = false;
      const tick = () => {
        if (running || stopped) return;
        running = runJobPass(app, job.name, async (log) => {
          const count = await job.run(app);
          if (count > 0) log.info({ count }, job.name);
        })
          // runJobPass logged the failure; the next tick tries again.
          .catch(() => undefined)
          .finally(() => {
            running = undefined;
          });
      };
      // unref: the job never keeps a process alive on its own.
      const timer = setInterval(tick, app.services.config.jobIntervalMs ?? job.everyMs).unref();
      // On shutdown no pass starts once the server stops accepting; one under way finishes before the database closes.
      app.addHook('preClose', async () => {
        stopped = true;
        clearInterval(timer);
      });
      app.addHook('onClose', async () => {
        await running;
      });
    },
    { name: job.name, dependencies: ['services', 'metrics'] },
  );
}
