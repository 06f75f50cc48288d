// What the browser tests and the benchmarks need to run the product (or Chromium, or PostgreSQL)
// beside them: a free port, a wait until it answers, and a clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves when `url` answers 2xx; throws when `child` exits first or `timeoutMs` pass. */
export async function waitUntilAnswers(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer (exit code ${child.exitCode})`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/**
 * The environment the browser tests and the soak start the real product with: production mode on
 * loopback, its own data directory (a fresh embedded database), and visitors behind a load balancer
 * on loopback (TRUST_PROXY), so each simulated visitor's X-Forwarded-For address counts as its own.
 */
export function productEnv(options: { port: number; dataDir: string; publicUrl: string }): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: options.publicUrl,
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
    // Browser specs and benchmarks stay on this machine: the daily rates are the seeded ones (or an admin's).
    EXCHANGE_RATES_URL: 'off',
  };
}

const productEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

export interface ProductProcess {
  /** http://127.0.0.1:<port> */
  origin: string;
  child: ChildProcess;
  /** The process's last 40 output lines, to show when it did not start or did not come back. */
  output(): string;
}

export interface ProductProcessOptions {
  /** The process's whole environment, given its port and origin (nothing is inherited unless the caller spreads process.env). */
  env: (port: number, origin: string) => NodeJS.ProcessEnv;
  /** Node's own flags before the entry (the soak's --inspect). */
  nodeArgs?: readonly string[];
  /** Pins the process to this core (Linux taskset), for a benchmark that gives each process a core of its own. */
  cpu?: number | undefined;
  /** Every output line, stdout and stderr, as it comes. */
  onLine?: (line: string) => void;
  timeoutMs?: number;
  /** This port rather than a free one: a process started again on the same data, at the address its visitors know. */
  port?: number;
}

/**
 * The real product in a process of its own (`node apps/server/src/server.ts`, as `npm start` runs it)
 * on a free port of 127.0.0.1, for the tests and benchmarks that need a whole server: resolves once
 * /readyz answers (database reachable, migrations applied); a process that does not get there is
 * killed and its last output thrown with the error.
 */
export async function startProduct(options: ProductProcessOptions): Promise<ProductProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const node = [process.execPath, ...(options.nodeArgs ?? []), productEntry];
  const [command, ...args] = options.cpu === undefined ? node : ['taskset', '--cpu-list', String(options.cpu), ...node];
  const child = spawn(command as string, args, { cwd: fileURLToPath(new URL('..', import.meta.url)), env: options.env(port, origin), stdio: ['ignore', 'pipe', 'pipe'] });
  const tail: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      tail.push(line);
      if (tail.length > 40) tail.shift();
      options.onLine?.(line);
    });
  }
  const started = { origin, child, output: () => tail.join('\n') };
  try {
    await waitUntilAnswers(`${origin}/readyz`, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`The server did not start: ${(error as Error).message}. Its last output:\n${started.output()}`, { cause: error });
  }
  return started;
}
