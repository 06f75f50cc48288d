import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Sharp } from 'sharp';
import { AppError } from '@cicerone/core/errors';
import { tourImageFormats, widthsFor, type TourImageFormat } from '@cicerone/core/tour-images/tour-image-files';
import { maxImagePixels, uploads } from '@cicerone/core/uploads';
import { loadSharp } from '../../shared/sharp.ts';


/** What sharp reports for the formats a tour photo may be (AVIF is a HEIF container with AV1 inside). */
const acceptedFormats = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Encoders' settings, for the budget (a 12-megapixel photo in under 1.5 s on a small machine):
 * AVIF's fastest effort (0) gave files as small as its default (4) on camera photos, at a tenth of
 * the time; WebP's effort 2 instead of 4 halves its time for a few percent more bytes. Quality 50
 * in AVIF looks about like 75 in WebP.
 */
const encoders: Record<TourImageFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75, effort: 2 }),
};

export interface ConvertedFile {
  width: number;
  format: TourImageFormat;
  bytes: Buffer;
}

export interface ConvertedImage {
  /** 16 hex digits of the original's SHA-256: the files' names. */
  hash: string;
  /** The widest copy's size. */
  width: number;
  height: number;
  widths: number[];
  files: ConvertedFile[];
}

// libvips keeps recent operations to answer a repeat from memory (up to 50 MB); every upload is a
// new photo, so that cache only grows the process. Off for the whole process: the other pictures
// (portraits, reviews' photos) are one-off conversions too.
// Conversions run one at a time in a process: each keeps libvips busy on its own, and two 12-megapixel
// decodes at once would double the memory for no gain on a small machine.
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => undefined);
  return run;
}

async function hashOf(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A photo file as the gallery keeps it (decision 0032): its type is what its bytes are (sharp reads
 * the header; the name and the browser's word count for nothing); it is turned upright, decoded once
 * at the largest width it is kept at (JPEG's shrink-on-load makes that decode cheap), and each
 * width is encoded as AVIF and WebP from that one copy. No metadata is written (camera, GPS position).
 */
export function convertTourImage(path: string): Promise<ConvertedImage> {
  return oneAtATime(async () => {
    const sharp = await loadSharp();
    const wrongType = (cause?: unknown) => new AppError(uploads.tourImage.wrongType, undefined, { cause });
    const input = () => sharp(path, { limitInputPixels: maxImagePixels, animated: false });
    // The header alone, whatever its size: a photo past the pixel limit is told so, not called a wrong type.
    const metadata = await sharp(path, { limitInputPixels: false, animated: false })
      .metadata()
      .catch((error: unknown) => {
        throw wrongType(error);
      });
    // A HEIF that is not AV1 is a HEIC, which the prebuilt sharp cannot decode.
    if (!acceptedFormats.has(metadata.format) || (metadata.format === 'heif' && metadata.compression !== 'av1')) throw wrongType();
    if (metadata.width * metadata.height > maxImagePixels) throw new AppError('image_too_many_pixels', { max: maxImagePixels / 1_000_000 });
    try {
      const uprightWidth = (metadata.orientation ?? 1) >= 5 ? metadata.height : metadata.width;
      const widths = widthsFor(uprightWidth);
      const largest = Math.max(...widths);
      const base = await input().rotate().resize({ width: largest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
      const files: ConvertedFile[] = [];
      // One encode at a time: side by side they were faster, but each of libuv's threads then grew
      // its own allocator arena and the process kept growing (RSS 200 → 400 MB over twelve photos).
      for (const width of widths) {
        for (const format of tourImageFormats) {
          files.push({ width, format, bytes: await encoders[format](sharp(base.data, { raw: base.info }).resize({ width })).toBuffer() });
        }
      }
      return { hash: await hashOf(path), width: base.info.width, height: base.info.height, widths, files };
    } catch (error) {
      // Right header but a body sharp cannot read (cut short, forged): not a photo.
      throw wrongType(error);
    }
  });
}
