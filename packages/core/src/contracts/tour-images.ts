import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { locales } from '../locales.ts';
import { idField, idParam, text } from './common.ts';
import { tourImageSchema } from './catalog.ts';
import { tourImageAltMax } from '../tour-images/tour-image-files.ts';

/**
 * A tour's gallery in the back office (requirements §back-office.catalogue, decision 0032): the photos in their order, each
 * with its files and its alternative text per language; photos are added one file a request
 * (multipart), reordered by naming every photo once in the new order, described, or deleted.
 */
export const tourImageAltSchema = z.partialRecord(z.enum(locales), z.string()).register(apiSchemas, { id: 'TourImageAlt' });

/** A photo as the public pages show it, with its alternative text in every language it has one. */
export const adminTourImageSchema = tourImageSchema
  .omit({ alt: true })
  .extend({ alt: tourImageAltSchema })
  .register(apiSchemas, { id: 'AdminTourImage' });
export type AdminTourImage = z.infer<typeof adminTourImageSchema>;

export const adminTourGallerySchema = z
  .object({ tourId: z.number().int(), slug: z.string(), title: z.string(), images: z.array(adminTourImageSchema) })
  .register(apiSchemas, { id: 'AdminTourGallery' });
export type AdminTourGallery = z.infer<typeof adminTourGallerySchema>;

export const tourGalleryParams = z.object({ id: idParam });
export const tourImageParams = z.object({ id: idParam, imageId: idParam });

/** Every photo of the tour, once, in the new order. */
export const tourImageOrderBody = z.strictObject({
  order: z.array(idField).min(1).max(200).refine((ids) => new Set(ids).size === ids.length, { error: 'errors.tour_image_order_mismatch' }),
});
export type TourImageOrderBody = z.infer<typeof tourImageOrderBody>;

/** The texts per language; an empty text removes the language's own (it then reads the title). */
export const tourImageAltBody = z.strictObject({
  alt: z.partialRecord(z.enum(locales), text(tourImageAltMax, 'errors.field.too_long').trim()),
});
export type TourImageAltBody = z.infer<typeof tourImageAltBody>;

/** GET /api/tour-images/{file}: `<hash>-<width>.<avif|webp>`. */
export const tourImageFileParams = z.object({ file: z.string().regex(/^[0-9a-f]{16}-\d{2,4}\.(avif|webp)$/) });
