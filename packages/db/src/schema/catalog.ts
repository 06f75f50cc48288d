import { sql } from 'drizzle-orm';
import type { BlogCategory } from '@cicerone/core/content/blog';
import { groupBands, listPriceSlot } from '@cicerone/core/catalog/pricing';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { city, tourCategory } from './reference.ts';
import type { LegalVersion } from '@cicerone/core/privacy/legal';
// orders.ts imports this file too; the reference below is lazy, so the cycle is harmless.
import { booking } from './orders.ts';
import { appUser } from './accounts.ts';

/**
 * A tour sold in one city. Prices live in tour_price (per duration and group-size band),
 * texts in tour_text (per language, en_US always present). rating and review_count are
 * kept in step with the review table by whoever writes reviews, so lists never aggregate.
 */
export const tour = pgTable(
  'tour',
  {
    id: serial().primaryKey(),
    /** Public URL key (/tour/{slug}); English title + city + id, so it never collides. */
    slug: text().notNull().unique(),
    cityId: integer()
      .notNull()
      .references(() => city.id),
    categoryId: integer()
      .notNull()
      .references(() => tourCategory.id),
    featured: boolean().notNull().default(false),
    activated: boolean().notNull().default(true),
    minPeople: smallint().notNull().default(1),
    maxPeople: smallint().notNull(),
    /** Earliest and latest start, local time of the city. */
    minStartTime: time().notNull(),
    maxStartTime: time().notNull(),
    /** Days of the week the tour runs: bit 0 = Sunday … bit 6 = Saturday (Date#getUTCDay order). */
    weekdays: smallint().notNull().default(127),
    /** Locale codes the guides of this tour speak. */
    guideLanguages: text().array().notNull(),
    /** Special filters (wheelchair, family, skip-the-line, pickup) this tour meets. */
    features: text().array().notNull().default(sql`'{}'::text[]`),
    rating: numeric({ precision: 3, scale: 2 }).notNull().default('0'),
    reviewCount: integer().notNull().default(0),
    /**
     * tour_price again, as the tour list reads it without a join (decision 0039): per group band the
     * cheapest duration's price, then each duration's, in EUR cents, null where there is none (listPriceSlot
     * in core catalog/pricing.ts). Written by refreshListPrices in the transaction that writes tour_price.
     */
    listPrices: integer().array().notNull().default(sql`'{}'::int[]`),
    /** The guide's share of a booking's price on this tour, in whole percent; null: GUIDE_SHARE_PERCENT (decision 0017). */
    guideSharePercent: smallint(),
    /** Titles in every language, city and country names, folded by foldForSearch: what the free-text search matches. */
    searchText: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tour_people_check', sql`${t.minPeople} >= 1 and ${t.maxPeople} >= ${t.minPeople}`),
    check('tour_guide_share_check', sql`${t.guideSharePercent} between 0 and 100`),
    check('tour_start_check', sql`${t.minStartTime} <= ${t.maxStartTime}`),
    // GET /api/tours?city=…&categories=… (the common case: one city, maybe one category)
    index('tour_city_category_idx').on(t.cityId, t.categoryId).where(sql`${t.activated}`),
    // GET /api/tours?categories=… without a city, ordered by popularity
    index('tour_category_popularity_idx').on(t.categoryId, t.reviewCount.desc()).where(sql`${t.activated}`),
    // GET /api/tours without a city (decision 0039): most reviewed first, and every column the list filters on,
    // so a page walks it in order and the count of any filter (a price range alone…) is an index-only scan.
    index('tour_list_idx')
      .on(t.reviewCount.desc(), t.id, t.categoryId, t.cityId, t.minPeople, t.maxPeople, t.weekdays, t.rating, t.features, t.listPrices)
      .where(sql`${t.activated}`),
    // GET /api/tours?sort=rating without a city: best rated first, a page walks it in order
    index('tour_rating_idx').on(t.rating.desc(), t.reviewCount.desc(), t.id).where(sql`${t.activated}`),
    // GET /api/tours?sort=price-asc|price-desc (and a price range) without a city: per group band, the
    // "from" price a card shows, walked either way (the slot is a literal in the list's SQL too)
    ...groupBands.map((_, band) =>
      index(`tour_from_price_${band}_idx`)
        .on(sql`(${t.listPrices}[${sql.raw(String(listPriceSlot(band)))}])`)
        .where(sql`${t.activated}`),
    ),
    // GET /api/featured-tours and the home page
    index('tour_featured_idx').on(t.reviewCount.desc()).where(sql`${t.featured} and ${t.activated}`),
    // GET /api/tours?q=… free-text search (infix match on the trigram index)
    index('tour_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // GET /api/tours?specialFilters=…
    index('tour_features_idx').using('gin', t.features),
    // GET /api/admin/tours?q=… also finds a tour by part of its slug
    index('tour_slug_trgm_idx').using('gin', sql`${t.slug} gin_trgm_ops`),
    // GET /api/admin/tours?sort=reviews|rating, published or not
    index('tour_admin_reviews_idx').on(t.reviewCount, t.id),
    index('tour_admin_rating_idx').on(t.rating, t.id),
    // GET /api/admin/tours?city=…|category=…&published=…, published or not (the catalogue's own indexes hold published tours only)
    index('tour_admin_city_idx').on(t.cityId, t.activated, t.id),
    index('tour_admin_category_idx').on(t.categoryId, t.activated, t.id),
    index('tour_admin_published_idx').on(t.activated, t.id),
  ],
);

/**
 * Private tours are priced per group, not per person: one row per duration and group-size
 * band (see @cicerone/core/catalog/pricing for the bands). A tour has rows only for the
 * bands its maxPeople reaches.
 */
export const tourPrice = pgTable(
  'tour_price',
  {
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    /** '4h', '8h' or 'bike_4h' */
    duration: text().notNull(),
    /** Index of the group-size band (0 = 1–2 travellers …). */
    band: smallint().notNull(),
    priceCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tourId, t.band, t.duration] }),
    check('tour_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/** Everything a tour says, per language; en_US is always there and is the fallback. */
export const tourText = pgTable(
  'tour_text',
  {
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    language: text().notNull(),
    title: text().notNull(),
    summary: text().notNull(),
    description: text().notNull(),
    /** Steps of the visit, in order. */
    itinerary: jsonb().$type<{ title: string; description: string }[]>().notNull(),
    included: text().array().notNull(),
    notIncluded: text().array().notNull(),
    accessibility: text().array().notNull(),
    highlights: text().array().notNull(),
    importantInformation: text().array().notNull(),
    meetingPoint: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.language] })],
);

