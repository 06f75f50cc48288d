import { describe, expect, it } from 'vitest';
import { activeFilterCount, canonicalToursPath, emptyTourSearch, hasFilters, normalizedSearchParams, toursPath } from './tour-search.ts';
import { parseTourSearch, toursQueryOf } from './tour-search.server.ts';

const top = 1100;
const today = '2030-06-01';
const parse = (query: string) => parseTourSearch(new URLSearchParams(query), top, today);

describe('the tour list URL', () => {
  it('reads every filter of spec §3', () => {
    const { search, cityText } = parse(
      'cat=food-tour&cat=museum&city=rome&people=4&minPrice=50&maxPrice=300&startAt=2030-06-02&duration=8h&special=wheelchair&special=family&q=street%20art&sort=price-asc&page=3',
    );
    expect(cityText).toBeNull();
    expect(search).toEqual({
      categories: ['food-tour', 'museum'],
      city: 'rome',
      people: 4,
      minPrice: 50,
      maxPrice: 300,
      startAt: '2030-06-02',
      duration: '8h',
      special: ['wheelchair', 'family'],
      q: 'street art',
      sort: 'price-asc',
      page: 3,
    });
  });

  it('ignores invalid values instead of failing', () => {
    const { search } = parse('cat=nope,food-tour&people=99&minPrice=-3&startAt=2030-05-31&duration=9h&special=bogus&q=a&sort=cheap&page=0');
    expect(search).toEqual({ ...emptyTourSearch, categories: ['food-tour'] });
  });

  it('reads the top of the price slider, or a range upside down, as no upper bound', () => {
    expect(parse('maxPrice=1100').search.maxPrice).toBeNull();
    expect(parse('maxPrice=5000').search.maxPrice).toBeNull();
    expect(parse('minPrice=200&maxPrice=100').search.maxPrice).toBeNull();
    expect(parse('minPrice=200&maxPrice=100').search.minPrice).toBe(200);
  });

  it('keeps a city typed without JavaScript for the loader to look up', () => {
    expect(parse('city=Z%C3%BCrich')).toEqual({ search: emptyTourSearch, cityText: 'Zürich' });
  });

  it('writes searches without their defaults, so one search has one URL', () => {
    expect(toursPath(emptyTourSearch)).toBe('/tours');
    expect(toursPath({ ...emptyTourSearch, categories: ['bike-tour'], people: 2, page: 1 })).toBe('/tours?cat=bike-tour');
    const query = 'cat=food-tour&cat=museum&city=rome&q=street+art&people=4&minPrice=50&maxPrice=300&startAt=2030-06-02&duration=8h&special=wheelchair&sort=price-asc&page=3';
    expect(toursPath(parse(query).search)).toBe(`/tours?${query}`);
  });

  it('redirects a form sent without JavaScript to the clean URL, keeping other parameters', () => {
    const given = new URLSearchParams('q=&cat=food-tour&people=2&minPrice=0&maxPrice=1100&startAt=&duration=&sort=popular&utm_source=mail');
    expect(normalizedSearchParams(given, parse(given.toString()).search)?.toString()).toBe('cat=food-tour&utm_source=mail');
    const clean = new URLSearchParams('cat=food-tour&utm_source=mail');
    expect(normalizedSearchParams(clean, parse(clean.toString()).search)).toBeNull();
  });

  it('indexes lists by category, city and page only', () => {
    expect(canonicalToursPath({ ...emptyTourSearch, categories: ['museum'], city: 'paris', page: 2 })).toEqual({
      path: '/tours?cat=museum&city=paris&page=2',
      indexable: true,
    });
    expect(canonicalToursPath({ ...emptyTourSearch, city: 'paris', people: 5 })).toEqual({ path: '/tours?city=paris', indexable: false });
    expect(hasFilters({ ...emptyTourSearch, sort: 'rating', page: 4 })).toBe(false);
    expect(hasFilters({ ...emptyTourSearch, q: 'food' })).toBe(true);
    expect(activeFilterCount({ ...emptyTourSearch, categories: ['museum', 'food-tour'], people: 3, maxPrice: 200, q: 'x', sort: 'rating' })).toBe(4);
  });

  it('maps the search to the service query in the page currency', () => {
    const query = toursQueryOf({ ...emptyTourSearch, categories: ['museum'], special: ['pickup'], maxPrice: 300 }, 'fr_FR', 'USD');
    expect(query).toMatchObject({ categories: ['museum'], specialFilters: ['pickup'], maxPrice: 300, minPrice: 0, currency: 'USD', language: 'fr_FR', people: 2, page: 1 });
  });
});
