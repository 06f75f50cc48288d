// The real server as an operator runs it (node apps/server/src/server.ts, production mode), started
// on the crash test's data and killed without warning.
import { startProduct, stopProcess, type ProductProcess } from '../processes.ts';

export type RunningServer = ProductProcess;

export interface ServerSettings {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/**
 * Starts the server and resolves once /readyz answers (database reachable, migrations applied).
 * Requests come through a proxy as far as the server knows (TRUST_PROXY=loopback): each simulated
 * buyer sends its own X-Forwarded-For, so the per-address sign-up and login limits count buyers,
 * as behind a load balancer, rather than the one test process.
 */
export async function startServer(settings: ServerSettings, timeoutMs = 60_000): Promise<RunningServer> {
  const env = (port: number): NodeJS.ProcessEnv => ({
    PATH: process.env['PATH'],
    HOME: process.env['HOME'],
    TZ: process.env['TZ'],
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: settings.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    SECRET: 'crash-test-secret-crash-test-secret-0123',
    GIFT_CARD_KEY: 'crash-test-gift-card-key-crash-test-0123',
    SHUTDOWN_GRACE_SECONDS: '5',
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
  });
  try {
    return await startProduct({ env, timeoutMs });
  } catch (error) {
    throw new Error(`the server did not come back: ${(error as Error).message}`, { cause: error });
  }
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
