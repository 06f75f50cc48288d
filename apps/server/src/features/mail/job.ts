import { AsyncLocalStorage } from 'node:async_hooks';
import fp from 'fastify-plugin';
import type {} from '../../plugins/services.ts';
import { runJobPass } from '../../shared/job-pass.ts';

export interface MailJob {
  /** Deliver shortly (after an enqueue), without waiting for the next tick and without blocking the caller. */
  soon(): void;
  /** Stops the timer and waits for a delivery in progress to finish. */
  stop(): Promise<void>;
}

type Batch = { claimed: number; limit: number };

export interface MailJobOptions {
  intervalMs?: number | undefined;
  log?: { error(details: object, message: string): void };
  /** Runs each delivery (the app's gives it a pass id, counts and logs it); default: as is. */
  pass?: (deliver: () => Promise<Batch>) => Promise<Batch>;
}

/** How often the outbox is polled: a mail enqueued by another process waits at most this long. */
const defaultIntervalMs = 5_000;

/**
 * enqueue usually runs inside the caller's transaction, which commits only after it returns:
 * a short pause lets the row become visible. One that is still not visible goes with the next tick.
 */
const afterEnqueueMs = 200;

/**
 * Calls `deliverDue` every few seconds, and soon after an enqueue. One delivery runs at a time
 * in this process; other processes run their own job safely (the outbox claims rows with SKIP LOCKED).
 * `deliverDue` answers how many rows it claimed out of how many it asked for: a full batch means
 * more may be due, so it runs again at once.
 */
export function startMailJob(deliverDue: () => Promise<Batch>, options: MailJobOptions = {}): MailJob {
  const pass = options.pass ?? ((deliver) => deliver());
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let soonTimer: NodeJS.Timeout | undefined;
  // An enqueue happens inside its caller's transaction, and a timer set there would run the delivery
  // as that transaction's work (refused while it is still open: QueryInsideTransactionError). The
  // delivery runs in the job's own context, where it was started, outside any transaction.
  const inJobContext = AsyncLocalStorage.snapshot();

  async function drain() {
    do {
      again = false;
      try {
        let batch;
        do batch = await pass(deliverDue);
        while (!stopped && batch.claimed === batch.limit);
      } catch (error) {
        options.log?.error({ err: error }, 'mail delivery failed');
      }
    } while (again && !stopped);
  }

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain().finally(() => {
      running = undefined;
    });
  }

  // unref: the job never keeps a process alive on its own; the app's close stops it.
  const interval = setInterval(run, options.intervalMs ?? defaultIntervalMs).unref();
  return {
    soon() {
      if (stopped || soonTimer) return;
      soonTimer = setTimeout(
        () =>
          inJobContext(() => {
            soonTimer = undefined;
            run();
          }),
        afterEnqueueMs,
      ).unref();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      clearTimeout(soonTimer);
      await running;
    },
  };
}

/**
 * Runs the app's mail job and stops it when the app closes. Not under test: tests call
 * deliverDue themselves, so a timer never races their assertions.
 */
export const mailJobPlugin = fp(
  async (app) => {
    const { mail, config } = app.services;
    if (config.env === 'production' && mail.transportKind === 'outbox') {
      app.log.warn('SMTP_URL is not set: e-mails stay in the outbox (readable at /dev/mailbox) and reach nobody');
    }
    // The pass logs its own failure (with its id), so no `log` here.
    const job = config.env === 'test' ? undefined : mail.startJob({ intervalMs: config.jobIntervalMs, pass: (deliver) => runJobPass(app, 'mail-job', deliver) });
    // On shutdown no delivery starts once the server stops accepting (mail enqueued meanwhile waits in
    // the outbox for the next start or another process); a batch under way finishes before the database closes.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      stopping = job?.stop();
    });
    app.addHook('onClose', async () => {
      await (stopping ?? job?.stop());
      mail.close();
    });
  },
  { name: 'mail-job', dependencies: ['services', 'metrics'] },
);
