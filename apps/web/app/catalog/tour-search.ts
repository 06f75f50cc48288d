/**
 * The tour list's filters as the page keeps them in its URL (requirements §screens.catalogue "Tour filters"):
 * cat (repeatable), people, minPrice, maxPrice (in the chosen currency), city (slug), startAt,
 * duration, special (repeatable), q, sort and page. Zod-free: the filters panel builds URLs with it
 * in the browser; the loader (tour-search.server.ts) validates what arrives.
 */
import type { TourDuration } from '@cicerone/core/catalog/pricing';
import { tourListDefaults, type SpecialFilter, type TourSort } from '@cicerone/core/catalog/tour-filters';
import { isSearchable } from '@cicerone/core/search-length';

export interface TourSearch {
  categories: string[];
  people: number;
  /** Major units of the page's currency. */
  minPrice: number;
  /** null: no upper bound (the slider at its top, "and more"). */
  maxPrice: number | null;
  /** City slug. */
  city: string | null;
  /** 'YYYY-MM-DD' */
  startAt: string | null;
  duration: TourDuration | null;
  special: SpecialFilter[];
  q: string;
  sort: TourSort;
  page: number;
}

export const emptyTourSearch: TourSearch = {
  categories: [],
  people: tourListDefaults.people,
  minPrice: tourListDefaults.minPrice,
  maxPrice: null,
  city: null,
  startAt: null,
  duration: null,
  special: [],
  q: '',
  sort: tourListDefaults.sort,
  page: 1,
};

/** The query string of a search, without the defaults, so equal searches have equal URLs. */
export function tourSearchParams(search: TourSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const category of search.categories) params.append('cat', category);
  if (search.city) params.set('city', search.city);
  if (isSearchable(search.q)) params.set('q', search.q.trim());
  if (search.people !== tourListDefaults.people) params.set('people', String(search.people));
  if (search.minPrice > 0) params.set('minPrice', String(search.minPrice));
  if (search.maxPrice !== null) params.set('maxPrice', String(search.maxPrice));
  if (search.startAt) params.set('startAt', search.startAt);
  if (search.duration) params.set('duration', search.duration);
  for (const filter of search.special) params.append('special', filter);
  if (search.sort !== tourListDefaults.sort) params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The query parameters the tour list reads; others (utm_…) pass through untouched. */
export const tourSearchParamNames = ['cat', 'city', 'q', 'people', 'minPrice', 'maxPrice', 'startAt', 'duration', 'special', 'sort', 'page'] as const;

/**
 * The same search with its parameters in the canonical form, or null when they already are:
 * a form sent without JavaScript (q=&duration=&people=2…) or an invalid value is answered with
 * a redirect to the clean URL, so every search has one address.
 */
export function normalizedSearchParams(given: URLSearchParams, search: TourSearch): URLSearchParams | null {
  const known = new Set<string>(tourSearchParamNames);
  const canonical = tourSearchParams(search);
  const sameKnown = [...given.entries()].filter(([name]) => known.has(name));
  const sorted = (entries: [string, string][]) => entries.map(([name, value]) => `${name}=${value}`).sort().join('&');
  if (sorted(sameKnown) === sorted([...canonical.entries()])) return null;
  for (const [name, value] of given) if (!known.has(name)) canonical.append(name, value);
  return canonical;
}

/** '/tours?…' for a search (below /{lang}/{currency}). */
export function toursPath(search: TourSearch): string {
  const query = tourSearchParams(search).toString();
  return query ? `/tours?${query}` : '/tours';
}

/**
 * The canonical URL keeps what makes a list worth indexing on its own (category, city, page);
 * any other filter makes a search result that is not indexed.
 */
export function canonicalToursPath(search: TourSearch): { path: string; indexable: boolean } {
  const canonical: TourSearch = { ...emptyTourSearch, categories: search.categories, city: search.city, page: search.page };
  const path = toursPath(canonical);
  return { path, indexable: path === toursPath(search) };
}

/** How many filters are set (shown on the phone's "Show filters" switch); sort and page are not filters. */
export function activeFilterCount(search: TourSearch): number {
  const single = [search.city, search.startAt, search.duration, search.maxPrice].filter((value) => value !== null).length;
  return (
    search.categories.length +
    search.special.length +
    single +
    (isSearchable(search.q) ? 1 : 0) +
    (search.minPrice > 0 ? 1 : 0) +
    (search.people !== emptyTourSearch.people ? 1 : 0)
  );
}

/** Whether any filter is set (the reset action is offered then). */
export function hasFilters(search: TourSearch): boolean {
  return toursPath({ ...search, page: 1, sort: tourListDefaults.sort }) !== '/tours';
}
