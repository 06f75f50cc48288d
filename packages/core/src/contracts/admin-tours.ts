import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { groupBands, maxGroupSize, tourDurations } from '../catalog/pricing.ts';
import { tourCategorySlugs } from '../catalog/tour-categories.ts';
import { specialFilters } from '../catalog/tour-filters.ts';
import { adminTourPublished, adminTourSorts, bandsFor, publishRequirements, tourTextLimits } from '../catalog/tour-editing.ts';
import { locales } from '../locales.ts';
import { adminPageSize, listPageFields, sortQuery } from './admin-lists.ts';
import { pageQuery } from './catalog.ts';
import { calendarDay, idParam, text } from './common.ts';

/**
 * The back office's catalogue of tours (requirements §back-office.catalogue): a list found by name or slug, filtered by city,
 * category and whether it is published; a tour created and edited field by field (its details, then
 * its texts one language at a time) and published once the public page has what it needs.
 * Prices are EUR cents per duration and group-size band, as tour_price keeps them (decision 0004).
 */
export const adminToursQuery = z.object({
  /** Part of a title in any language, of the city's or country's name, or of the slug. */
  q: text(200).trim().optional(),
  /** A city's slug (/city/{slug}). */
  city: text(200).trim().optional(),
  category: z.enum(tourCategorySlugs, { error: 'errors.adminTours.category' }).optional(),
  published: z.enum(adminTourPublished, { error: 'errors.query.boolean' }).optional(),
  page: pageQuery,
  ...sortQuery(adminTourSorts),
});
export type AdminToursQuery = z.infer<typeof adminToursQuery>;
export { adminPageSize };

export const adminTourParams = z.object({ id: idParam });
export const adminTourTextParams = z.object({ id: idParam, language: z.enum(locales, { error: 'errors.field.language' }) });

const people = z.number({ error: 'errors.adminTours.people' }).int({ error: 'errors.adminTours.people' }).min(1, { error: 'errors.adminTours.people' }).max(maxGroupSize, { error: 'errors.adminTours.people' });
const clock = z.string({ error: 'errors.adminTours.time' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'errors.adminTours.time' });
const whole = (min: number, max: number) => z.number({ error: 'errors.adminTours.number' }).int({ error: 'errors.adminTours.number' }).min(min, { error: 'errors.adminTours.number' }).max(max, { error: 'errors.adminTours.number' });

export const adminTourPriceSchema = z.strictObject({
  duration: z.enum(tourDurations, { error: 'errors.adminTours.prices' }),
  band: whole(0, groupBands.length - 1),
  /** EUR cents, as every catalogue price (decision 0004). */
  priceCents: z.number({ error: 'errors.adminTours.price' }).int({ error: 'errors.adminTours.price' }).min(1, { error: 'errors.adminTours.price' }).max(10_000_000, { error: 'errors.adminTours.price' }),
});
export type AdminTourPrice = z.infer<typeof adminTourPriceSchema>;

/** Everything about a tour but its texts: the details form and PUT /api/admin/tours/{id}. */
export const adminTourDetailsBody = z
  .strictObject({
    city: text(200, 'errors.adminTours.city').min(1, { error: 'errors.adminTours.city' }),
    category: z.enum(tourCategorySlugs, { error: 'errors.adminTours.category' }),
    featured: z.boolean().default(false),
    minPeople: people,
    maxPeople: people,
    minStartTime: clock,
    maxStartTime: clock,
    /** 0 = Sunday … 6 = Saturday. */
    weekdays: z.array(whole(0, 6)).min(1, { error: 'errors.adminTours.weekdays' }).max(7, { error: 'errors.adminTours.weekdays' }),
    guideLanguages: z.array(z.enum(locales, { error: 'errors.field.language' })).min(1, { error: 'errors.adminTours.guideLanguages' }).max(locales.length),
    features: z.array(z.enum(specialFilters, { error: 'errors.adminTours.features' })).max(specialFilters.length),
    prices: z.array(adminTourPriceSchema).max(tourDurations.length * groupBands.length),
    /** Private groups sold per day (tour_availability.groups_per_day). */
    groupsPerDay: whole(1, 100),
    /** How long before a start the last booking is taken. */
    bookingCutoffHours: whole(0, 720),
    /** Days the tour does not run, 'YYYY-MM-DD' in the city's calendar. */
    blockedDates: z.array(calendarDay('errors.adminTours.blockedDate')).max(366, { error: 'errors.adminTours.blockedDate' }),
  })
  .superRefine((tour, context) => {
    if (tour.maxPeople < tour.minPeople) context.addIssue({ code: 'custom', path: ['maxPeople'], message: 'errors.adminTours.peopleOrder' });
    if (tour.maxStartTime < tour.minStartTime) context.addIssue({ code: 'custom', path: ['maxStartTime'], message: 'errors.adminTours.timeOrder' });
    // The fields' own checks do not stop this one: a group size out of range has no band to look up.
    const sizes = [tour.minPeople, tour.maxPeople];
    const bands = sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= maxGroupSize) && tour.maxPeople >= tour.minPeople ? bandsFor(tour.minPeople, tour.maxPeople) : [];
    const keys = tour.prices.map((price) => `${price.duration}|${price.band}`);
    if (new Set(keys).size !== keys.length || tour.prices.some((price) => !bands.includes(price.band))) {
      context.addIssue({ code: 'custom', path: ['prices'], message: 'errors.adminTours.priceBands' });
    }
  });
