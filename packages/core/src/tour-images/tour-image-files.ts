/**
 * The files a tour's uploaded photo becomes (requirements §back-office.catalogue, decision 0032): each photo is kept as AVIF
 * and WebP at a few widths, never wider than it was sent, under names made of its content's hash so a
 * name's bytes never change and browsers may keep them for a year. Zod-free: the server builds the
 * `srcset`s with it and the back office's page shows the same files.
 */
export const tourImageWidths = [400, 800, 1600] as const;
export const tourImageFormats = ['avif', 'webp'] as const;
export type TourImageFormat = (typeof tourImageFormats)[number];

/** The longest alternative text of a photo, per language. */
export const tourImageAltMax = 200;

/** Where the files are served (GET /api/tour-images/{file}). */
export const tourImageFilesPath = '/api/tour-images/';

/** `<hash>-<width>.<format>`: 16 hex digits of the photo's SHA-256 are plenty to tell a tour's photos apart. */
export const tourImageFilePattern = /^([0-9a-f]{16})-(\d{2,4})\.(avif|webp)$/;

export function tourImageFileName(hash: string, width: number, format: TourImageFormat): string {
  return `${hash}-${width}.${format}`;
}

/** The widths a photo `width` pixels wide is kept at: the standard ones below it, and its own when it is narrower than the largest. */
export function widthsFor(width: number): number[] {
  const largest = tourImageWidths[tourImageWidths.length - 1] as number;
  if (width >= largest) return [...tourImageWidths];
  return [...tourImageWidths.filter((standard) => standard < width), width];
}

export interface TourImageSource {
  type: `image/${TourImageFormat}`;
  srcset: string;
}

/** The `<source>`s of a `<picture>`, AVIF first (smaller; browsers take the first they can show). */
export function tourImageSources(hash: string, widths: readonly number[]): TourImageSource[] {
  return tourImageFormats.map((format) => ({
    type: `image/${format}`,
    srcset: widths.map((width) => `${tourImageFilesPath}${tourImageFileName(hash, width, format)} ${width}w`).join(', '),
  }));
}

/** The `<img src>` of a converted photo: its widest WebP, which every browser shows. */
export function tourImageFallback(hash: string, widths: readonly number[]): string {
  return `${tourImageFilesPath}${tourImageFileName(hash, Math.max(...widths), 'webp')}`;
}

/** A gallery line as the pages show it: the file every browser shows, and the `<source>`s of an uploaded photo. */
export function tourImageView(row: { path: string; width: number; height: number; hash: string | null; widths: readonly number[] }) {
  const sources = row.hash === null || row.widths.length === 0 ? [] : tourImageSources(row.hash, row.widths);
  return { path: row.path, width: row.width, height: row.height, sources };
}
