// The gift-card designs (packages/core/src/gift-cards/gift-card-designs.ts) as the files the site
// serves from apps/web/public/gift-cards: an SVG per occasion and theme for the /gift-cards preview,
// and a light PNG per occasion for what cannot show SVG (mail clients) or wants pixels (the PDF).
// Written by scripts/gift-card-designs.ts; scripts/gift-card-art.test.ts fails when they drift.
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import { giftCardArtFile, giftCardSvg, giftCardThemes } from '@cicerone/core/gift-cards/gift-card-designs';
import { giftCardOccasions } from '@cicerone/core/gift-cards/gift-card-rules';

export const giftCardArtDir = new URL('../apps/web/public/gift-cards/', import.meta.url);

/** Twice the design's size: sharp on a phone's screen and about 170 dpi on the printed card. */
const pngScale = 2;

export function giftCardArtFiles(): { name: string; content: Buffer }[] {
  return giftCardOccasions.flatMap((occasion) => [
    ...giftCardThemes.map((theme) => ({ name: giftCardArtFile(occasion, theme, 'svg'), content: Buffer.from(giftCardSvg(occasion, theme)) })),
    {
      name: giftCardArtFile(occasion, 'light', 'png'),
      content: opaquePng(new Resvg(giftCardSvg(occasion, 'light'), { background: '#ffffff', fitTo: { mode: 'zoom', value: pngScale } }).render()),
    },
  ]);
}

/**
 * The rendered design as an RGB PNG on white (the mail's card and the printed page are white): with
 * no alpha channel pdfkit embeds the compressed rows as they are, where an RGBA PNG costs it a
 * decode and two compressions per document (about 40 ms, most of the PDF's budget).
 */
function opaquePng(image: { width: number; height: number; pixels: Buffer }): Buffer {
  const { width, height, pixels } = image;
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1); // each row starts with filter type 0 (none)
    for (let x = 0; x < width; x += 1) pixels.copy(rows, row + 1 + x * 3, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter choice, not interlaced
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
