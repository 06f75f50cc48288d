// Requirements §quality.performance (SEO 100): what the site sells besides tours — gift cards, the services asked for by a request for a
// quote — are pages to be found: described, canonical, with their languages' alternates, never 'noindex'.
import { describe } from 'vitest';
import { expect, test } from './support/browser.ts';
import { message } from './support/site.ts';

const pages = [
  { path: '/gift-cards', description: 'giftCards.purchase.intro' },
  { path: '/airport-pickup', description: 'quotes.page.airport-pickup.intro' },
  { path: '/cruise-tour', description: 'quotes.page.cruise.intro' },
];

describe('indexed pages', () => {
  test('the gift cards and quote pages are described and indexable, in the visitor’s language', async ({ open }) => {
    const { page, baseURL } = await open('phone');
    for (const { path, description } of pages) {
      await page.goto(`/de_DE/EUR${path}`);
      const head = page.locator('head');
      expect(await head.locator('meta[name="robots"]').count(), path).toBe(0);
      expect(await head.locator('meta[name="description"]').getAttribute('content')).toBe(message('de_DE', description));
      expect(await head.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${baseURL}/de_DE/EUR${path}`);
      expect(await head.locator('link[rel="alternate"][hreflang="ja-JP"]').getAttribute('href')).toBe(`${baseURL}/ja_JP/EUR${path}`);
    }
  });
});
