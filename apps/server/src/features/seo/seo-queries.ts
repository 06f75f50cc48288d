import { and, asc, count, eq, like, max, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { contentEntry, tour } from '@cicerone/db/schema/catalog';
import { city, continent, country, tourCategory } from '@cicerone/db/schema/reference';

/** Reads behind the sitemaps; no rules here, only SQL. */
export function seoQueries(db: Executor) {
  const forSale = eq(tour.activated, true);

  return {
    continents: () => db.select({ slug: continent.slug }).from(continent).orderBy(asc(continent.position)),

    /** Activated cities (of activated countries) with at least one tour for sale, grouped by continent and country. */
    citiesWithTours: () =>
      db
        .select({
          city: city.slug,
          country: country.slug,
          reviewCount: sql<number>`sum(${tour.reviewCount})`.mapWith(Number),
          newestTour: max(tour.createdAt),
        })
        .from(tour)
        .innerJoin(city, eq(city.id, tour.cityId))
        .innerJoin(country, eq(country.id, city.countryId))
        .innerJoin(continent, eq(continent.id, country.continentId))
        .where(and(forSale, eq(city.activated, true), eq(country.activated, true)))
        .groupBy(city.id, country.id, continent.id)
        .orderBy(asc(continent.position), asc(country.slug), asc(city.position)),

    /** Activated categories, with the creation time of their newest tour for sale (null when none). */
    categories: () =>
      db
        .select({ slug: tourCategory.slug, newestTour: max(tour.createdAt) })
        .from(tourCategory)
        .leftJoin(tour, and(eq(tour.categoryId, tourCategory.id), forSale))
        .where(eq(tourCategory.activated, true))
        .groupBy(tourCategory.id)
        .orderBy(asc(tourCategory.position)),

    /** The blog's published posts (every post has its English entry; drafts have no facts yet), newest first. */
    blogPosts: () =>
      db
        .select({ cms: contentEntry.cms, publishedAt: sql<string>`${contentEntry.data}->'post'->>'publishedAt'` })
        .from(contentEntry)
        .where(and(like(contentEntry.cms, 'blog:%'), eq(contentEntry.language, 'en_US'), sql`${contentEntry.data} ? 'post'`))
        .orderBy(sql`2 desc`),

    toursForSale: async () => {
      const [row] = await db.select({ total: count(), newest: max(tour.createdAt) }).from(tour).where(forSale);
      return { total: row?.total ?? 0, newest: row?.newest ?? null };
    },

    /** One page of the tours for sale in a stable order (id), for one sitemap file. */
    tourPage: (offset: number, limit: number) =>
      db
        .select({ slug: tour.slug, createdAt: tour.createdAt })
        .from(tour)
        .where(forSale)
        .orderBy(asc(tour.id))
        .offset(offset)
        .limit(limit),
  };
}

export type SeoQueries = ReturnType<typeof seoQueries>;