export type AdminTourDetailsBody = z.infer<typeof adminTourDetailsBody>;

const line = text(tourTextLimits.line).trim().min(1, { error: 'errors.field.required' });
const lines = z.array(line).max(tourTextLimits.lines, { error: 'errors.adminTours.lines' });

/** One language's texts of a tour: PUT /api/admin/tours/{id}/texts/{language}, and the English ones of a new tour. */
export const adminTourTextBody = z.strictObject({
  title: text(tourTextLimits.title).trim().min(1, { error: 'errors.field.required' }),
  summary: text(tourTextLimits.summary).trim().min(1, { error: 'errors.field.required' }),
  description: text(tourTextLimits.description).trim().min(1, { error: 'errors.field.required' }),
  meetingPoint: text(tourTextLimits.meetingPoint).trim().min(1, { error: 'errors.field.required' }),
  highlights: lines,
  included: lines,
  notIncluded: lines,
  accessibility: lines,
  importantInformation: lines,
  itinerary: z.array(z.strictObject({ title: line, description: text(tourTextLimits.line * 4).trim() })).max(tourTextLimits.steps, { error: 'errors.adminTours.lines' }),
});
export type AdminTourTextBody = z.infer<typeof adminTourTextBody>;

/** POST /api/admin/tours: a new tour, unpublished, with its English texts (the fallback of every language). */
export const adminTourCreateBody = z.strictObject({ details: adminTourDetailsBody, english: adminTourTextBody });
export type AdminTourCreateBody = z.infer<typeof adminTourCreateBody>;

export const adminTourPublishBody = z.strictObject({ published: z.boolean({ error: 'errors.query.boolean' }) });

export const adminTourListItemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  /** In English (every tour has its English texts). */
  title: z.string(),
  city: z.object({ slug: z.string(), name: z.string() }),
  category: z.enum(tourCategorySlugs),
  published: z.boolean(),
  featured: z.boolean(),
  rating: z.number(),
  reviewCount: z.number().int(),
  /** The languages the tour has texts in. */
  languages: z.array(z.enum(locales)),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AdminTourListItem = z.infer<typeof adminTourListItemSchema>;

export const adminToursSchema = z
  .object({
    tours: z.array(adminTourListItemSchema),
    ...listPageFields,
    /** More tours match than totalItems: counting stops at adminTourCountLimit (1,000). */
    moreThan: z.boolean(),
  })
  .register(apiSchemas, { id: 'AdminTours' });
export type AdminTours = z.infer<typeof adminToursSchema>;

export const adminTourSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    published: z.boolean(),
    details: z.object({ ...adminTourDetailsBody.shape, featured: z.boolean() }),
    texts: z.partialRecord(z.enum(locales), adminTourTextBody),
    /** What stops it being published now (empty: it may be). */
    missingForPublish: z.array(z.enum(publishRequirements)),
    imageCount: z.number().int(),
  })
  .register(apiSchemas, { id: 'AdminTour' });
export type AdminTour = z.infer<typeof adminTourSchema>;

/** A write's answer: the tour as it now is, and the fields it changed (named as in tourDetailFields, tourTextFields…). */
export const adminTourChangeSchema = z.object({ message: z.string(), tour: adminTourSchema, changed: z.array(z.string()) });
export type AdminTourChange = z.infer<typeof adminTourChangeSchema>;
