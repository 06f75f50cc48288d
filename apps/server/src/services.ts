import type { Database } from '@cicerone/db/client';
import type { Config } from './config.ts';
import { catalogService } from './features/catalog/service.ts';
import { contentQueries } from './features/content/queries.ts';
import { contentService } from './features/content/service.ts';
import { referenceQueries } from './features/reference/queries.ts';
import { referenceService } from './features/reference/service.ts';
import { reviewQueries } from './features/reviews/queries.ts';
import { reviewService } from './features/reviews/service.ts';
import { sitePasswordService } from './features/site-password/service.ts';

/** The application services, built once per process; the API routes and the page loaders share them. */
export function createServices(db: Database, config: Config) {
  const reference = referenceService(referenceQueries(db));
  const reviews = reviewService(reviewQueries(db));
  const content = contentService(contentQueries(db));
  return {
    config,
    reference,
    catalog: catalogService(db, { reference, reviews, content }),
    reviews,
    content,
    sitePassword: sitePasswordService(config),
  };
}

export type AppServices = ReturnType<typeof createServices>;
