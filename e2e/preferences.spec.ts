// Language and currency: URL segments, the picker (desktop) and the drawer (phone), cookies, Accept-Language, fallbacks.
import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, hydrated, pathOf, test, waitForPath } from './support/browser.ts';
import { cookie, htmlAttribute, message, messagePattern, startsWith } from './support/site.ts';

const oneYear = 31_536_000;

/** The preference cookie is there with about a year to live. */
async function expectYearCookie(context: BrowserContext, name: string, value: string) {
  await expect.poll(async () => (await cookie(context, name))?.value).toBe(value);
  const stored = await cookie(context, name);
  const lifetime = (stored?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(oneYear - 120);
  expect(lifetime).toBeLessThanOrEqual(oneYear + 5);
  expect(stored?.path).toBe('/');
}

/** The confirmation toast: announced in a status region, green, and closable. */
async function expectToastThenClose(page: Page, locale: string, text: RegExp) {
  const toast = page.locator('.toast-region[role="status"] .toast');
  await toast.waitFor();
  expect(await toast.innerText()).toMatch(text);
  const [r, g, b] = (await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).match(/\d+/g)!.map(Number) as [number, number, number];
  expect(g, `toast background rgb(${r}, ${g}, ${b}) should be green`).toBeGreaterThan(Math.max(r, b));
  await toast.getByRole('button', { name: message(locale, 'shell.toast.close') }).click();
  await toast.waitFor({ state: 'detached' });
}

describe('language and currency', () => {
  test('desktop: the picker switches to Deutsch and JPY, remembered for the next visit', async ({ open }) => {
    const { context, page } = await open('desktop');
    await page.goto('/');
    await waitForPath(page, '/en_US/EUR/');
    expect(await htmlAttribute(page, 'lang')).toBe('en-US');
    await hydrated(page);

    await page.getByRole('button', { name: startsWith('Language and currency') }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Deutsch', exact: true }).click();
    await waitForPath(page, '/de_DE/EUR/');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('de-DE');
    const nav = page.getByRole('navigation', { name: message('de_DE', 'shell.header.mainNavigation') });
    await nav.getByRole('link', { name: message('de_DE', 'shell.header.tours'), exact: true }).waitFor();
    await expectYearCookie(context, 'lang', 'de_DE');
    // The language is named as Intl names it, 'Deutsch (Deutschland)'.
    await expectToastThenClose(page, 'de_DE', messagePattern('de_DE', 'shell.picker.changed', { currency: 'EUR' }));

    // The picker's accessible name is translated with the page.
    await page.getByRole('button', { name: startsWith(message('de_DE', 'shell.picker.title')) }).click();
    await page.getByRole('tab', { name: message('de_DE', 'shell.picker.tabCurrency') }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: startsWith('JPY') }).click();
    await waitForPath(page, '/de_DE/JPY/');
    await expectYearCookie(context, 'currency', 'JPY');
    await expectToastThenClose(page, 'de_DE', messagePattern('de_DE', 'shell.picker.changed', { currency: 'JPY' }));

    // A later visit to '/' goes straight to the remembered language and currency.
    const later = await context.newPage();
    await later.goto('/');
    await waitForPath(later, '/de_DE/JPY/');
  });

  test('phone: the menu drawer’s More tab holds the same picker', async ({ open }) => {
    const { context, page } = await open('phone');
    await page.goto('/');
    await waitForPath(page, '/en_US/EUR/');
    await hydrated(page);
    // The desktop picker is hidden at 375 px.
    expect(await page.getByRole('button', { name: startsWith('Language and currency') }).isVisible()).toBe(false);

    await page.getByRole('button', { name: message('en_US', 'shell.mobile.openMenu') }).tap();
    const drawer = page.getByRole('dialog', { name: message('en_US', 'shell.header.menu') });
    await drawer.waitFor();
    await drawer.getByRole('tab', { name: message('en_US', 'shell.mobile.tab.more') }).tap();
    await drawer.getByRole('link', { name: 'Deutsch', exact: true }).tap();
    await waitForPath(page, '/de_DE/EUR/');
    await expect.poll(() => htmlAttribute(page, 'lang')).toBe('de-DE');
    await drawer.waitFor({ state: 'hidden' });
    await expectYearCookie(context, 'lang', 'de_DE');

    await page.getByRole('button', { name: message('de_DE', 'shell.mobile.openMenu') }).tap();
    const germanDrawer = page.getByRole('dialog', { name: message('de_DE', 'shell.header.menu') });
    await germanDrawer.waitFor();
    await germanDrawer.getByRole('tab', { name: message('de_DE', 'shell.mobile.tab.more') }).tap();
    await germanDrawer.getByRole('tab', { name: message('de_DE', 'shell.picker.tabCurrency') }).tap();
    await germanDrawer.getByRole('link', { name: startsWith('JPY') }).tap();
    await waitForPath(page, '/de_DE/JPY/');
    await expectYearCookie(context, 'currency', 'JPY');
    await page.locator('.toast').waitFor();

    await page.goto('/');
    await waitForPath(page, '/de_DE/JPY/');
  });

  test('a first visit follows Accept-Language', async ({ open }) => {
    const { page } = await open('desktop', { locale: 'fr-FR' });
    await page.goto('/');
    await waitForPath(page, '/fr_FR/EUR/');
    expect(await htmlAttribute(page, 'lang')).toBe('fr-FR');
    await page.getByRole('link', { name: message('fr_FR', 'shell.header.tours'), exact: true }).first().waitFor();
  });

  test('unknown, deactivated and miscased codes fall back to valid ones', async ({ open }) => {
    const { page } = await open('desktop');
    const currencies = (await (await page.request.get('/api/currencies')).json()) as { code: string; activated: boolean }[];
    const deactivated = currencies.find((currency) => !currency.activated)?.code;
    expect(deactivated, 'the reference data has a deactivated currency').toBeTruthy();

    // Fresh context: no cookies yet, so the fallbacks are en_US and EUR (the last case sets a cookie).
    const cases: [string, string][] = [
      ['/tours?city=rome', '/en_US/EUR/tours?city=rome'],
      ['/xx_XX/EUR/', '/en_US/EUR/'],
      ['/en_US/XYZ/', '/en_US/EUR/'],
      [`/en_US/${deactivated}/`, '/en_US/EUR/'],
      ['/EN_us/eur/tours', '/en_US/EUR/tours'],
      ['/de-de/JPY/', '/de_DE/JPY/'],
    ];
    for (const [from, to] of cases) {
      const response = await page.goto(from);
      expect(response?.status(), `${from} answers`).toBeLessThan(400);
      expect(pathOf(page), `${from} goes to`).toBe(to);
      await page.locator('.site-header').waitFor();
    }
  });

  test('a page of spec §2 answers with its form (200); any other path is a real 404', async ({ open }) => {
    const { page } = await open('desktop');
    const pickup = await page.goto('/en_US/EUR/airport-pickup');
    expect(pickup?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(message('en_US', 'quotes.page.airport-pickup.title'));
    await page.locator('form.quote-form').waitFor();

    const german = await page.goto('/de_DE/EUR/no-such-page');
    expect(german?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(message('de_DE', 'pages.notFound.title'));
    expect(await page.title()).toContain(message('de_DE', 'pages.notFound.title'));

    const missing = await page.goto('/en_US/EUR/no-such-page');
    expect(missing?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(message('en_US', 'pages.notFound.title'));
    // Still the whole site around it: header and footer to go on from.
    await page.locator('.site-header').waitFor();
    await page.locator('.site-footer').waitFor();
  });
});
