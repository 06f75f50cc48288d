// The gift-card designs (packages/core/src/gift-cards/gift-card-designs.ts) as the files the site
// serves from apps/web/public/gift-cards: an SVG per occasion and theme for the /gift-cards preview,
// and a light PNG per occasion for what cannot show SVG (mail clients) or wants pixels (the PDF).
// Written by scripts/gift-card-designs.ts; scripts/gift-card-art.test.ts fails when they drift.
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
      content: Buffer.from(new Resvg(giftCardSvg(occasion, 'light'), { fitTo: { mode: 'zoom', value: pngScale } }).render().asPng()),
    },
  ]);
}
