import type { Database, Executor } from '@cicerone/db/client';
import type { AuditValues } from '@cicerone/core/admin/admin-actions';
import type { AdminTour, AdminTourCreateBody, AdminTourDetailsBody, AdminTours, AdminToursQuery, AdminTourTextBody } from '@cicerone/core/contracts/admin-tours';
import { adminPageSize } from '@cicerone/core/contracts/admin-lists';
import { isTourDuration } from '@cicerone/core/catalog/pricing';
import { adminTourCountLimit, missingForPublish, weekdayMask, type PublishRequirement } from '@cicerone/core/catalog/tour-editing';
import { weekdaysOf } from '@cicerone/core/catalog/tour-schedule';
import { AppError } from '@cicerone/core/errors';
import { fallbackLocale, isLocale, type Locale } from '@cicerone/core/locales';
import { foldForSearch, slugify } from '@cicerone/core/slug';
import { changedFields, recordAdminAction } from '../admin-actions/admin-action-log.ts';
import { defaultAvailability, tourEditingQueries, type TourEditingQueries } from './tour-editing-queries.ts';

/** What a write did: the tour as it now is and the names of the fields it changed (empty: nothing to do, nothing written). */
export interface TourChange {
  tour: AdminTour;
  changed: string[];
}

/**
 * The back office's tours (requirements §back-office.catalogue): created unpublished, edited field by field, published once
 * the public page has what it needs. Each write runs in one transaction with its one audit line
 * (the changed fields before and after) and then tells the catalogue, whose caches forget the tour
 * (`tourChanged`), so the public pages show the change at once in this process (decision 0005).
 */
