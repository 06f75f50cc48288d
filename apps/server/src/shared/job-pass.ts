import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type {} from '../plugins/metrics.ts';
import { withLog } from './log-context.ts';

/**
 * One pass of a background job: it gets its own id, in every log line written during it (a mail
 * sent by the pass names it), and is counted in /metrics as ok or failed. A failure is logged here,
 * with the pass id, and thrown again for the job to decide what comes next.
 */
export async function runJobPass<T>(app: FastifyInstance, job: string, work: (log: FastifyBaseLogger) => Promise<T>): Promise<T> {
  const log = app.log.child({ job, jobPass: randomUUID() });
  try {
    const result = await withLog(log, () => work(log));
    app.metrics.jobPasses.inc({ job, outcome: 'ok' });
    return result;
  } catch (error) {
    app.metrics.jobPasses.inc({ job, outcome: 'failed' });
    log.error({ err: error }, `${job} failed`);
    throw error;
  }
}
