// Text typed into the home page's search before the page's code has run (a slow phone, a slow network) is the
// traveller's: hydration must keep it, and the suggestions for it must show once the page is live.
import { describe } from 'vitest';
import { expect, hydrated, test } from './support/browser.ts';
import { message } from './support/site.ts';

describe('home search typed before hydration', () => {
  for (const [device, site, locale, typed, suggestion] of [
    ['desktop', '/en_US/EUR/', 'en_US', 'zürich', /Zürich/],
    ['phone', '/ja_JP/JPY/', 'ja_JP', '東京', /東京/],
  ] as const) {
    test(`keeps the text and suggests for it — ${locale} ${device}`, async ({ open }) => {
      const { page } = await open(device);
      // Hold every script until the text is typed: the page is the server's HTML only, as on a slow load.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\.js(\?|$)/, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(site, { waitUntil: 'commit' });
      const field = page.getByRole('search').getByRole('combobox', { name: message(locale, 'shell.search.label') });
      await field.waitFor();
      await field.pressSequentially(typed, { delay: 20 });
      expect(await page.evaluate(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__react')))).toBe(false);

      release();
      await hydrated(page);
      await page.getByRole('search').getByRole('option', { name: suggestion }).first().waitFor({ timeout: 30_000 });
      // Long after hydration (the report saw it wiped about 2 s later), the text is still there.
      await page.waitForTimeout(2_500);
      expect(await field.inputValue()).toBe(typed);
      expect(await field.getAttribute('aria-expanded')).toBe('true');
    });
  }
});