export function tourEditingService(db: Database, deps: { tourChanged: (tourId: number) => void }) {
  async function read(queries: TourEditingQueries, id: number): Promise<AdminTour> {
    const row = await queries.lockedTour(id);
    if (!row) throw new AppError('tour_not_found', { id });
    const [texts, prices, blockedDates, imageCount] = await Promise.all([queries.texts(id), queries.prices(id), queries.blockedDates(id), queries.imageCount(id)]);
    const { tour } = row;
    const details: AdminTour['details'] = {
      city: row.citySlug,
      category: row.categorySlug as AdminTour['details']['category'],
      featured: tour.featured,
      minPeople: tour.minPeople,
      maxPeople: tour.maxPeople,
      minStartTime: tour.minStartTime.slice(0, 5),
      maxStartTime: tour.maxStartTime.slice(0, 5),
      weekdays: weekdaysOf(tour.weekdays),
      guideLanguages: tour.guideLanguages.filter(isLocale),
      features: tour.features as AdminTour['details']['features'],
      prices: prices.flatMap((price) => (isTourDuration(price.duration) ? [{ ...price, duration: price.duration }] : [])),
      // A tour without its own availability row sells what the defaults allow (schema/availability.ts).
      groupsPerDay: row.groupsPerDay ?? defaultAvailability.groupsPerDay,
      bookingCutoffHours: row.bookingCutoffHours ?? defaultAvailability.bookingCutoffHours,
      blockedDates,
    };
    const textsByLanguage: AdminTour['texts'] = {};
    for (const { tourId: _tourId, language, ...text } of texts) {
      if (isLocale(language)) textsByLanguage[language] = text;
    }
    return {
      id,
      slug: tour.slug,
      published: tour.activated,
      details,
      texts: textsByLanguage,
      missingForPublish: missingForPublish({ englishText: Boolean(textsByLanguage[fallbackLocale]), minPeople: tour.minPeople, maxPeople: tour.maxPeople, prices: details.prices }),
      imageCount,
    };
  }

  /** The city's and category's ids and the columns of the tour row the details set. */
  async function tourColumns(queries: TourEditingQueries, details: AdminTourDetailsBody) {
    const [city, categoryId] = await Promise.all([queries.cityBySlug(details.city), queries.categoryId(details.category)]);
    if (!city) throw new AppError('tour_city_unknown', { city: details.city });
    if (!categoryId) throw new AppError('validation_failed', { field: 'category' });
    return {
      city,
      columns: {
        cityId: city.id,
        categoryId,
        featured: details.featured,
        minPeople: details.minPeople,
        maxPeople: details.maxPeople,
        minStartTime: details.minStartTime,
        maxStartTime: details.maxStartTime,
        weekdays: weekdayMask(details.weekdays),
        guideLanguages: details.guideLanguages,
        features: [...new Set(details.features)],
      },
    };
  }

  /** Titles in every language with the city's and country's names, folded: what the public search matches (tour.search_text). */
  async function searchText(queries: TourEditingQueries, tourId: number, city: NonNullable<Awaited<ReturnType<TourEditingQueries['cityBySlug']>>>) {
    const names = [...(await queries.titles(tourId)), city.name, ...Object.values(city.names), ...Object.values(city.countryNames)];
    return [...new Set(names.filter((name): name is string => Boolean(name)).map(foldForSearch))].join(' ');
  }

  async function writeDetails(queries: TourEditingQueries, id: number, details: AdminTourDetailsBody) {
    await queries.replacePrices(id, details.prices);
    await queries.saveAvailability(id, { groupsPerDay: details.groupsPerDay, bookingCutoffHours: details.bookingCutoffHours });
    await queries.replaceBlockedDates(id, [...new Set(details.blockedDates)].sort());
  }

  /** One write: in a transaction with its audit line, then the catalogue forgets the tour. */
  async function write(work: (tx: Executor, queries: TourEditingQueries) => Promise<TourChange>): Promise<TourChange> {
    const change = await db.transaction((tx) => work(tx, tourEditingQueries(tx)));
    if (change.changed.length > 0) deps.tourChanged(change.tour.id);
    return change;
  }

  /** The audit line of a change (when something changed), with only the fields that moved. */
  async function audit(tx: Executor, adminUserId: string, action: Parameters<typeof recordAdminAction>[1]['action'], id: number, before: AuditValues, after: AuditValues, detail?: Record<string, string>) {
    const moved = changedFields(before, after);
    const changed = Object.keys(moved.after);
    if (changed.length > 0) await recordAdminAction(tx, { adminUserId, action, subjectType: 'tour', subjectId: String(id), ...(detail ? { detail } : {}), ...moved });
    return changed;
  }

  return {
    /** A page of tours, titled in the admin's language where the tour has it. */
    async list(query: AdminToursQuery, locale: Locale = fallbackLocale): Promise<AdminTours> {
      const { tours, total } = await tourEditingQueries(db).list(query, locale);
      const counted = Math.min(total, adminTourCountLimit);
      return { tours, totalItems: counted, totalPages: Math.max(1, Math.ceil(counted / adminPageSize)), currentPage: query.page, moreThan: total > adminTourCountLimit };
    },

    get(id: number): Promise<AdminTour> {
      return db.transaction((tx) => read(tourEditingQueries(tx), id));
    },

    /** A new tour, unpublished, with its English texts; the slug is its English title and id. */
    create(adminUserId: string, body: AdminTourCreateBody): Promise<TourChange> {
      return write(async (tx, queries) => {
        const { city, columns } = await tourColumns(queries, body.details);
        const id = await queries.insertTour({ ...columns, activated: false, searchText: '' });
        await queries.saveText(id, { language: fallbackLocale, ...body.english });
        await writeDetails(queries, id, body.details);
        await queries.updateTour(id, { slug: slugify(`${body.english.title} ${id}`), searchText: await searchText(queries, id, city) });
        const tour = await read(queries, id);
        await audit(tx, adminUserId, 'tour.created', id, {}, { ...tour.details, slug: tour.slug, title: body.english.title });
        return { tour, changed: ['created'] };
      });
    },

    /** Every detail at once, as the form shows them; only what moved is written to the audit line. */
    changeDetails(adminUserId: string, id: number, details: AdminTourDetailsBody): Promise<TourChange> {
      return write(async (tx, queries) => {
        const before = await read(queries, id);
        const { city, columns } = await tourColumns(queries, details);
        await queries.updateTour(id, columns);
        await writeDetails(queries, id, details);
        if (city.slug !== before.details.city) await queries.updateTour(id, { searchText: await searchText(queries, id, city) });
        const tour = await read(queries, id);
        const changed = await audit(tx, adminUserId, 'tour.changed', id, before.details, tour.details);
        return { tour, changed };
      });
    },

    /** One language's texts; a new language is added, the English ones replaced like any other. */
    changeText(adminUserId: string, id: number, language: Locale, text: AdminTourTextBody): Promise<TourChange> {
      return write(async (tx, queries) => {
        const before = await read(queries, id);
        await queries.saveText(id, { language, ...text });
        if (before.texts[language]?.title !== text.title) {
          const city = await queries.cityBySlug(before.details.city);
          if (city) await queries.updateTour(id, { searchText: await searchText(queries, id, city) });
        }
        const tour = await read(queries, id);
        const changed = await audit(tx, adminUserId, 'tour.text_changed', id, before.texts[language] ?? {}, tour.texts[language] ?? {}, { language });
        return { tour, changed };
      });
    },

    /** Published: on the public pages and for sale; refused (409 tour_not_publishable) while its page lacks something. */
    setPublished(adminUserId: string, id: number, published: boolean): Promise<TourChange> {
      return write(async (tx, queries) => {
        const before = await read(queries, id);
        if (published && before.missingForPublish.length > 0) throw notPublishable(before.missingForPublish);
        if (before.published === published) return { tour: before, changed: [] };
        await queries.updateTour(id, { activated: published });
        const tour = { ...before, published };
        const changed = await audit(tx, adminUserId, published ? 'tour.published' : 'tour.unpublished', id, { published: before.published }, { published });
        return { tour, changed };
      });
    },
  };
}

/** The refusal names the first thing missing (the tour's page lists them all). */
function notPublishable(missing: readonly PublishRequirement[]): AppError {
  return new AppError(missing[0] === 'englishText' ? 'tour_needs_english_text' : 'tour_needs_prices');
}

export type TourEditingService = ReturnType<typeof tourEditingService>;
