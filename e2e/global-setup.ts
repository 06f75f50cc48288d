// Starts the real product (`node apps/server/src/server.ts`) once per worker of the browser specs
// (e2e/vitest.config.ts): built site, fresh embedded database in a temp DATA_DIR each, a free port,
// and the password gate on gate.localhost. Each worker's spec files run one after the other against
// its own server (support/shared-server.ts), so no two files ever share a database at the same time.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@cicerone/db/client';
import { chromiumPath } from '../scripts/chromium.ts';
import { ensureSiteBuilt } from '../scripts/site-build.ts';
import { gatedHost, sitePassword } from './support/constants.ts';
import { issueE2eGiftCards } from './support/gift-cards.ts';
import { submitE2eGuideApplications } from './support/guide-applications.ts';
import { seedE2eGuidePayments } from './support/guide-payments.ts';
import { seedE2eGuide } from './support/guides.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';
import type { SharedServer } from './support/shared-server.ts';
import { e2eWorkers } from './workers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'test-results');

/** One worker's server, on data seeded before it opens the database (each support module says why there). */
async function startSharedServer(worker: number): Promise<{ shared: SharedServer; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `cicerone-e2e-${worker}-`));
  let server: E2eServer;
  try {
    // One opening of the embedded database for all of them (each opening of a database on disk takes seconds).
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    let seeded;
    try {
      seeded = {
        giftCards: await issueE2eGiftCards(database, dataDir, 4),
        guideApplications: await submitE2eGuideApplications(database, dataDir),
        payoutGuides: await seedE2eGuidePayments(database, dataDir),
        guide: await seedE2eGuide(database),
      };
    } finally {
      await database.close();
    }
    server = await startE2eServer({ dataDir, log: `e2e-server-${worker}.log`, env: { DEV_HOSTNAMES: gatedHost, SITE_PASSWORD: sitePassword } });
    return {
      shared: { baseURL: server.baseURL, port: server.port, ...seeded },
      stop: async () => {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();
  if (process.env['E2E_SKIP_BUILD'] !== '1') ensureSiteBuilt('e2e');
  mkdirSync(resultsDir, { recursive: true });

  const started = await Promise.allSettled(Array.from({ length: e2eWorkers() }, (_, index) => startSharedServer(index + 1)));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }

  project.provide('servers', servers.map((server) => server.shared));
  project.provide('chromiumPath', executablePath);
  return teardown;
}
