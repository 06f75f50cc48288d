import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { giftCardArtDir, giftCardArtFiles } from './gift-card-art.ts';

describe('the gift-card design files', () => {
  it('are what the designs draw now (run npm run gift-cards:designs after changing one)', () => {
    const files = giftCardArtFiles();
    // Eleven occasions: a light and a dark SVG, and the light PNG for mail and print.
    expect(files).toHaveLength(33);
    for (const file of files) expect(readFileSync(new URL(file.name, giftCardArtDir)).equals(file.content), file.name).toBe(true);
  });
});
