// What the browser tests and the benchmarks need to run the product (or Chromium, or PostgreSQL)
// beside them: a free port, a wait until it answers, and a clean stop.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

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
  };
}
