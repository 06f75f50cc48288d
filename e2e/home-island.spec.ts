// Home's sections below the search are written by the server and kept by the browser as written (their data
// and messages are not in the document: lib/page/server-island.tsx). They must still work as the rendered
// sections did: links navigate in the app, a signed-in person's hearts toggle in place with the focus kept,
// hydration says nothing in the console, and a navigation back to home renders them from its data.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { hydrated } from './support/browser.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

const site = '/en_US/EUR';
const t = (key: string) => message('en_US', key);

/** What the page says in its console (errors and warnings), from its first script on. */
function consoleOf(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' || entry.type() === 'warning') said.push(`${entry.type()}: ${entry.text()}`);
  });
  page.on('pageerror', (error) => said.push(`pageerror: ${error.message}`));
  return said;
}

/** Marks the document, so a later check tells a navigation in the app (the mark stays) from a page load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/**
 * The answer to a heart's toggle. The heart shows what was asked for at once, so the test waits for the
 * server's answer itself: a page load started before it would cancel the request in flight
 * (`waitForLoadState('networkidle')` does not wait for requests made after the page loaded).
 */
const favouriteAnswered = (page: Page) =>
  page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/favourite/'));

/** The kept sections' behaviour (links, hearts) loads once the page has hydrated: until then they work as plain HTML. */
async function islandReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.locator('main [data-live]').waitFor({ state: 'attached' });
}

describe('home’s server-written sections', () => {
  test('a visitor: hydration keeps them as written, quietly, and their links navigate in the app', async ({ open }) => {
    const { page } = await open('desktop');
    const said = consoleOf(page);
    await page.goto(`${site}/`);
    const written = await page.locator('main').innerHTML();
    await islandReady(page);
    // The same elements (the island's element only says its behaviour is live).
    expect((await page.locator('main').innerHTML()).replace(' data-live=""', '')).toBe(written);
    expect(await page.locator('.tour-card').count()).toBeGreaterThan(0);
    // A visitor's heart is a link to the login, which comes back here.
    expect(await page.locator('.tour-card .favourite-button').first().getAttribute('href')).toMatch(/\/login\?next=/);

    await markDocument(page);
    const tile = page.locator('a.city-tile').first();
    const href = (await tile.getAttribute('href')) ?? '';
    const city = (await tile.locator('.city-tile-name').textContent())?.trim() ?? '';
    await tile.click();
    await page.waitForURL(`**${href}`);
    await expect.poll(() => page.locator('h1').textContent()).toContain(city);
    expect(await sameDocument(page)).toBe(true);

    // Back home by the header's link: the sections are rendered from the navigation's data and messages.
    await page.getByRole('link', { name: t('shell.header.home') }).first().click();
    await page.waitForURL(`**${site}/`);
    await expect.poll(() => page.getByRole('heading', { name: t('home.featuredTours') }).count()).toBe(1);
    await expect.poll(() => page.locator('.tour-card').count()).toBeGreaterThan(0);
    expect(await page.locator('.claims').textContent()).not.toContain('claims.');
    expect(await sameDocument(page)).toBe(true);
    expect(said).toEqual([]);
  });

  test('a signed-in person: a heart toggles in place, keeps the focus, and the favourites page lists the tour', async ({ open, signUp }) => {
    const { page, context } = await open('desktop');
    await signUp(context);
    const said = consoleOf(page);
    await page.goto(`${site}/`);
    await islandReady(page);
    await markDocument(page);
    const card = page.locator('.tour-card').first();
    const title = (await card.locator('.tour-card-link').innerText()).trim();
    const heart = card.getByRole('button', { name: t('favourites.add') });
    await heart.focus();
    const added = favouriteAnswered(page);
    const reloaded = page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname.endsWith('.data'));
    await page.keyboard.press('Enter');
    const pressed = card.locator('.favourite-button');
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
    expect(await pressed.getAttribute('aria-label')).toBe(t('favourites.remove'));
    expect(await page.evaluate(() => document.activeElement?.classList.contains('favourite-button'))).toBe(true);
    // The fetcher's action and the revalidation after it leave the sections as they are.
    expect((await added).ok()).toBe(true);
    expect((await reloaded).ok()).toBe(true);
    expect(await card.locator('.favourite-button').getAttribute('aria-pressed')).toBe('true');
    expect(await sameDocument(page)).toBe(true);

    await page.goto(`${site}/favourite-tours`);
    expect((await page.locator('.tour-card-link').allInnerTexts()).map((text) => text.trim())).toEqual([title]);

    // Taken back from home again.
    await page.goto(`${site}/`);
    await islandReady(page);
    const again = page.locator('.tour-card').filter({ hasText: title }).locator('.favourite-button');
    expect(await again.getAttribute('aria-label')).toBe(t('favourites.remove'));
    const removed = favouriteAnswered(page);
    await again.click();
    await expect.poll(() => again.getAttribute('aria-pressed')).toBe('false');
    expect((await removed).ok()).toBe(true);
    await page.goto(`${site}/favourite-tours`);
    expect(await page.locator('.tour-card-link').count()).toBe(0);
    expect(said).toEqual([]);
  });
});
