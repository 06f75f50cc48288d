import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** A name in each interface language, keyed by locale (en_US always present). */
export type LocalizedNames = Partial<Record<string, string>>;

export const language = pgTable('language', {
  code: text().primaryKey(),
  name: text().notNull(),
  nativeName: text().notNull(),
  activated: boolean().notNull().default(true),
  position: smallint().notNull(),
});

export const currency = pgTable('currency', {
  code: text().primaryKey(),
  name: text().notNull(),
  symbol: text().notNull(),
  /** ISO 4217 digits: the one source for display and charging (JPY 0, EUR 2). */
  minorUnits: smallint().notNull(),
  activated: boolean().notNull().default(false),
  isDefault: boolean().notNull().default(false),
});

/** EUR → currency, one row per currency and day; the newest day is the current rate. */
export const exchangeRate = pgTable(
  'exchange_rate',
  {
    currency: text()
      .notNull()
      .references(() => currency.code),
    rateDate: date({ mode: 'string' }).notNull(),
    rate: numeric({ precision: 24, scale: 10 }).notNull(),
    source: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.currency, t.rateDate] })],
);

export const continent = pgTable('continent', {
  id: serial().primaryKey(),
  code: text().notNull().unique(),
  slug: text().notNull().unique(),
  names: jsonb().$type<LocalizedNames>().notNull(),
  position: smallint().notNull(),
});

export const country = pgTable(
  'country',
  {
    id: serial().primaryKey(),
    iso2: text().notNull().unique(),
    iso3: text().notNull(),
    slug: text().notNull().unique(),
    continentId: integer()
      .notNull()
      .references(() => continent.id),
    names: jsonb().$type<LocalizedNames>().notNull(),
    callingCode: text(),
    activated: boolean().notNull().default(true),
  },
  // GET /api/countries?continentId=…
  (t) => [index('country_continent_idx').on(t.continentId)],
);

export const city = pgTable(
  'city',
  {
    id: serial().primaryKey(),
    /** Stable key from the source dataset, so re-seeding updates instead of duplicating. */
    key: text().notNull().unique(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    names: jsonb().$type<LocalizedNames>().notNull(),
    countryId: integer()
      .notNull()
      .references(() => country.id),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    population: integer().notNull(),
    timeZone: text().notNull(),
    featured: boolean().notNull().default(false),
    activated: boolean().notNull().default(true),
    /** Display order: most visited first. */
    position: integer().notNull(),
    /** City, country and translated names folded by foldForSearch; what the autocomplete matches. */
    searchText: text().notNull(),
  },
  (t) => [
    // City autocomplete: search_text LIKE '%…%' (pg_trgm turns the infix match into an index scan)
    index('city_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // GET /api/cities?countryId=… and /api/citiesPerCountry, ordered by position
    index('city_country_position_idx').on(t.countryId, t.position),
    // GET /api/featuredCities
    index('city_featured_idx').on(t.position).where(sql`${t.featured}`),
  ],
);

export const socialNetwork = pgTable('social_network', {
  uuid: uuid().primaryKey().defaultRandom(),
  key: text().notNull().unique(),
  name: text().notNull(),
  url: text().notNull(),
  linksByCountry: jsonb().$type<Partial<Record<string, string>>>().notNull(),
  position: smallint().notNull(),
});

export const tourCategory = pgTable('tour_category', {
  id: serial().primaryKey(),
  slug: text().notNull().unique(),
  titles: jsonb().$type<LocalizedNames>().notNull(),
  position: smallint().notNull(),
  activated: boolean().notNull().default(true),
});

/** Which seed version each dataset is at, so start-up skips seeding when nothing changed. */
export const seedState = pgTable('seed_state', {
  dataset: text().primaryKey(),
  version: text().notNull(),
  appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
