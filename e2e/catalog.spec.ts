// A visitor finds a tour: home → a featured city → one of its tours → the city's reviews, in two
// languages and two currencies, on a desktop and a phone; the list and the tour pass an axe scan.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, hydrated, pathOf, resultsDir, test, type Device } from './support/browser.ts';
import { formatted, message } from './support/site.ts';

/** How each currency's amounts look in the page: the symbol Intl prints for it. */
const currencySign: Record<string, RegExp> = { EUR: /€/, USD: /\$/ };

async function shoot(page: Page, name: string) {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: false });
}

describe('browsing the catalogue', () => {
  const journeys: [Device, string, string][] = [
    ['desktop', 'en_US', 'EUR'],
    ['desktop', 'fr_FR', 'USD'],
    ['phone', 'en_US', 'USD'],
    ['phone', 'fr_FR', 'EUR'],
  ];

  for (const [device, locale, currency] of journeys) {
    test(`home → city → tour → reviews, ${locale} ${currency}, ${device}`, async ({ open }) => {
      const { page } = await open(device);
      const site = `/${locale}/${currency}`;
      await page.goto(`${site}/`);
      await hydrated(page);
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(message(locale, 'home.title'));

      // A featured city from the home page.
      const cityTile = page.locator('a.city-tile').first();
      const cityName = (await cityTile.locator('.city-tile-name').textContent())?.trim() ?? '';
      await cityTile.click();
      await page.waitForURL(new RegExp(`${site}/city/[a-z0-9-]+$`));
      await expect.poll(() => page.locator('h1').textContent()).toContain(cityName);
      const citySlug = pathOf(page).split('/').pop() as string;

      // One of its tours, with its price in the chosen currency.
      const card = page.locator('.tour-card').first();
      await expect.poll(() => card.textContent()).toMatch(currencySign[currency] as RegExp);
      const tourTitle = (await card.locator('.tour-card-link').textContent())?.trim() ?? '';
      await card.locator('.tour-card-link').click();
      await page.waitForURL(new RegExp(`${site}/tour/[a-z0-9-]+$`));
      await hydrated(page);
      await expect.poll(async () => (await page.locator('h1').textContent())?.trim()).toBe(tourTitle);
      const booking = page.locator('.booking-panel').first();
      await expect.poll(() => booking.textContent()).toMatch(currencySign[currency] as RegExp);
      expect(await page.getByRole('heading', { name: message(locale, 'tour.sections.itinerary') }).count()).toBe(1);
      await shoot(page, `tour-${device}-${locale}-${currency}`);

      // The city's reviews, 10 per page, page X of Y.
      await page.locator('#reviews a[href$="/reviews"]').click();
      await page.waitForURL(`**${site}/city/${citySlug}/reviews`);
      const status = page.locator('.pagination-status').first();
      await expect.poll(() => page.locator('h1').textContent()).toBe(formatted(locale, 'reviews.city.title', { city: cityName }));
      const firstStatus = (await status.textContent()) ?? '';
      const total = Number(firstStatus.match(/(\d+)\D*$/)?.[1]);
      expect(firstStatus).toBe(formatted(locale, 'catalog.pagination.status', { page: 1, total }));
      const shown = await page.locator('.review').count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThanOrEqual(10);
      if (total > 1) {
        await page.locator('.pagination a[rel="next"]').first().click();
        await page.waitForURL(`**${site}/city/${citySlug}/reviews?page=2`);
        await expect.poll(() => page.locator('.pagination-status').first().textContent()).toBe(formatted(locale, 'catalog.pagination.status', { page: 2, total }));
      }
    });
  }

  test('the tours list keeps its filters in the URL, says when nothing matches, and resets after a pause', async ({ open }) => {
    const { page } = await open('desktop');
    await page.goto('/en_US/USD/tours');
    await hydrated(page);
    expect(await page.locator('.tour-card').count()).toBeGreaterThan(0);

    // A category and a sort order: applied as they are chosen, kept in the address.
    await page.getByRole('checkbox', { name: message('en_US', 'tours.special.family') }).check();
    await page.waitForURL(/special=family/);
    await page.getByRole('checkbox', { name: /Food/ }).first().check();
    await page.waitForURL(/cat=food-tour/);
    await page.getByLabel(message('en_US', 'tours.sort.label')).selectOption('price-asc');
    await page.waitForURL(/sort=price-asc/);
    // The list follows once its data arrived: cheapest first, every price in dollars.
    const shownPrices = async () => page.locator('.tour-card-price strong').allTextContents();
    const ascending = (prices: string[]) => {
      const amounts = prices.map((price) => Number(price.replace(/[^\d.]/g, '')));
      return prices.length > 0 && prices.every((price) => price.includes('$')) && amounts.every((amount, i) => i === 0 || amount >= (amounts[i - 1] as number));
    };
    await expect.poll(async () => ascending(await shownPrices())).toBe(true);

    // A search nothing matches.
    await page.goto('/en_US/USD/tours?q=zzqqxxnothing');
    await hydrated(page);
    await page.getByRole('heading', { name: message('en_US', 'tours.empty.title') }).waitFor();
    expect(await page.locator('.tour-card').count()).toBe(0);

    // Reset waits 200 ms before the list is reloaded without filters.
    const clicked = Date.now();
    await page.getByRole('link', { name: message('en_US', 'tours.filters.reset') }).first().click();
    await page.waitForURL((url) => url.pathname === '/en_US/USD/tours' && url.search === '');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(200);
    await expect.poll(() => page.locator('.tour-card').count()).toBeGreaterThan(0);
  });

  test('without JavaScript the home page shows every section and the tours list filters from its URL', async ({ open }) => {
    const { page } = await open('phone', { javaScriptEnabled: false });
    await page.goto('/en_US/EUR/');
    // The sections whose code loads after the page's own are in the HTML itself, visible.
    expect(await page.locator('a.city-tile').count()).toBeGreaterThan(4);
    expect(await page.locator('.tour-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.review').count()).toBe(5);
    await page.goto('/en_US/EUR/tours?cat=bike-tour');
    expect(await page.locator('.tour-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.tour-card-category').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/Bike/)]),
    );
  });

  test('unknown tour and city slugs are real 404 pages', async ({ open }) => {
    const { page } = await open('desktop');
    for (const path of ['/en_US/EUR/tour/no-such-tour', '/en_US/EUR/city/no-such-city', '/en_US/EUR/country/atlantis']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('h1').textContent()).toBe(message('en_US', 'pages.notFound.title'));
    }
  });
});

describe('accessibility of the tours list and the tour page', () => {
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21aa'];
  for (const device of ['desktop', 'phone'] as const) {
    test(`axe on /tours and a tour page, ${device}`, async ({ open }) => {
      const { page } = await open(device);
      await page.goto('/en_US/EUR/tours?cat=food-tour');
      await hydrated(page);
      expect(await page.locator('.tour-card').count()).toBeGreaterThan(0);
      const list = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(list.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.locator('.tour-card-link').first().click();
      await page.waitForURL(/\/tour\//);
      await hydrated(page);
      const detail = await new AxeBuilder({ page }).withTags(wcag).analyze();
      expect(detail.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
