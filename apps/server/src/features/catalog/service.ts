import type { Database } from '@cicerone/db/client';
import type { ContentService } from '../content/service.ts';
import type { ReferenceService } from '../reference/service.ts';
import type { ReviewService } from '../reviews/service.ts';
import { cardSource } from './card-source.ts';
import { listQueries } from './list-queries.ts';
import { placeQueries } from './place-queries.ts';
import { placeService } from './place-service.ts';
import { tourList } from './tour-list.ts';
import { tourQueries } from './tour-queries.ts';
import { tourService } from './tour-service.ts';

/**
 * The catalogue as the API and the pages see it: tours (lists, details, galleries) and the
 * destination and home pages built on them. Results are cached for a few seconds per query
 * (see card-source.ts and tour-list.ts): PGlite answers one query at a time and the same lists are asked often.
 * They live in each process for `cacheMs` (CATALOG_CACHE_SECONDS): a change shows on every process within that time.
 */
export function catalogService(db: Database, deps: { reference: ReferenceService; reviews: ReviewService; content: ContentService; cacheMs: number }) {
  const places = placeQueries(db);
  const queries = tourQueries(db);
  const cards = cardSource({ tours: queries, places, reference: deps.reference, ttlMs: deps.cacheMs });
  const tours = tourService({ tours: queries, places, cards });
  const list = tourList({ lists: listQueries(db), places, cards });
  const pages = placeService({ places, tours, reference: deps.reference, reviews: deps.reviews, content: deps.content, ttlMs: deps.cacheMs });
  /** This process forgets every answer that may show the tour as it was; other processes within their TTL (decision 0005). */
  function forgetTour(tourId: number, lists: () => void): void {
    tours.forgetTour(tourId);
    lists();
    pages.forgetPages();
  }
  const { forgetTours, forgetRatings, ...lists } = list;
  return {
    ...lists,
    ...tours,
    ...pages,
    /** Card rows this process read from the database (the catalogue's cache misses; /metrics and the bench report them). */
    cardRowsRead: cards.rowsRead,

    /** A review added or hidden recounted this tour's rating: the traveller sees the new one at once (decision 0025). */
    ratingChanged: (tourId: number) => forgetTour(tourId, forgetRatings),
    /** An admin created, edited, published or unpublished this tour (requirements §back-office.catalogue): the public pages show it at once. */
    tourChanged: (tourId: number) => forgetTour(tourId, forgetTours),

    /**
     * The exchange rates or the offered currencies changed (requirements §back-office.settings): this process forgets every
     * answer with converted prices, so the site shows the new ones at once; other processes within their TTL.
     */
    pricesChanged(): void {
      tours.forgetAllTours();
      list.forgetLists();
      pages.forgetPages();
    },

    /** A city, country or category was switched, ordered or retitled (decision 0034): lists and pages are read again here. */
    placesChanged(): void {
      // Tour pages and cards name their city, country and continent.
      tours.forgetPlaces();
      list.forgetLists();
      pages.forgetPages();
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
