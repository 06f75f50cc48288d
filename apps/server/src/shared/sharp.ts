import type sharpFactory from 'sharp';
import { onFirstUse } from './on-first-use.ts';

/**
 * sharp with libvips, loaded with the first photo converted or resized rather than at start (it is the
 * largest native library the server carries). libvips' operation cache is off: every upload is a
 * different picture, and a cache only holds memory on a small machine.
 */
export const loadSharp = onFirstUse(async (): Promise<typeof sharpFactory> => {
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  return sharp;
});
