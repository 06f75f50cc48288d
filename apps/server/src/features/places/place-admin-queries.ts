import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import type { PlaceKind } from '@cicerone/core/places/place-kinds';
import type { Executor } from '@cicerone/db/client';
import { contentEntry, type ContentData } from '@cicerone/db/schema/catalog';
import { city, country, tourCategory } from '@cicerone/db/schema/reference';

/** A place as the back office reads it, whatever its kind. */
export interface PlaceRow {
  id: number;
  slug: string;
  /** English name, and the names per language. */
  name: string;
  names: Partial<Record<string, string>>;
  countryNames: Partial<Record<string, string>> | null;
  activated: boolean;
  featured: boolean | null;
  order: number | null;
}

export interface PlaceFilter {
  prefix?: string | undefined;
  activated?: boolean | undefined;
  id?: number | undefined;
}

const like = (prefix: string) => `${prefix.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/** The kind's table read as PlaceRow columns, its name and order columns, and its search. */
function source(kind: PlaceKind) {
  switch (kind) {
    case 'cities':
      return {
        columns: { id: city.id, slug: city.slug, name: city.name, names: city.names, countryNames: country.names, activated: city.activated, featured: city.featured, order: city.position },
        table: city,
        join: true,
        name: city.name as SQL | typeof city.name,
        order: city.position as SQL | typeof city.position,
        activated: city.activated,
        id: city.id,
        search: (prefix: string) => sql`(lower(${city.name}) like ${like(prefix)} or ${city.slug} like ${like(prefix)})`,
      };
    case 'countries': {
      const name = sql<string>`${country.names}->>'en_US'`;
      return {
        columns: { id: country.id, slug: country.slug, name, names: country.names, countryNames: sql<null>`null`, activated: country.activated, featured: sql<null>`null`, order: sql<null>`null` },
        table: country,
        join: false,
        name,
        order: name,
        activated: country.activated,
        id: country.id,
        search: (prefix: string) => sql`(lower(${name}) like ${like(prefix)} or ${country.slug} like ${like(prefix)})`,
      };
    }
    case 'categories': {
      const name = sql<string>`${tourCategory.titles}->>'en_US'`;
      return {
        columns: { id: tourCategory.id, slug: tourCategory.slug, name, names: tourCategory.titles, countryNames: sql<null>`null`, activated: tourCategory.activated, featured: sql<null>`null`, order: tourCategory.position },
        table: tourCategory,
        join: false,
        name,
        order: tourCategory.position as SQL | typeof tourCategory.position,
        activated: tourCategory.activated,
        id: tourCategory.id,
        search: (prefix: string) => sql`(lower(${name}) like ${like(prefix)} or ${tourCategory.slug} like ${like(prefix)})`,
      };
    }
  }
}

/** One page of a kind's places, by their public order or by name, then by id (a stable order across pages). */
export async function placePage(db: Executor, kind: PlaceKind, filter: PlaceFilter, order: { sort: 'order' | 'name'; dir: SortDirection }, limit: number, offset: number): Promise<{ rows: PlaceRow[]; totalItems: number }> {
  const from = source(kind);
  const where = and(
    filter.prefix ? from.search(filter.prefix) : undefined,
    filter.activated === undefined ? undefined : eq(from.activated, filter.activated),
    filter.id === undefined ? undefined : eq(from.id, filter.id),
  );
  const by = order.dir === 'asc' ? asc : desc;
  const base = db.select(from.columns as never).from(from.table);
  const joined = from.join ? base.innerJoin(country, eq(country.id, city.countryId)) : base;
  const [rows, [total]] = await Promise.all([
    joined
      .where(where)
      .orderBy(by(order.sort === 'order' ? from.order : from.name), asc(from.id))
      .limit(limit)
      .offset(offset),
    db.select({ count: sql<number>`count(*)::int` }).from(from.table).where(where),
  ]);
  return { rows: rows as unknown as PlaceRow[], totalItems: total?.count ?? 0 };
}

/** A place's row locked for a change (the value before, for the audit line). */
export async function lockPlace(tx: Executor, kind: PlaceKind, id: number): Promise<PlaceRow | null> {
  const from = source(kind);
  const base = tx.select(from.columns as never).from(from.table);
  const joined = from.join ? base.innerJoin(country, eq(country.id, city.countryId)) : base;
  const [row] = (await joined.where(eq(from.id, id)).for('update', from.join ? { of: city } : undefined)) as unknown as PlaceRow[];
  return row ?? null;
}

/** Sets a place's switches and order; only the columns its kind has. */
export async function updatePlace(tx: Executor, kind: PlaceKind, id: number, change: { activated?: boolean | undefined; featured?: boolean | undefined; order?: number | undefined }): Promise<void> {
  const set: { activated?: boolean } = change.activated === undefined ? {} : { activated: change.activated };
  if (kind === 'cities') await tx.update(city).set({ ...set, ...(change.featured === undefined ? {} : { featured: change.featured }), ...(change.order === undefined ? {} : { position: change.order }) }).where(eq(city.id, id));
  if (kind === 'countries' && Object.keys(set).length > 0) await tx.update(country).set(set).where(eq(country.id, id));
  if (kind === 'categories') await tx.update(tourCategory).set({ ...set, ...(change.order === undefined ? {} : { position: change.order }) }).where(eq(tourCategory.id, id));
}

/** A category's titles per language (its only text). */
export async function setCategoryTitles(tx: Executor, id: number, titles: Partial<Record<string, string>>): Promise<void> {
  await tx.update(tourCategory).set({ titles: titles as typeof tourCategory.$inferInsert.titles }).where(eq(tourCategory.id, id));
}

/** A page's content entries in every language it has. */
export function contentEntries(db: Executor, cms: string) {
  return db.select({ language: contentEntry.language, data: contentEntry.data }).from(contentEntry).where(eq(contentEntry.cms, cms));
}

/** Writes a page's entry in one language, keeping what else it holds (sections); returns nothing. */
export async function upsertContentEntry(tx: Executor, cms: string, language: string, data: ContentData): Promise<void> {
  await tx
    .insert(contentEntry)
    .values({ cms, language, data })
    .onConflictDoUpdate({ target: [contentEntry.cms, contentEntry.language], set: { data, updatedAt: sql`now()` } });
}

/** Locks a page's entry in one language, when it has one. */
export async function lockContentEntry(tx: Executor, cms: string, language: string): Promise<ContentData | null> {
  const [row] = await tx.select({ data: contentEntry.data }).from(contentEntry).where(and(eq(contentEntry.cms, cms), inArray(contentEntry.language, [language]))).for('update');
  return row?.data ?? null;
}
