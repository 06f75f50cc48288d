// The real server as an operator runs it (node apps/server/src/server.ts, production mode), started
// on the crash test's data and killed without warning.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort, stopProcess, waitUntilAnswers } from '../processes.ts';

const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));

export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** The process's last output lines, to show when it did not come back. */
  output(): string;
}

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
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
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
    SHUTDOWN_GRACE_SECONDS: '5',
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
  };
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const origin = `http://127.0.0.1:${port}`;
  const server = { origin, child, output: () => lines.join('\n') };
  try {
    await waitUntilAnswers(`${origin}/readyz`, child, timeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`the server did not come back: ${(error as Error).message}\n${server.output()}`);
  }
  return server;
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
