import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { tourCategorySlugs } from '../catalog/tour-categories.ts';
import { maxGroupSize, tourDurations } from '../catalog/pricing.ts';
import { specialFilters, tourListDefaults, tourSorts } from '../catalog/tour-filters.ts';
import { isSearchable } from '../search-length.ts';
import { blogCategories } from '../content/blog.ts';
import { idParam, languageQuery, text } from './common.ts';

/** Lists arrive as `a,b` or as repeated `x=a&x=b`; both end as a de-duplicated array. */
function listOf<T extends readonly [string, ...string[]]>(values: T, error: string) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => [...new Set((Array.isArray(raw) ? raw : [raw]).flatMap((item) => item.split(',')).map((item) => item.trim()).filter(Boolean))])
    .pipe(z.array(z.enum(values, { error })));
}

export const currencyQuery = z
  .string()
  .regex(/^[A-Za-z]{3}$/, { error: 'errors.exchangeRate.currencyCode' })
  .transform((code) => code.toUpperCase())
  .default('EUR');

export const pageQuery = z.coerce.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(1, { error: 'errors.query.page' }).max(10_000, { error: 'errors.query.page' }).default(1);
const amountQuery = z.coerce.number({ error: 'errors.tours.price' }).min(0, { error: 'errors.tours.price' }).max(10_000_000, { error: 'errors.tours.price' });

/**
 * The first day a tour can still start: today in the last time zone to reach it (UTC−12),
 * so a traveller anywhere may pick their own today, and no one a day that is over for all.
 */
export function earliestStartDate(now: Date = new Date()): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

/** GET /api/tours — requirements §api.paths query names, plus q (free text), sort and currency (of the price filter and the prices shown). */
export const toursQuery = z
  .object({
    page: pageQuery,
    size: z.coerce.number({ error: 'errors.query.integer' }).int({ error: 'errors.query.integer' }).min(1, { error: 'errors.query.size' }).max(tourListDefaults.maxSize, { error: 'errors.query.size' }).default(tourListDefaults.size),
    categories: listOf(tourCategorySlugs, 'errors.tours.category').optional(),
    people: z.coerce.number({ error: 'errors.tours.people' }).int({ error: 'errors.tours.people' }).min(1, { error: 'errors.tours.people' }).max(maxGroupSize, { error: 'errors.tours.people' }).default(tourListDefaults.people),
    minPrice: amountQuery.default(tourListDefaults.minPrice),
    /** Absent: no upper bound (the slider at its top means "and more"). */
    maxPrice: amountQuery.optional(),
    /** A city slug (or its numeric id). */
    city: text(120).trim().min(1).optional(),
    language: languageQuery,
    currency: currencyQuery,
    /** A day (YYYY-MM-DD): tours that run on that weekday; not a day already over everywhere. */
    startAt: z.iso
      .date({ error: 'errors.tours.startAt' })
      .refine((day) => day >= earliestStartDate(), { error: 'errors.tours.startAtPast' })
      .optional(),
    duration: z.enum(tourDurations, { error: 'errors.tours.duration' }).optional(),
    specialFilters: listOf(specialFilters, 'errors.tours.specialFilter').optional(),
    /** Free text: the tours whose words (title, highlights, category, places, guide languages) hold it, best match first (search-length.ts says how much makes a search). */
    q: text(80, 'errors.cities.queryTooLong').trim().refine(isSearchable, { error: 'errors.tours.queryTooShort' }).optional(),
    sort: z.enum(tourSorts, { error: 'errors.tours.sort' }).default(tourListDefaults.sort),
  })
  .refine((query) => query.maxPrice === undefined || query.maxPrice >= query.minPrice, {
    error: 'errors.tours.priceRange',
    path: ['maxPrice'],
  });
export type ToursQuery = z.infer<typeof toursQuery>;

export const localizedQuery = z.object({ language: languageQuery, currency: currencyQuery });
export const tourIdParams = z.object({ id: idParam });
export const slugQuery = z.object({ slug: text(120).trim().min(1), language: languageQuery });

export const moneySchema = z
  .object({
    /** Minor units of `currency` (cents, or yen for JPY). */
    amount: z.number().int(),
    currency: z.string(),
    /** The same price in EUR cents, as stored. */
    eurCents: z.number().int(),
  })
  .register(apiSchemas, { id: 'Money' });
export type Money = z.infer<typeof moneySchema>;

