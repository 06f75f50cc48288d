// The real product for the browser specs (`node apps/server/src/server.ts`, as `npm start` runs it):
// production mode on loopback under the name the browser contexts use (localhost), its own DATA_DIR
// (a fresh embedded database, or the one a stopped server left), its output appended to a log in
// test-results/. global-setup.ts starts the run's shared server with it; a spec that must stop its
// server and start it again on the same data (guide-journey-completion.spec.ts) starts its own.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productEnv, startProduct, stopProcess } from '../../scripts/processes.ts';

const resultsDir = fileURLToPath(new URL('../../test-results/', import.meta.url));

export interface E2eServer {
  /** http://localhost:<port>: the product's public URL, what the browser contexts open. */
  baseURL: string;
  port: number;
  /** SIGTERM (a graceful shutdown: the embedded database closed), SIGKILL after 10 s; resolves once the process is gone. */
  stop(): Promise<void>;
}

export interface E2eServerOptions {
  dataDir: string;
  /** The log's file name in test-results/: a new server's starts empty, a restarted one's (port given) goes on after the first run's lines. */
  log: string;
  /** The port of a server started again, so its visitors' pages and cookies still point at it; a free one when absent. */
  port?: number | undefined;
  /** More environment, over the product's (the password gate's host, a faster job interval…). */
  env?: Record<string, string>;
}

export async function startE2eServer({ dataDir, log, port, env }: E2eServerOptions): Promise<E2eServer> {
  const output = createWriteStream(join(resultsDir, log), { flags: port === undefined ? 'w' : 'a' });
  try {
    const started = await startProduct({
      port,
      env: (chosen) => ({
        ...process.env,
        // The browser contexts play visitors behind a load balancer on loopback (e2e/support/browser.ts).
        ...productEnv({ port: chosen, dataDir, publicUrl: `http://localhost:${chosen}` }),
        ...env,
      }),
      onLine: (line) => output.write(`${line}\n`),
    });
    const chosen = Number(new URL(started.origin).port);
    return {
      baseURL: `http://localhost:${chosen}`,
      port: chosen,
      stop: async () => {
        await stopProcess(started.child);
        output.end();
      },
    };
  } catch (error) {
    output.end();
    throw error;
  }
}
