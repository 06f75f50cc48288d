import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { city, country, tourCategory } from '@cicerone/db/schema/reference';
import { refreshListPrices } from '@cicerone/db/list-prices';
import { tour, tourImage, tourPrice, tourText } from '@cicerone/db/schema/catalog';
import { defaultBookingCutoffHours, defaultGroupsPerDay, tourAvailability, tourBlockedDate } from '@cicerone/db/schema/availability';
import type { AdminToursQuery, AdminTourListItem } from '@cicerone/core/contracts/admin-tours';
import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import { adminTourCountLimit } from '@cicerone/core/catalog/tour-editing';
import { foldForSearch } from '@cicerone/core/slug';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import { selectRows } from '../../shared/sql-rows.ts';

type TourValues = typeof tour.$inferInsert;
type TextValues = Omit<typeof tourText.$inferInsert, 'tourId'>;

/** The ORDER BY of each sortable column of the admin list, the id breaking ties (served by tour_pkey, tour_slug_unique, tour_admin_reviews_idx, tour_admin_rating_idx). */
const orderOf = {
  created: sql`t.id`,
  slug: sql`t.slug`,
  reviews: sql`t.review_count`,
  rating: sql`t.rating`,
} as const;

/**
 * The admin list's WHERE: a folded part of a title, a city's or country's name (search_text) or of
 * the slug (both trigram indexes, or'ed as bitmaps), a city, a category (tour_admin_city_idx,
 * tour_admin_category_idx: published or not), published or not.
 */
function listWhere(filter: AdminToursQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.q) {
    const folded = `%${foldForSearch(filter.q).replace(/[\\%_]/g, '\\$&')}%`;
    conditions.push(sql`(t.search_text like ${folded} or t.slug like ${folded})`);
  }
  if (filter.city) conditions.push(sql`t.city_id = (select id from city where slug = ${filter.city})`);
  if (filter.category) conditions.push(sql`t.category_id = (select id from tour_category where slug = ${filter.category})`);
  if (filter.published) conditions.push(filter.published === 'yes' ? sql`t.activated` : sql`not t.activated`);
  return sql.join(conditions, sql` and `);
}