/** One `<source>` of a `<picture>`: a format and its files by width (uploaded photos, decision 0032). */
export const tourImageSourceSchema = z.object({ type: z.enum(['image/avif', 'image/webp']), srcset: z.string() }).register(apiSchemas, { id: 'TourImageSource' });

export const tourImageSchema = z
  .object({
    id: z.number().int(),
    /** The image every browser shows (`<img src>`); width and height are its size, for the page's layout. */
    path: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    /** Smaller and newer formats at several widths, AVIF first; empty for an image with one file. */
    sources: z.array(tourImageSourceSchema),
    alt: z.string(),
  })
  .register(apiSchemas, { id: 'TourImage' });
export type TourImage = z.infer<typeof tourImageSchema>;

const placeRef = z.object({ id: z.number().int(), name: z.string(), nameTranslated: z.string(), slug: z.string() });

export const tourCardSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    /** The language the texts are in: the asked one, or en_US when the tour has no text in it. */
    contentLanguage: z.string(),
    city: placeRef,
    country: placeRef,
    category: z.object({ slug: z.string(), title: z.string() }),
    image: tourImageSchema.nullable(),
    rating: z.number(),
    reviewCount: z.number().int(),
    featured: z.boolean(),
    durations: z.array(z.enum(tourDurations)),
    /** The cheapest matching duration for the asked group size; null when the tour cannot take that group. */
    price: moneySchema.nullable(),
    priceDuration: z.enum(tourDurations).nullable(),
    features: z.array(z.string()),
  })
  .register(apiSchemas, { id: 'TourCard' });
export type TourCard = z.infer<typeof tourCardSchema>;

export const tourListSchema = z
  .object({
    tours: z.array(tourCardSchema),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
  })
  .register(apiSchemas, { id: 'TourList' });
export type TourList = z.infer<typeof tourListSchema>;

export const tourPriceSchema = z.object({
  duration: z.enum(tourDurations),
  minTravellers: z.number().int(),
  maxTravellers: z.number().int(),
  price: moneySchema,
});
export type TourPrice = z.infer<typeof tourPriceSchema>;

export const tourDetailSchema = tourCardSchema
  .extend({
    description: z.string(),
    itinerary: z.array(z.object({ title: z.string(), description: z.string() })),
    included: z.array(z.string()),
    notIncluded: z.array(z.string()),
    accessibility: z.array(z.string()),
    highlights: z.array(z.string()),
    importantInformation: z.array(z.string()),
    meetingPoint: z.string(),
    minPeople: z.number().int(),
    maxPeople: z.number().int(),
    minStartTime: z.string(),
    maxStartTime: z.string(),
    /** Bit 0 = Sunday … bit 6 = Saturday. */
    weekdays: z.number().int(),
    guideLanguages: z.array(z.string()),
    timeZone: z.string(),
    /** Bookings close this many hours before a start. */
    bookingCutoffHours: z.number().int(),
    prices: z.array(tourPriceSchema),
    cancellationPolicy: z.object({ serviceType: z.literal('tour'), freeCancellationHours: z.number().int() }),
    gallery: z.array(tourImageSchema),
  })
  .register(apiSchemas, { id: 'TourDetail' });
export type TourDetail = z.infer<typeof tourDetailSchema>;

