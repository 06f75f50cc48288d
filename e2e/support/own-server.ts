// A spec's own server on data of its own, which the spec may stop, write to and start again: how a
// booking's visit is moved into the past (past-visit.ts) for the specs that follow a booking to its
// end. The embedded database is one process's at a time, so the server is stopped while `work` writes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { useOwnServer } from './browser.ts';
import { startE2eServer, type E2eServer } from './server.ts';

/**
 * Starts the server before the spec's tests (its log in test-results/`log`) and, whatever happened,
 * stops it and removes its data after them. Call at the top of the spec file.
 */
export function ownServer(options: { name: string; log: string; env?: Record<string, string> }) {
  const dataDir = mkdtempSync(join(tmpdir(), `cicerone-e2e-${options.name}-`));
  const { log, env } = options;
  let server: E2eServer | undefined;

  beforeAll(async () => {
    server = await startE2eServer({ dataDir, log, env });
    useOwnServer(server);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  return {
    dataDir,
    /** Stops the server (a graceful shutdown closes the database), lets `work` write to its data, and starts it again at the same address. */
    async whileStopped(work: () => Promise<void>): Promise<void> {
      if (!server) throw new Error('no server');
      const { port } = server;
      await server.stop();
      await work();
      server = await startE2eServer({ dataDir, log, env, port });
      useOwnServer(server);
    },
  };
}
