// Server-only: turns the /tours URL into a validated search and the service's ToursQuery.
// Each parameter is checked on its own with the API's schema, and a bad one is dropped rather
// than failing the page: a hand-edited or outdated link still shows tours.
import { toursQuery, type ToursQuery } from '@cicerone/core/contracts/catalog';
import type { Locale } from '@cicerone/core/locales';
import { slugify } from '@cicerone/core/slug';
import { emptyTourSearch, type TourSearch } from './tour-search.ts';

const fields = toursQuery.shape;

function valid<T>(schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }, raw: unknown): T | undefined {
  const result = schema.safeParse(raw);
  return result.success ? result.data : undefined;
}

/** Items of a repeatable parameter (cat=a&cat=b or cat=a,b) that are valid on their own. */
function validItems<T>(schema: { safeParse(value: unknown): { success: true; data: T[] | undefined } | { success: false } }, raw: string[]): T[] {
  const items = raw.flatMap((value) => value.split(','));
  return [...new Set(items.flatMap((item) => valid(schema, item) ?? []))];
}

export interface ParsedTourSearch {
  search: TourSearch;
  /** A city typed as text (the form submitted without JavaScript): to be resolved to a slug. */
  cityText: string | null;
}

/**
 * @param priceTop the top of the price slider in the page's currency: a maxPrice at or above it means "and more"
 * @param earliestDay the first day a start date may be ('YYYY-MM-DD')
 */
export function parseTourSearch(params: URLSearchParams, priceTop: number, earliestDay: string): ParsedTourSearch {
  const get = (name: string) => params.get(name)?.trim() || undefined;
  const minPrice = valid(fields.minPrice, get('minPrice')) ?? 0;
  const maxPrice = valid(fields.maxPrice, get('maxPrice'));
  const startAt = valid(fields.startAt, get('startAt'));
  const rawCity = get('city');
  const citySlug = rawCity && rawCity === slugify(rawCity) ? valid(fields.city, rawCity) : undefined;
  const search: TourSearch = {
    categories: validItems(fields.categories, params.getAll('cat')),
    people: valid(fields.people, get('people')) ?? emptyTourSearch.people,
    minPrice: Math.min(minPrice, priceTop),
    maxPrice: maxPrice === undefined || maxPrice >= priceTop || maxPrice < minPrice ? null : maxPrice,
    city: citySlug ?? null,
    startAt: startAt && startAt >= earliestDay ? startAt : null,
    duration: valid(fields.duration, get('duration')) ?? null,
    special: validItems(fields.specialFilters, params.getAll('special')),
    q: valid(fields.q, get('q')) ?? '',
    sort: valid(fields.sort, get('sort')) ?? emptyTourSearch.sort,
    page: valid(fields.page, get('page')) ?? 1,
  };
  return { search, cityText: rawCity && !citySlug ? rawCity : null };
}

/** The service query of a search, in the page's language and currency. */
export function toursQueryOf(search: TourSearch, language: Locale, currency: string): ToursQuery {
  return toursQuery.parse({
    page: search.page,
    categories: search.categories.length > 0 ? search.categories : undefined,
    people: search.people,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice ?? undefined,
    city: search.city ?? undefined,
    language,
    currency,
    startAt: search.startAt ?? undefined,
    duration: search.duration ?? undefined,
    specialFilters: search.special.length > 0 ? search.special : undefined,
    q: search.q || undefined,
    sort: search.sort,
  });
}
