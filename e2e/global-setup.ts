// Starts the real product (`node apps/server/src/server.ts`) once for all browser specs: built site,
// fresh embedded database in a temp DATA_DIR, a free port, and the password gate on gate.localhost.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from '../scripts/chromium.ts';
import { ensureSiteBuilt } from '../scripts/site-build.ts';
import { gatedHost, sitePassword } from './support/constants.ts';
import { issueE2eGiftCards, type E2eGiftCards } from './support/gift-cards.ts';
import { submitE2eGuideApplications, type E2eGuideApplications } from './support/guide-applications.ts';
import { seedE2eGuidePayments, type E2eGuide as E2ePayoutGuide } from './support/guide-payments.ts';
import { seedE2eGuide, type E2eGuide } from './support/guides.ts';
import { startE2eServer, type E2eServer } from './support/server.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, 'test-results');

export default async function setup(project: TestProject) {
  const executablePath = chromiumPath();

  if (process.env['E2E_SKIP_BUILD'] !== '1') ensureSiteBuilt('e2e');

  mkdirSync(resultsDir, { recursive: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-e2e-'));
  // Before the server opens the database: gift cards to redeem (support/gift-cards.ts says why here).
  const giftCards = await issueE2eGiftCards(dataDir, 4);
  const guideApplications = await submitE2eGuideApplications(dataDir);
  // Guides with finished missions to be paid (support/guide-payments.ts says why here).
  const guides = await seedE2eGuidePayments(dataDir);
  // An approved guide for the missions spec (support/guides.ts says why here).
  const guide = await seedE2eGuide(dataDir);
  let server: E2eServer;
  try {
    server = await startE2eServer({ dataDir, log: 'e2e-server.log', env: { DEV_HOSTNAMES: gatedHost, SITE_PASSWORD: sitePassword } });
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const teardown = async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  project.provide('baseURL', server.baseURL);
  project.provide('port', server.port);
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
