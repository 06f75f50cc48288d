import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { placeKinds, placeSorts } from '../places/place-kinds.ts';
import { listPageFields, sortDirections } from './admin-lists.ts';
import { pageQuery } from './catalog.ts';
import { idParam, int4Max, text } from './common.ts';

/**
 * The back office's cities, countries and categories (requirements §back-office.catalogue, decision 0034): switched on
 * and off, ordered, featured, and their texts per language — the content entries the city and
 * country pages read (city:{slug}, country:{slug}, English when a language has none) and a
 * category's title. Changes show on the public pages at once (the process's caches are dropped).
 */
export const adminPlacesQuery = z.object({
  kind: z.enum(placeKinds, { error: 'errors.query.status' }).default('cities'),
  /** The start of a name or slug, any case. */
  q: text(80).trim().optional(),
  status: z.enum(['active', 'inactive'], { error: 'errors.query.status' }).optional(),
  page: pageQuery,
  sort: z.enum(placeSorts, { error: 'errors.query.sort' }).default('order'),
  // Places read in their public order, first first.
  dir: z.enum(sortDirections, { error: 'errors.query.sort' }).default('asc'),
});
export type AdminPlacesQuery = z.infer<typeof adminPlacesQuery>;

export const adminPlaceParams = z.object({ kind: z.enum(placeKinds, { error: 'errors.query.status' }), id: idParam });
export const adminPlaceTextParams = adminPlaceParams.extend({ language: z.enum(locales, { error: 'errors.field.language' }) });

export const adminPlaceSchema = z
  .object({
    kind: z.enum(placeKinds),
    id: z.number().int(),
    slug: z.string(),
    /** English, and in the asked language. */
    name: z.string(),
    nameTranslated: z.string(),
    /** A city's country; null otherwise. */
    country: z.string().nullable(),
    activated: z.boolean(),
    /** Cities only (null for the others). */
    featured: z.boolean().nullable(),
    /** Cities and categories: their place in the public lists, first first (null for countries, listed by name). */
    order: z.number().int().nullable(),
  })
  .register(apiSchemas, { id: 'AdminPlace' });
export type AdminPlace = z.infer<typeof adminPlaceSchema>;

export const adminPlacesSchema = z.object({ places: z.array(adminPlaceSchema), ...listPageFields }).register(apiSchemas, { id: 'AdminPlaces' });
export type AdminPlaces = z.infer<typeof adminPlacesSchema>;

export const placeChangeBody = z.strictObject({
  activated: z.boolean().optional(),
  featured: z.boolean().optional(),
  order: z.number({ error: 'errors.field.place_order' }).int({ error: 'errors.field.place_order' }).min(0, { error: 'errors.field.place_order' }).max(Math.min(int4Max, 32_767), { error: 'errors.field.place_order' }).optional(),
});
export type PlaceChangeBody = z.infer<typeof placeChangeBody>;

/** A place's texts in one language: a category has only its title; a city's or country's page its title, lead and paragraphs. */
export const placeTextBody = z.strictObject({
  title: text(160).trim().min(1, { error: 'errors.field.required' }),
  summary: text(400).trim().optional(),
  body: z.array(text(4_000).trim()).max(20, { error: 'errors.field.too_long' }).optional(),
});
export type PlaceTextBody = z.infer<typeof placeTextBody>;

export const placeTextSchema = z.object({
  language: z.enum(locales),
  /** Whether the language has its own text; when not, the page shows English. */
  written: z.boolean(),
  title: z.string(),
  summary: z.string(),
  body: z.array(z.string()),
});
export const placeTextsSchema = z.object({ place: adminPlaceSchema, texts: z.array(placeTextSchema) }).register(apiSchemas, { id: 'AdminPlaceTexts' });
export type PlaceTexts = z.infer<typeof placeTextsSchema>;
