/**
 * The places the back office keeps (requirements §back-office.catalogue, decision 0034): what each kind can change. Plain
 * (no zod): the places page's client code reads it.
 */
export const placeKinds = ['cities', 'countries', 'categories'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** Cities are ordered and featured; categories ordered; countries only (de)activated (they list by name). */
export const placeFields: Record<PlaceKind, { order: boolean; featured: boolean; cms: 'entry' | 'title' }> = {
  cities: { order: true, featured: true, cms: 'entry' },
  countries: { order: false, featured: false, cms: 'entry' },
  categories: { order: true, featured: false, cms: 'title' },
};

export const placeSorts = ['order', 'name'] as const;
