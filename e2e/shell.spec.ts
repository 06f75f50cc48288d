// The shell every page shares: keyboard order, the header's dropdowns, the footer.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { company } from '../packages/core/src/company.ts';
import { expect, hydrated, test } from './support/browser.ts';
import { message, startsWith } from './support/site.ts';

const t = (key: string) => message('en_US', key);

/** The accessible-ish name of the focused element: its aria-label, else its text. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return (element?.getAttribute('aria-label') ?? element?.innerText ?? '').trim();
  });
}

async function openHome(page: Page) {
  await page.goto('/en_US/EUR/');
  await hydrated(page);
}

describe('shell', () => {
  test('keyboard: the skip link comes first, then the header controls in order', async ({ open }) => {
    const { page } = await open('desktop');
    await openHome(page);

    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe(t('shell.skipToContent'));
    // Hidden until focused, then on screen.
    const box = await page.locator('.skip-link').boundingBox();
    expect(box && box.y >= 0 && box.y < 100).toBe(true);

    const names: string[] = [];
    for (let step = 0; step < 9; step += 1) {
      await page.keyboard.press('Tab');
      names.push(await focusedName(page));
    }
    expect(names).toEqual([
      t('shell.header.home'),
      t('shell.header.tours'),
      t('shell.header.contact'),
      t('shell.header.workWithUs'),
      t('shell.header.menu'),
      `${message('en_US', 'shell.picker.button', { language: 'English', currency: 'EUR' })} (EN · EUR €)`,
      // A toggle button (aria-pressed) keeps one name in both states.
      t('shell.theme.label'),
      'Cart, empty',
      t('shell.header.login'),
    ]);

    // The skip link moves focus to the main content.
    await page.keyboard.press('Shift+Tab');
    for (let step = 0; step < 8; step += 1) await page.keyboard.press('Shift+Tab');
    expect(await focusedName(page)).toBe(t('shell.skipToContent'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  test('Work with us opens by keyboard and closes on Escape and on an outside click', async ({ open }) => {
    const { page } = await open('desktop');
    await openHome(page);
    const button = page.getByRole('button', { name: t('shell.header.workWithUs') });

    await button.focus();
    await page.keyboard.press('Enter');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await panel.getByRole('link', { name: startsWith(t('shell.header.becomeGuide')) }).waitFor();
    const partner = panel.getByRole('link', { name: startsWith(t('shell.header.becomePartner')) });
    expect(await partner.getAttribute('href')).toBe('/en_US/EUR/partners');

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);

    await button.click();
    await panel.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await panel.waitFor({ state: 'hidden' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
  });

  test('the Menu dropdown links tour types and destinations', async ({ open }) => {
    const { page } = await open('desktop');
    await openHome(page);
    await page.getByRole('button', { name: t('shell.header.menu'), exact: true }).click();

    const types = page.getByRole('region', { name: t('shell.menu.toursHeading') });
    await types.getByRole('link').first().waitFor();
    const typeLinks = await types.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(typeLinks).toContain('/en_US/EUR/tours');
    expect(typeLinks.filter((href) => href.startsWith('/en_US/EUR/tours?cat=')).length).toBeGreaterThan(2);

    const destinations = page.getByRole('region', { name: t('shell.menu.destinationsHeading') });
    const cityLinks = await destinations.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(cityLinks.length).toBeGreaterThan(2);
    for (const href of cityLinks) expect(href).toMatch(/^\/en_US\/EUR\/city\/[a-z0-9-]+$/);

    // Following one closes the menu and lands on its page.
    await destinations.getByRole('link').first().click();
    await page.waitForURL(/\/en_US\/EUR\/city\//);
    await destinations.waitFor({ state: 'detached' });
  });

  test('the cart dropdown says the cart is empty and offers the tours', async ({ open }) => {
    const { page } = await open('desktop');
    await openHome(page);
    await page.getByRole('button', { name: startsWith('Cart') }).click();
    await page.getByText('Your cart is empty.').waitFor();
    const browse = page.locator('.cart-panel').getByRole('link', { name: t('shell.cart.browse') });
    expect(await browse.getAttribute('href')).toBe('/en_US/EUR/tours');
  });

  test('the footer has the social links and the company’s e-mail; a visitor sees Log in', async ({ open }) => {
    const { page } = await open('desktop');
    await openHome(page);
    const networks = (await (await page.request.get('/api/social-networks')).json()) as { name: string; url: string }[];
    expect(networks.length).toBeGreaterThan(0);

    const footer = page.getByRole('contentinfo');
    for (const network of networks) {
      const link = footer.getByRole('link', { name: network.name, exact: true });
      expect(await link.getAttribute('href')).toBe(network.url);
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    const email = footer.getByRole('link', { name: company.email });
    expect(await email.getAttribute('href')).toBe(`mailto:${company.email}`);

    const login = page.getByRole('banner').getByRole('link', { name: t('shell.header.login') });
    expect(await login.isVisible()).toBe(true);
    expect(await login.getAttribute('href')).toBe('/en_US/EUR/login');
  });

  test('phone: the header keeps search, cart and the menu button', async ({ open }) => {
    const { page } = await open('phone');
    await openHome(page);
    for (const name of [t('shell.mobile.search'), t('shell.mobile.openMenu')]) {
      expect(await page.getByRole('button', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await page.getByRole('button', { name: startsWith('Cart') }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: t('shell.header.mainNavigation') }).isVisible()).toBe(false);
    // No sideways scrolling at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
