// The run's shared servers (global-setup.ts starts one per worker, each on data of its own) and the
// data seeded into each before it started. A spec file reads the one of the worker it runs in, so
// files on different workers never meet, and files on the same worker run one after the other.
import { inject } from 'vitest';
import type { E2eGiftCards } from './gift-cards.ts';
import type { E2eGuideApplications } from './guide-applications.ts';
import type { E2eGuide as E2ePayoutGuide } from './guide-payments.ts';
import type { E2eGuide } from './guides.ts';

export interface SharedServer {
  baseURL: string;
  port: number;
  giftCards: E2eGiftCards;
  guideApplications: E2eGuideApplications;
  payoutGuides: Record<'desktop' | 'phone', E2ePayoutGuide>;
  guide: E2eGuide;
}

/** This worker's server: Vitest numbers its workers 1…maxWorkers (VITEST_POOL_ID). */
export function sharedServer(): SharedServer {
  const servers = inject('servers');
  const worker = Number(process.env['VITEST_POOL_ID'] ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no shared e2e server: global-setup.ts starts them');
  return server;
}

declare module 'vitest' {
  export interface ProvidedContext {
    servers: SharedServer[];
    chromiumPath: string;
  }
}