/**
 * Gallery images, in display order; path is a public URL path: the demo's illustrations under
 * /files/, or an uploaded photo's widest WebP. An uploaded photo (requirements §back-office.catalogue, decision 0032) also
 * has its content hash and the widths it is kept at, in AVIF and WebP (core tour-images/tour-image-files.ts).
 */
export const tourImage = pgTable(
  'tour_image',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    path: text().notNull(),
    /** The widest copy's size (uploaded photos) or the illustration's. */
    width: smallint().notNull(),
    height: smallint().notNull(),
    /** null for the demo's illustrations, which have one file each. */
    hash: text(),
    widths: smallint().array().notNull().default([]),
    /** The alternative text per language (locale → text); a language without one reads the tour's title. */
    alt: jsonb().$type<Partial<Record<string, string>>>().notNull().default({}),
  },
  (t) => [
    // GET /api/tour/{id}/get-gallery and the first image of every card
    index('tour_image_tour_idx').on(t.tourId, t.position),
    // Deleting a photo: whether another line still shows its files (the same photo sent twice).
    index('tour_image_hash_idx').on(t.hash).where(sql`${t.hash} is not null`),
  ],
);

/**
 * A traveller's review of a tour; city_id is copied from the tour so city review pages read one index.
 * A review written on the site names its booking (one review per booking: the unique index); the
 * demo's and imported reviews have none. A hidden review (hidden_at) leaves every list and the rating.
 */
