// The real server as an operator runs it (node apps/server/src/server.ts, production mode), started
// on the crash test's data and killed without warning.
import { startProduct, stopProcess, type ProductProcess } from '../processes.ts';

export type RunningServer = ProductProcess;

export interface ServerSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** The server's environment on the crash test's data; the fixtures build the product's services with it too. */
export function serverEnvironment(settings: ServerSettings): NodeJS.ProcessEnv {
  return {
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    TZ: process.env['TZ'],
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    DATA_DIR: settings.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    SECRET: 'crash-test-secret-crash-test-secret-0123',
    GIFT_CARD_KEY: 'crash-test-gift-card-key-crash-test-0123',
    SHUTDOWN_GRACE_SECONDS: '5',
    // The daily rates stay the seeded ones: the run needs no network.
    EXCHANGE_RATES_URL: 'off',
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
  };
}

/**
 * Starts the server and resolves once /readyz answers (database reachable, migrations applied).
 * Requests come through a proxy as far as the server knows (TRUST_PROXY=loopback): each simulated
 * buyer sends its own X-Forwarded-For, so the per-address sign-up and login limits count buyers,
 * as behind a load balancer, rather than the one test process. `jobsEverySecond`: its background
 * jobs pass every second (JOB_INTERVAL_SECONDS), so a restart's refunds job runs before it is stopped.
 */
export async function startServer(settings: ServerSettings, options: { jobsEverySecond?: boolean } = {}, timeoutMs = 60_000): Promise<RunningServer> {
  const env = (port: number): NodeJS.ProcessEnv => ({ ...serverEnvironment(settings), PORT: String(port), ...(options.jobsEverySecond ? { JOB_INTERVAL_SECONDS: '1' } : {}) });
  try {
    return await startProduct({ env, timeoutMs });
  } catch (error) {
    throw new Error(`the server did not come back: ${(error as Error).message}`, { cause: error });
  }
}

/** Resolves once a pass of `job` has ended in the server (its /metrics, which loopback may read); throws when it failed or none came. */
export async function jobPassed(server: RunningServer, job: string, timeoutMs = 20_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const text = await (await fetch(`${server.origin}/metrics`)).text();
    const passes = (outcome: string) => Number(text.split('\n').find((line) => line.startsWith('cicerone_job_passes_total{') && line.includes(`job="${job}"`) && line.includes(`outcome="${outcome}"`))?.split(' ').at(-1) ?? 0);
    if (passes('failed') > 0) throw new Error(`the restarted server's ${job} failed:\n${server.output()}`);
    if (passes('ok') > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no pass of ${job} within ${timeoutMs} ms`);
}

/** kill -9: no signal handler runs, nothing is flushed or closed. Resolves once the process is gone. */
export function killServer(server: RunningServer): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/** SIGTERM: the server's own clean shutdown (so the test may open the embedded database itself). */
export function stopServer(server: RunningServer): Promise<void> {
  return stopProcess(server.child);
}
