import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/catalogs.ts';
import { locales } from '../locales.ts';
import { giftCardSvg, giftCardThemes } from './gift-card-designs.ts';
import { giftCardOccasions } from './gift-card-rules.ts';

describe('the gift-card designs', () => {
  it('draw eleven distinct illustrations, each in its own light and dark colours', () => {
    const drawings = giftCardOccasions.flatMap((occasion) => giftCardThemes.map((theme) => giftCardSvg(occasion, theme)));
    expect(new Set(drawings).size).toBe(22);
    for (const svg of drawings) expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 640 400"[^]*<\/svg>\n$/);
    // No text in the art: names and amounts are set in the reader's language and font beside it.
    for (const svg of drawings) expect(svg).not.toMatch(/<text|<image|href=/);
  });

  it.each(locales)('each occasion has its title in %s', (locale) => {
    const t = translatorFor(locale);
    const titles = giftCardOccasions.map((occasion) => t(`giftCards.occasion.${occasion}`));
    for (const title of titles) expect(title).not.toMatch(/^giftCards\./);
    expect(new Set(titles).size).toBe(giftCardOccasions.length);
  });
});
