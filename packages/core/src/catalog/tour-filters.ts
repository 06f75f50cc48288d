/**
 * The tour list's filters (requirements §screens.catalogue "Tour filters"), declared once for the API, the page and the seed.
 */

/** Special filters a traveller can tick; a tour carries the ones it meets. */
export const specialFilters = ['wheelchair', 'family', 'skip-the-line', 'pickup'] as const;
export type SpecialFilter = (typeof specialFilters)[number];

export const tourSorts = ['popular', 'rating', 'price-asc', 'price-desc', 'newest'] as const;
export type TourSort = (typeof tourSorts)[number];

export const tourListDefaults = {
  people: 2,
  minPrice: 0,
  /** The top of the price slider, in the chosen currency's major units; at the top it means "and more". */
  maxPrice: 1000,
  page: 1,
  size: 12,
  maxSize: 48,
  sort: 'popular' as TourSort,
};

/** The list's reset waits this long before emptying, so a quick change of mind does not flash an empty page (requirements §screens.catalogue). */
export const tourListResetDelayMs = 200;

export const reviewsPageSize = { tour: 5, city: 10, random: 5 } as const;
