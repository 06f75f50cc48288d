import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tourCategorySlugs, type TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import { galleryImage } from './art/scene.ts';

/** Illustrations per category; each tour shows four to six of its category's. */
export const galleryVariants = 8;
export const galleryImageSize = { width: 1200, height: 800 } as const;

const fileName = (category: TourCategorySlug, variant: number) => `${category}-${variant}.svg`;

/** Public URL paths of a category's illustrations (the server serves filesDir at /files/). */
export function galleryPaths(category: TourCategorySlug): string[] {
  return Array.from({ length: galleryVariants }, (_, i) => `/files/gallery/${fileName(category, i + 1)}`);
}

/** Writes the illustrations that are missing under <filesDir>/gallery; existing files are left alone. */
export function writeGallery(filesDir: string): number {
  const folder = join(filesDir, 'gallery');
  mkdirSync(folder, { recursive: true });
  let written = 0;
  for (const category of tourCategorySlugs) {
    for (let variant = 1; variant <= galleryVariants; variant++) {
      const file = join(folder, fileName(category, variant));
      if (existsSync(file)) continue;
      writeFileSync(file, galleryImage(category, variant));
      written++;
    }
  }
  return written;
}
