import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { city, continent, country } from '@cicerone/db/schema/reference';
import { arrayLiteral, selectRows } from '../../shared/sql-rows.ts';

type Names = Partial<Record<string, string>>;

export interface PlaceWithTours {
  id: number;
  name?: string;
  names: Names;
  slug: string;
  toursCount: number;
}

/** Reads of cities, countries and continents with their tour counts; no rules here, only SQL. */
export function placeQueries(db: Executor) {
  const continentColumns = { id: continent.id, slug: continent.slug, names: continent.names };

  return {
    async cityBySlug(slug: string) {
      const [row] = await db
        .select({
          id: city.id,
          name: city.name,
          names: city.names,
          slug: city.slug,
          timeZone: city.timeZone,
          latitude: city.latitude,
          longitude: city.longitude,
          country: { id: country.id, names: country.names, slug: country.slug },
          continent: continentColumns,
        })
        .from(city)
        .innerJoin(country, eq(country.id, city.countryId))
        .innerJoin(continent, eq(continent.id, country.continentId))
        .where(and(eq(city.slug, slug), eq(city.activated, true)));
      return row;
    },

    /** Names of cities and their countries and continents, for tour cards and pages (a tour page's breadcrumb, its time zone). */
    citiesByIds: (ids: number[]) =>
      db
        .select({
          id: city.id,
          name: city.name,
          names: city.names,
          slug: city.slug,
          timeZone: city.timeZone,
          activated: city.activated,
          country: { id: country.id, names: country.names, slug: country.slug },
          continent: { slug: continent.slug, names: continent.names },
        })
        .from(city)
        .innerJoin(country, eq(country.id, city.countryId))
        .innerJoin(continent, eq(continent.id, country.continentId))
        .where(inArray(city.id, ids)),

    async countryBySlug(slug: string) {
      const [row] = await db
        .select({ id: country.id, iso2: country.iso2, names: country.names, slug: country.slug, continent: continentColumns })
        .from(country)
        .innerJoin(continent, eq(continent.id, country.continentId))
        .where(and(eq(country.slug, slug), eq(country.activated, true)));
      return row;
    },

    async countryExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: country.id }).from(country).where(eq(country.id, id));
      return row !== undefined;
    },

    continentsByCodes: (codes: string[]) =>
      db.select(continentColumns).from(continent).where(inArray(continent.code, codes)).orderBy(asc(continent.position)),

    /** Tours for sale in a city (tour_city_category_idx). */
    async cityToursCount(cityId: number): Promise<number> {
      const [row] = await selectRows<{ toursCount: number }>(db, sql`select count(*)::int as "toursCount" from tour t where t.city_id = ${cityId} and t.activated`);
      return row?.toursCount ?? 0;
    },

    /** A country's cities that have tours for sale, most visited first (city_country_position_idx). */
    citiesWithTours: (countryId: number) =>
      selectRows<PlaceWithTours>(
        db,
        sql`select c.id, c.name, c.names, c.slug, s.tours as "toursCount"
          from city c
          cross join lateral (select count(*)::int as tours from tour t where t.city_id = c.id and t.activated) s
          where c.country_id = ${countryId} and c.activated and s.tours > 0
          order by c.position`,
      ),

    /** The countries of the continents that have tours for sale. */
    countriesWithTours: (continentIds: number[]) =>
      selectRows<PlaceWithTours>(
        db,
        sql`select co.id, co.names, co.slug, count(*)::int as "toursCount"
          from country co
          join city c on c.country_id = co.id and c.activated
          join tour t on t.city_id = c.id and t.activated
          where co.continent_id = any(${arrayLiteral(continentIds)}::int[]) and co.activated
          group by co.id`,
      ),

    /** The home page's featured cities that have tours, each with the first image of its most reviewed tour. */
    featuredCitiesWithTours: (limit: number) =>
      selectRows<PlaceWithTours & { name: string; countryNames: Names; image: string | null }>(
        db,
        sql`select c.id, c.name, c.names, c.slug, co.names as "countryNames", s.tours as "toursCount", img.path as image
          from city c
          join country co on co.id = c.country_id
          cross join lateral (select count(*)::int as tours from tour t where t.city_id = c.id and t.activated) s
          left join lateral (
            select i.path from tour t
            join lateral (select i.path from tour_image i where i.tour_id = t.id order by i.position limit 1) i on true
            where t.city_id = c.id and t.activated
            order by t.review_count desc, t.id limit 1
          ) img on true
          where c.featured and c.activated and s.tours > 0
          order by c.position
          limit ${limit}`,
      ),
  };
}

export type PlaceQueries = ReturnType<typeof placeQueries>;
