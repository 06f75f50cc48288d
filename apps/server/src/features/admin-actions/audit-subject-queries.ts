import { and, inArray } from 'drizzle-orm';
import type { AdminSubject } from '@cicerone/core/admin/admin-actions';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';
import type { Executor } from '@cicerone/db/client';
import { appUser } from '@cicerone/db/schema/accounts';
import { tourText } from '@cicerone/db/schema/catalog';
import { cruiseLine, cruiseShip } from '@cicerone/db/schema/cruises';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { payoutStatement } from '@cicerone/db/schema/payouts';
import { city, country, tourCategory, type LocalizedNames } from '@cicerone/db/schema/reference';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const numeric = (ids: string[]) => ids.filter((id) => /^\d{1,9}$/.test(id)).map(Number);
const uuids = (ids: string[]) => ids.filter((id) => uuidPattern.test(id));
const named = (names: LocalizedNames, locale: Locale, fallback: string) => names[locale] ?? names[fallbackLocale] ?? fallback;

type Reader = (db: Executor, ids: string[], locale: Locale) => Promise<[string, string][]>;

/**
 * How each kind of record is named in the audit trail (decision 0028): a tour by its title in the
 * reader's language (English when it has none), an account by its e-mail, an order, a booking or a
 * statement by its reference, a place by its name. A code (promo code, language, currency, month)
 * is its own name; a kind missing here shows its id.
 */
const readers: Partial<Record<AdminSubject, Reader>> = {
  tour: async (db, ids, locale) => {
    const rows = await db
      .select({ id: tourText.tourId, language: tourText.language, title: tourText.title })
      .from(tourText)
      .where(and(inArray(tourText.tourId, numeric(ids)), inArray(tourText.language, [locale, fallbackLocale])));
    // The reader's language first, then English.
    const ordered = rows.toSorted((a, b) => Number(a.language === locale) - Number(b.language === locale));
    return [...new Map(ordered.map((row) => [String(row.id), row.title]))];
  },
  user: async (db, ids) => (await db.select({ id: appUser.id, email: appUser.email }).from(appUser).where(inArray(appUser.id, uuids(ids)))).map((row) => [row.id, row.email]),
  order: async (db, ids) => (await db.select({ id: customerOrder.id, name: customerOrder.reference }).from(customerOrder).where(inArray(customerOrder.id, uuids(ids)))).map((row) => [row.id, row.name]),
  booking: async (db, ids) => (await db.select({ id: booking.id, name: booking.reference }).from(booking).where(inArray(booking.id, uuids(ids)))).map((row) => [row.id, row.name]),
  payout_statement: async (db, ids) =>
    (await db.select({ id: payoutStatement.id, name: payoutStatement.reference }).from(payoutStatement).where(inArray(payoutStatement.id, uuids(ids)))).map((row) => [row.id, row.name]),
  city: async (db, ids, locale) => (await db.select({ id: city.id, name: city.name, names: city.names }).from(city).where(inArray(city.id, numeric(ids)))).map((row) => [String(row.id), named(row.names, locale, row.name)]),
  country: async (db, ids, locale) =>
    (await db.select({ id: country.id, slug: country.slug, names: country.names }).from(country).where(inArray(country.id, numeric(ids)))).map((row) => [String(row.id), named(row.names, locale, row.slug)]),
  category: async (db, ids, locale) =>
    (await db.select({ id: tourCategory.id, slug: tourCategory.slug, titles: tourCategory.titles }).from(tourCategory).where(inArray(tourCategory.id, numeric(ids)))).map((row) => [String(row.id), named(row.titles, locale, row.slug)]),
  cruise_line: async (db, ids) => (await db.select({ id: cruiseLine.id, name: cruiseLine.name }).from(cruiseLine).where(inArray(cruiseLine.id, numeric(ids)))).map((row) => [String(row.id), row.name]),
  cruise_ship: async (db, ids) => (await db.select({ id: cruiseShip.id, name: cruiseShip.name }).from(cruiseShip).where(inArray(cruiseShip.id, numeric(ids)))).map((row) => [String(row.id), row.name]),
};

/** Subjects whose id is already what a person reads. */
const selfNamed = new Set<AdminSubject>(['promo_code', 'language', 'currency', 'payout_month']);

/** The names of a page of lines' records, `${subjectType}:${subjectId}` → name: one query per kind of record on the page. */
export async function subjectNames(db: Executor, subjects: readonly { subjectType: AdminSubject; subjectId: string }[], locale: Locale): Promise<Map<string, string>> {
  const byType = Map.groupBy(subjects, (subject) => subject.subjectType);
  const names = new Map<string, string>();
  await Promise.all(
    [...byType].map(async ([type, lines]) => {
      const ids = [...new Set(lines.map((line) => line.subjectId))];
      if (selfNamed.has(type)) for (const id of ids) names.set(`${type}:${id}`, id);
      const read = readers[type];
      if (!read || ids.length === 0) return;
      for (const [id, name] of await read(db, ids, locale)) names.set(`${type}:${id}`, name);
    }),
  );
  return names;
}