/** Reads and writes of the back office's tours; no rules here, only SQL. */
export function tourEditingQueries(db: Executor) {
  return {
    /** GET /api/admin/tours: one page of 50 and how many match, counted up to adminTourCountLimit + 1; titles and cities in `locale` where they have it (else English). */
    async list(filter: AdminToursQuery, locale: Locale = fallbackLocale): Promise<{ tours: AdminTourListItem[]; total: number }> {
      const where = listWhere(filter);
      const direction = filter.dir === 'asc' ? sql`asc` : sql`desc`;
      const [rows, totals] = await Promise.all([
        selectRows<AdminTourListItem>(
          db,
          sql`select t.id, t.slug, coalesce(own.title, en.title, t.slug) as title, json_build_object('slug', c.slug, 'name', coalesce(c.names->>${locale}, c.name)) as city,
              k.slug as category, t.activated as published, t.featured, t.rating::float8 as rating, t.review_count as "reviewCount",
              coalesce((select array_agg(x.language order by x.language) from tour_text x where x.tour_id = t.id), '{}') as languages,
              to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt"
            from (select t.id from tour t where ${where} order by ${orderOf[filter.sort]} ${direction}, t.id ${direction}
                  limit ${adminPageSize} offset ${(filter.page - 1) * adminPageSize}) page
            join tour t on t.id = page.id
            join city c on c.id = t.city_id
            join tour_category k on k.id = t.category_id
            left join tour_text own on own.tour_id = t.id and own.language = ${locale}
            left join tour_text en on en.tour_id = t.id and en.language = ${fallbackLocale}
            order by ${orderOf[filter.sort]} ${direction}, t.id ${direction}`,
        ),
        selectRows<{ total: number }>(db, sql`select count(*)::int as total from (select 1 from tour t where ${where} limit ${adminTourCountLimit + 1}) matching`),
      ]);
      return { tours: rows, total: totals[0]?.total ?? 0 };
    },

    /** A city by its slug, with the names the tour's search text carries. */
    async cityBySlug(slug: string) {
      const [row] = await db
        .select({ id: city.id, slug: city.slug, name: city.name, names: city.names, countryNames: country.names })
        .from(city)
        .innerJoin(country, eq(country.id, city.countryId))
        .where(eq(city.slug, slug));
      return row;
    },

    async categoryId(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: tourCategory.id }).from(tourCategory).where(eq(tourCategory.slug, slug));
      return row?.id;
    },

    /** The tour row, locked until the transaction ends, so two edits of one tour are decided one after the other. */
    async lockedTour(id: number) {
      const [row] = await db
        .select({ tour, citySlug: city.slug, categorySlug: tourCategory.slug, groupsPerDay: tourAvailability.groupsPerDay, bookingCutoffHours: tourAvailability.bookingCutoffHours })
        .from(tour)
        .innerJoin(city, eq(city.id, tour.cityId))
        .innerJoin(tourCategory, eq(tourCategory.id, tour.categoryId))
        .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
        .where(eq(tour.id, id))
        .for('update', { of: tour });
      return row;
    },

    texts: (tourId: number) => db.select().from(tourText).where(eq(tourText.tourId, tourId)),

    prices: (tourId: number) =>
      db.select({ duration: tourPrice.duration, band: tourPrice.band, priceCents: tourPrice.priceCents }).from(tourPrice).where(eq(tourPrice.tourId, tourId)).orderBy(asc(tourPrice.duration), asc(tourPrice.band)),

    async blockedDates(tourId: number): Promise<string[]> {
      const rows = await db.select({ day: tourBlockedDate.day }).from(tourBlockedDate).where(eq(tourBlockedDate.tourId, tourId)).orderBy(asc(tourBlockedDate.day));
      return rows.map((row) => row.day);
    },

    async imageCount(tourId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(tourImage).where(eq(tourImage.tourId, tourId));
      return row?.n ?? 0;
    },

    /** A new tour under a provisional slug (the real one ends with its id, known once inserted). */
    async insertTour(values: Omit<TourValues, 'slug'>): Promise<number> {
      const [row] = await db
        .insert(tour)
        .values({ ...values, slug: `new-${crypto.randomUUID()}` })
        .returning({ id: tour.id });
      if (!row) throw new Error('tour not inserted');
      return row.id;
    },

    async updateTour(id: number, values: Partial<TourValues>): Promise<void> {
      await db.update(tour).set(values).where(eq(tour.id, id));
    },

    async replacePrices(tourId: number, prices: readonly { duration: string; band: number; priceCents: number }[]): Promise<void> {
      await db.delete(tourPrice).where(eq(tourPrice.tourId, tourId));
      if (prices.length > 0) await db.insert(tourPrice).values(prices.map((price) => ({ tourId, ...price })));
      // The list's copy, in the same transaction (decision 0039).
      await refreshListPrices(db, [tourId]);
    },

    async saveAvailability(tourId: number, values: { groupsPerDay: number; bookingCutoffHours: number }): Promise<void> {
      await db.insert(tourAvailability).values({ tourId, ...values }).onConflictDoUpdate({ target: tourAvailability.tourId, set: values });
    },

    async replaceBlockedDates(tourId: number, days: readonly string[]): Promise<void> {
      await db.delete(tourBlockedDate).where(eq(tourBlockedDate.tourId, tourId));
      if (days.length > 0) await db.insert(tourBlockedDate).values(days.map((day) => ({ tourId, day })));
    },

    async saveText(tourId: number, values: TextValues): Promise<void> {
      const { language: _language, ...set } = values;
      await db
        .insert(tourText)
        .values({ tourId, ...values })
        .onConflictDoUpdate({ target: [tourText.tourId, tourText.language], set });
    },

    async titles(tourId: number): Promise<string[]> {
      const rows = await db.select({ title: tourText.title }).from(tourText).where(and(eq(tourText.tourId, tourId)));
      return rows.map((row) => row.title);
    },
  };
}

export type TourEditingQueries = ReturnType<typeof tourEditingQueries>;

/** What a new tour's availability starts as: the schema's defaults, the ones the database itself applies. */
export const defaultAvailability = { groupsPerDay: defaultGroupsPerDay, bookingCutoffHours: defaultBookingCutoffHours };
