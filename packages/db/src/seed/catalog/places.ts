import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../client.ts';
import { mostVisitedCityKeys } from '../../reference/city-names.ts';
import { city, continent, country, tourCategory, type LocalizedNames } from '../../schema/reference.ts';

export interface SeedContinent {
  id: number;
  slug: string;
  names: LocalizedNames;
}

export interface SeedCountry {
  id: number;
  iso2: string;
  slug: string;
  names: LocalizedNames;
  continent: SeedContinent;
}

export interface SeedCity {
  id: number;
  slug: string;
  name: string;
  names: LocalizedNames;
  featured: boolean;
  /** One of the places travellers know best (reference/city-names.ts): the demo gives it more tours. */
  curated: boolean;
  position: number;
  country: SeedCountry;
}

export interface Places {
  continents: SeedContinent[];
  /** Every activated city, featured first, then the curated ones, then by position. */
  cities: SeedCity[];
  categoryIds: Map<string, number>;
}

/** The reference rows the catalogue hangs on (seedReferenceData must have run). */
export async function loadPlaces(db: Database): Promise<Places> {
  const continents = await db.select({ id: continent.id, slug: continent.slug, names: continent.names }).from(continent).orderBy(asc(continent.position));
  const continentById = new Map(continents.map((c) => [c.id, c]));
  const countryRows = await db.select({ id: country.id, iso2: country.iso2, slug: country.slug, names: country.names, continentId: country.continentId }).from(country);
  const countries = new Map(countryRows.map((c) => [c.id, { id: c.id, iso2: c.iso2, slug: c.slug, names: c.names, continent: continentById.get(c.continentId)! }]));
  const cityRows = await db
    .select({ id: city.id, key: city.key, slug: city.slug, name: city.name, names: city.names, featured: city.featured, position: city.position, countryId: city.countryId })
    .from(city)
    .where(eq(city.activated, true))
    .orderBy(asc(city.position));
  const cities = cityRows.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    names: c.names,
    featured: c.featured,
    curated: mostVisitedCityKeys.has(c.key),
    position: c.position,
    country: countries.get(c.countryId)!,
  }));
  const rank = (c: SeedCity) => (c.featured ? 0 : c.curated ? 1 : 2);
  cities.sort((a, b) => rank(a) - rank(b) || a.position - b.position);
  const categories = await db.select({ id: tourCategory.id, slug: tourCategory.slug }).from(tourCategory);
  return {
    continents,
    cities,
    categoryIds: new Map(categories.map((c) => [c.slug, c.id])),
  };
}

/**
 * The first `count` cities of the list, except that every continent gets at least one city
 * when the count allows it: the demo must show tours on each continent page.
 */
export function chooseCities(cities: readonly SeedCity[], count: number): SeedCity[] {
  const chosen = cities.slice(0, Math.max(1, Math.min(count, cities.length)));
  const present = new Set(chosen.map((c) => c.country.continent.slug));
  for (const candidate of cities.slice(chosen.length)) {
    const slug = candidate.country.continent.slug;
    if (present.has(slug)) continue;
    // Replace the last city of a continent that has several, never a featured one.
    for (let i = chosen.length - 1; i >= 0; i--) {
      const victim = chosen[i]!;
      const fellows = chosen.filter((c) => c.country.continent.slug === victim.country.continent.slug).length;
      if (!victim.featured && fellows > 1) {
        chosen[i] = candidate;
        present.add(slug);
        break;
      }
    }
  }
  return chosen;
}
