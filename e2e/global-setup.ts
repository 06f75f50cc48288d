// Starts the real product (`node apps/server/src/server.ts`) once for all browser specs: built site,
// fresh embedded database in a temp DATA_DIR, a free port, and the password gate on gate.localhost.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../scripts/chromium.ts';
import { freePort, productEnv, stopProcess, waitUntilAnswers } from '../scripts/processes.ts';
import { ensureSiteBuilt } from '../scripts/site-build.ts';
import { gatedHost, sitePassword } from './support/constants.ts';
import { issueE2eGiftCards, type E2eGiftCards } from './support/gift-cards.ts';
import { submitE2eGuideApplications, type E2eGuideApplications } from './support/guide-applications.ts';
import { seedE2eGuidePayments, type E2eGuide as E2ePayoutGuide } from './support/guide-payments.ts';
import { seedE2eGuide, type E2eGuide } from './support/guides.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'test-results');

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();

  if (process.env['E2E_SKIP_BUILD'] !== '1') ensureSiteBuilt('e2e');

  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-e2e-'));
  const port = await freePort();
  // Before the server opens the database: gift cards to redeem (support/gift-cards.ts says why here).
  const giftCards = await issueE2eGiftCards(dataDir, 4);
  const guideApplications = await submitE2eGuideApplications(dataDir);
  // Guides with finished missions to be paid (support/guide-payments.ts says why here).
  const guides = await seedE2eGuidePayments(dataDir);
  // An approved guide for the missions spec (support/guides.ts says why here).
  const guide = await seedE2eGuide(dataDir);
  const logFile = join(resultsDir, 'e2e-server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      // The browser contexts play visitors behind a load balancer on loopback (e2e/support/browser.ts).
      ...productEnv({ port, dataDir, publicUrl: `http://localhost:${port}` }),
      DEV_HOSTNAMES: gatedHost,
      SITE_PASSWORD: sitePassword,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const teardown = async () => {
    await stopProcess(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswers(`http://127.0.0.1:${port}/healthz`, child, 120_000);
  } catch (error) {
    await teardown();
    const output = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n') : '';
    throw new Error(`The server did not start: ${(error as Error).message}. Its last output:\n${output}`, { cause: error });
  }

  project.provide('baseURL', `http://localhost:${port}`);
  project.provide('port', port);
  project.provide('chromiumPath', executablePath);
  project.provide('giftCards', giftCards);
  project.provide('guideApplications', guideApplications);
  project.provide('payoutGuides', guides);
  project.provide('guide', guide);
  return teardown;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    port: number;
    chromiumPath: string;
    giftCards: E2eGiftCards;
    guideApplications: E2eGuideApplications;
    payoutGuides: Record<'desktop' | 'phone', E2ePayoutGuide>;
    guide: E2eGuide;
  }
}