export const review = pgTable(
  'review',
  {
    id: serial().primaryKey(),
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    cityId: integer()
      .notNull()
      .references(() => city.id),
    authorName: text().notNull(),
    /** ISO 3166 alpha-2 of where the traveller comes from. */
    authorCountry: text(),
    language: text().notNull(),
    rating: smallint().notNull(),
    title: text(),
    body: text().notNull(),
    visitedOn: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    bookingId: uuid()
      .unique()
      .references((): AnyPgColumn => booking.id),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: uuid().references((): AnyPgColumn => appUser.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('review_rating_range', sql`${t.rating} between 1 and 5`),
    check('review_hidden_reason_check', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    // The back office's list of reviews, newest first (GET /api/admin/reviews).
    index('review_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // GET /api/reviews/{tourId}, newest first
    index('review_tour_idx').on(t.tourId, t.createdAt.desc(), t.id.desc()),
    // GET /api/reviews-by-city, newest first
    index('review_city_idx').on(t.cityId, t.createdAt.desc(), t.id.desc()),
    // GET /api/reviews/{tourId} and the tour page: the reader's language first, newest first, and how many there are
    index('review_tour_language_idx').on(t.tourId, t.language, t.createdAt.desc(), t.id.desc()),
    // GET /api/reviews-by-city and the city reviews page: the same for a city
    index('review_city_language_idx').on(t.cityId, t.language, t.createdAt.desc(), t.id.desc()),
    // GET /api/get-random-reviews: the pool of glowing reviews in a language
    index('review_language_rating_idx').on(t.language, t.id).where(sql`${t.rating} >= 4`),
  ],
);

/** A photo of a review, stored twice (a thumbnail and a large copy) in the file store under reviews/<id>-<size>.jpg. */
export const reviewPhoto = pgTable(
  'review_photo',
  {
    id: uuid().primaryKey().defaultRandom(),
    reviewId: integer()
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    /** The large copy's size; the thumbnail keeps its proportions. */
    width: smallint().notNull(),
    height: smallint().notNull(),
  },
  // The photos of a page of reviews, in their order.
  (t) => [index('review_photo_review_idx').on(t.reviewId, t.position)],
);

/**
 * Editorial content per language (home claims, continent, country and city introductions,
 * FAQ, about). `cms` names the entry ('continent:europa', 'country:italy', 'home');
 * a language without its own row falls back to en_US.
 */
export const contentEntry = pgTable(
  'content_entry',
  {
    cms: text().notNull(),
    language: text().notNull(),
    data: jsonb().$type<ContentData>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cms, t.language] })],
);

export interface ContentData {
  title: string;
  /** One or two sentences: meta description and page lead. */
  summary: string;
  /** Paragraphs of body text. */
  body: string[];
  /** Grouped items: the FAQ's topics and their questions, the about page's team, a page's benefits. */
  sections?: ContentSection[];
  /** A blog post's facts (entries named 'blog:{slug}'). */
  post?: BlogPostFacts;
  /** A legal page's version and the date it takes effect (entries 'privacy', 'terms', 'legal-notice', 'cookies'). */
  legal?: LegalVersion;
}

export interface ContentSection {
  /** Stable across languages: the anchor of the section. */
  id: string;
  title: string;
  items: { title: string; text: string }[];
}

export interface BlogPostFacts {
  category: BlogCategory;
  /** Day of publication, YYYY-MM-DD. */
  publishedAt: string;
  author: string;
  cover: { path: string; width: number; height: number; alt: string };
  /** The city the post is about: its tours are the post's related tours. */
  city?: string;
}
