import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type {} from '../plugins/services.ts';

export interface IntervalJob {
  /** Plugin name, also what the logs say. */
  name: string;
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
      const tick = () => {
        if (running) return;
        running = job
          .run(app)
          .then(
            (count) => {
              if (count > 0) app.log.info({ count }, job.name);
            },
            (error: unknown) => app.log.error({ err: error }, `${job.name} failed`),
          )
          .finally(() => {
            running = undefined;
          });
      };
      // unref: the job never keeps a process alive on its own.
      const timer = setInterval(tick, job.everyMs).unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    },
    { name: job.name, dependencies: ['services'] },
  );
}
