import type { Database } from '@cicerone/db/client';
import type { Config } from './config.ts';
import { referenceQueries } from './features/reference/queries.ts';
import { referenceService } from './features/reference/service.ts';
import { sitePasswordService } from './features/site-password/service.ts';

/** The application services, built once per process; the API routes and the page loaders share them. */
export function createServices(db: Database, config: Config) {
  return {
    config,
    reference: referenceService(referenceQueries(db)),
    sitePassword: sitePasswordService(config),
  };
}

export type AppServices = ReturnType<typeof createServices>;