export const reviewPhotoSchema = z
  .object({
    id: z.string(),
    thumbUrl: z.string(),
    largeUrl: z.string(),
    /** The large copy's size; the thumbnail keeps its proportions within 320 px. */
    width: z.number().int(),
    height: z.number().int(),
  })
  .register(apiSchemas, { id: 'ReviewPhoto' });
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const reviewSchema = z
  .object({
    id: z.number().int(),
    authorName: z.string(),
    authorCountry: z.string().nullable(),
    /** The country's name in the requested language (reference data). */
    authorCountryName: z.string().nullable(),
    language: z.string(),
    rating: z.number().int(),
    title: z.string().nullable(),
    body: z.string(),
    visitedOn: z.string(),
    createdAt: z.string(),
    tour: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
    /** The traveller's photos, in their order: a thumbnail (320 px) and a large copy (1600 px) each. */
    photos: z.array(reviewPhotoSchema),
  })
  .register(apiSchemas, { id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

export const reviewPageSchema = z
  .object({
    reviews: z.array(reviewSchema),
    rating: z.number(),
    totalReviews: z.number().int(),
    /** How many of them are in the requested language; those come first. */
    totalInLanguage: z.number().int(),
    totalPages: z.number().int(),
    currentPage: z.number().int(),
    pageSize: z.number().int(),
    /** Always false here: whether a traveller may review is per booking (GET /api/reviews/can-comment/{tourId}/{bookingId}). */
    canComment: z.boolean(),
  })
  .register(apiSchemas, { id: 'ReviewPage' });
export type ReviewPage = z.infer<typeof reviewPageSchema>;

export const tourReviewsQuery = z.object({ page: pageQuery, language: languageQuery });
export const cityReviewsQuery = z.object({
  cityId: idParam,
  language: languageQuery,
  page: pageQuery,
  limit: z.coerce.number({ error: 'errors.query.integer' }).int().min(1, { error: 'errors.query.size' }).max(50, { error: 'errors.query.size' }).default(10),
});
export const randomReviewsQuery = z.object({
  language: languageQuery,
  limit: z.coerce.number({ error: 'errors.query.integer' }).int().min(1, { error: 'errors.query.size' }).max(20, { error: 'errors.query.size' }).default(5),
});

const contentSectionSchema = z.object({ id: z.string(), title: z.string(), items: z.array(z.object({ title: z.string(), text: z.string() })) });
export const blogPostFactsSchema = z.object({
  category: z.enum(blogCategories),
  publishedAt: z.string(),
  author: z.string(),
  cover: z.object({ path: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() }),
  city: z.string().optional(),
});
export const contentDataSchema = z.object({
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
  sections: z.array(contentSectionSchema).optional(),
  post: blogPostFactsSchema.optional(),
  /** A legal page's version and the date it takes effect (core privacy/legal.ts). */
  legal: z.object({ version: z.string(), effectiveOn: z.iso.date() }).optional(),
});
export const contentEntrySchema = z
  .object({ cms: z.string(), language: z.string(), requestedLanguage: z.string(), data: contentDataSchema })
  .register(apiSchemas, { id: 'ContentEntry' });
export type ContentEntry = z.infer<typeof contentEntrySchema>;

/** Spec: content_cms_entry__ (the continent or country slug) and language. */
export const placeCmsQuery = z.object({ content_cms_entry__: text(120).trim().min(1), language: languageQuery });
export const cmsEntryQuery = z.object({ content_cms: text(120).trim().min(1), language: languageQuery });

const placeSummary = placeRef.extend({ toursCount: z.number().int() });

export const cityDataSchema = z
  .object({
    city: placeRef.extend({ timeZone: z.string(), latitude: z.number(), longitude: z.number() }),
    country: placeRef,
    continent: z.object({ slug: z.string(), name: z.string(), nameTranslated: z.string() }),
    content: contentEntrySchema.nullable(),
    toursCount: z.number().int(),
    rating: z.number(),
    totalReviews: z.number().int(),
  })
  .register(apiSchemas, { id: 'CityData' });
export type CityData = z.infer<typeof cityDataSchema>;

export const countryDataSchema = z
  .object({
    country: placeRef.extend({ iso2: z.string() }),
    continent: z.object({ slug: z.string(), name: z.string(), nameTranslated: z.string() }),
    content: contentEntrySchema.nullable(),
    /** Cities with tours for sale, most visited first. */
    cities: z.array(placeSummary),
    toursCount: z.number().int(),
  })
  .register(apiSchemas, { id: 'CountryData' });
export type CountryData = z.infer<typeof countryDataSchema>;

export const continentDataSchema = z
  .object({
    continent: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), nameTranslated: z.string() }),
    content: contentEntrySchema.nullable(),
    /** Countries with tours for sale, by translated name. */
    countries: z.array(placeSummary),
    toursCount: z.number().int(),
  })
  .register(apiSchemas, { id: 'ContinentData' });
export type ContinentData = z.infer<typeof continentDataSchema>;

export const homeSchema = z
  .object({
    featuredCities: z.array(placeRef.extend({ country: z.string(), image: z.string().nullable(), toursCount: z.number().int() })),
    featuredTours: z.array(tourCardSchema),
    categories: z.array(z.object({ slug: z.string(), title: z.string(), order: z.number().int() })),
    reviews: z.array(reviewSchema),
    claims: z.object({
      bookingsPerYear: z.number().int(),
      destinations: z.number().int(),
      guides: z.number().int(),
      partnerAgencies: z.number().int(),
      rating: z.number(),
    }),
  })
  .register(apiSchemas, { id: 'Home' });
export type Home = z.infer<typeof homeSchema>;
