import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import type { AdminPlace, AdminPlaces, AdminPlacesQuery, PlaceChangeBody, PlaceTextBody, PlaceTexts } from '@cicerone/core/contracts/admin-places';
import { AppError } from '@cicerone/core/errors';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import { fallbackLocale, locales, type Locale } from '@cicerone/core/locales';
import { placeFields, type PlaceKind } from '@cicerone/core/places/place-kinds';
import type { Database } from '@cicerone/db/client';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { contentKeys } from '../content/service.ts';
import { contentEntries, lockContentEntry, lockPlace, placePage, setCategoryTitles, updatePlace, upsertContentEntry, type PlaceRow } from './place-admin-queries.ts';

const actionOf = { cities: 'city.changed', countries: 'country.changed', categories: 'category.changed' } as const;
const subjectOf = { cities: 'city', countries: 'country', categories: 'category' } as const;

function shaped(kind: PlaceKind, row: PlaceRow, language: Locale): AdminPlace {
  const names = { en_US: row.name, ...row.names };
  return {
    kind,
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameTranslated: localizedName(names, language),
    country: row.countryNames ? localizedName(row.countryNames, language) : null,
    activated: row.activated,
    featured: row.featured,
    order: row.order,
  };
}

/** The fields an admin moves, as the audit line keeps them. */
const switches = (row: PlaceRow) => ({ activated: row.activated, featured: row.featured, order: row.order });

/**
 * The back office's places (requirements §back-office.catalogue, decision 0034). Each write is one transaction with its
 * one audit line; once committed, `changed` drops this process's caches of places, pages and
 * lists, so the public pages show it at once (other processes within their cache time).
 */
export function placeAdmin(db: Database, deps: { changed: () => void }) {
  async function page(kind: PlaceKind, query: Pick<AdminPlacesQuery, 'q' | 'status' | 'page' | 'sort' | 'dir'>, language: Locale): Promise<AdminPlaces> {
    const filter = { prefix: query.q || undefined, activated: query.status === undefined ? undefined : query.status === 'active' };
    const { rows, totalItems } = await placePage(db, kind, filter, query, adminPageSize, (query.page - 1) * adminPageSize);
    return { places: rows.map((row) => shaped(kind, row, language)), totalItems, totalPages: Math.max(1, Math.ceil(totalItems / adminPageSize)), currentPage: query.page };
  }

  async function one(kind: PlaceKind, id: number, language: Locale): Promise<AdminPlace> {
    const { rows } = await placePage(db, kind, { id }, { sort: 'order', dir: 'asc' }, 1, 0);
    const [row] = rows;
    if (!row) throw new AppError('not_found');
    return shaped(kind, row, language);
  }

  const cmsOf = (kind: PlaceKind, slug: string) => (kind === 'cities' ? contentKeys.city(slug) : contentKeys.country(slug));

  return {
    list: (query: AdminPlacesQuery, language: Locale) => page(query.kind, query, language),

    /** Switches a place on or off, features it (cities) or moves it in the public order (cities, categories). */
    async change(adminUserId: string, kind: PlaceKind, id: number, change: PlaceChangeBody, language: Locale): Promise<{ place: AdminPlace; changed: string[] }> {
      const fields = placeFields[kind];
      if (change.featured !== undefined && !fields.featured) throw new AppError('validation_failed', { field: 'featured' });
      if (change.order !== undefined && !fields.order) throw new AppError('validation_failed', { field: 'order' });
      const changed = await db.transaction(async (tx) => {
        const before = await lockPlace(tx, kind, id);
        if (!before) throw new AppError('not_found');
        await updatePlace(tx, kind, id, change);
        const after = { ...switches(before), ...Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) };
        const moved = changedFields(switches(before), after);
        await recordAdminAction(tx, { adminUserId, action: actionOf[kind], subjectType: subjectOf[kind], subjectId: String(id), detail: { slug: before.slug }, ...moved });
        return Object.keys(moved.after);
      });
      deps.changed();
      return { place: await one(kind, id, language), changed };
    },

    /** A place's texts in every language, English where a language has none of its own. */
    async texts(kind: PlaceKind, id: number, language: Locale): Promise<PlaceTexts> {
      const place = await one(kind, id, language);
      if (placeFields[kind].cms === 'title') {
        const { rows } = await placePage(db, kind, { id }, { sort: 'order', dir: 'asc' }, 1, 0);
        const names = rows[0]?.names ?? {};
        return { place, texts: locales.map((locale) => ({ language: locale, written: Boolean(names[locale]), title: names[locale] ?? names[fallbackLocale] ?? '', summary: '', body: [] })) };
      }
      const entries = new Map((await contentEntries(db, cmsOf(kind, place.slug))).map((row) => [row.language, row.data]));
      const english = entries.get(fallbackLocale);
      return {
        place,
        texts: locales.map((locale) => {
          const own = entries.get(locale);
          const shown = own ?? english;
          return { language: locale, written: own !== undefined, title: shown?.title ?? '', summary: shown?.summary ?? '', body: shown?.body ?? [] };
        }),
      };
    },

    /** Writes a place's text in one language (a category's title; a city's or country's page entry, keeping its other parts). */
    async saveText(adminUserId: string, kind: PlaceKind, id: number, textLanguage: Locale, text: PlaceTextBody, language: Locale): Promise<{ place: AdminPlace; changed: string[] }> {
      const changed = await db.transaction(async (tx) => {
        const row = await lockPlace(tx, kind, id);
        if (!row) throw new AppError('not_found');
        let before: Record<string, unknown>;
        let after: Record<string, unknown>;
        if (placeFields[kind].cms === 'title') {
          before = { title: row.names[textLanguage] ?? null };
          after = { title: text.title };
          await setCategoryTitles(tx, id, { ...row.names, [textLanguage]: text.title });
        } else {
          const cms = cmsOf(kind, row.slug);
          const old = await lockContentEntry(tx, cms, textLanguage);
          before = { title: old?.title ?? null, summary: old?.summary ?? null, body: old?.body ?? null };
          const data = { ...old, title: text.title, summary: text.summary ?? old?.summary ?? '', body: text.body ?? old?.body ?? [] };
          after = { title: data.title, summary: data.summary, body: data.body };
          await upsertContentEntry(tx, cms, textLanguage, data);
        }
        const moved = changedFields(before, after);
        await recordAdminAction(tx, { adminUserId, action: actionOf[kind], subjectType: subjectOf[kind], subjectId: String(id), detail: { slug: row.slug, language: textLanguage }, ...moved });
        return Object.keys(moved.after);
      });
      deps.changed();
      return { place: await one(kind, id, language), changed };
    },
  };
}

export type PlaceAdmin = ReturnType<typeof placeAdmin>;
