// Requirements §quality.performance: a page paints from its own HTML. Its stylesheets are written into it (<style> with the response's
// nonce), so nothing is fetched before the first paint; a client navigation still brings the next page's styles.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, hydrated, test } from './support/browser.ts';
import { policyNonce, watchPolicy } from './support/policy.ts';

/** The stylesheets the page requested, and the errors it reported (a hydration mismatch is one). */
function watchPage(page: Page): { stylesheets: string[]; errors: string[] } {
  const seen = { stylesheets: [] as string[], errors: [] as string[] };
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') seen.stylesheets.push(request.url());
  });
  page.on('pageerror', (error) => seen.errors.push(error.message));
  page.on('console', (entry) => {
    if (entry.type() === 'error') seen.errors.push(entry.text());
  });
  return seen;
}

const maxWidth = (page: Page, selector: string) => page.locator(selector).evaluate((element) => getComputedStyle(element).maxWidth);

describe('first paint', () => {
  test('the gift cards page carries its styles in its HTML, under the nonce, and requests no stylesheet', async ({ open }) => {
    const { page } = await open('phone');
    const violations = await watchPolicy(page);
    const seen = watchPage(page);
    const response = await page.goto('/en_US/EUR/gift-cards');
    const nonce = await policyNonce(response);
    const html = (await response?.text()) ?? '';
    expect(html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    const styles = [...html.matchAll(/<style\b[^>]*>/g)].map(([tag]) => tag);
    // The shell's, the site layout's and the page's own stylesheets.
    expect(styles.length).toBeGreaterThanOrEqual(3);
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
    // The page's own rule (purchase.css) applies, and the shell's (app.css: the body has no margin).
    expect(await maxWidth(page, '.gift-purchase')).toBe('960px');
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('0px');
    await hydrated(page);
    expect(seen.stylesheets).toEqual([]);
    expect(seen.errors).toEqual([]);
    expect(await violations()).toEqual([]);
  });

  test('navigating in the page to another page brings its styles, and back keeps the first page’s', async ({ open }) => {
    const { page } = await open('desktop');
    const violations = await watchPolicy(page);
    const seen = watchPage(page);
    await page.goto('/en_US/EUR/faq');
    await hydrated(page);
    const faqSearch = await page.locator('.faq-search').evaluate((element) => getComputedStyle(element).marginTop);
    expect(faqSearch).toBe('24px');
    // The footer's link to the gift cards: a client navigation to a page whose stylesheet this document lacks.
    await page.locator('footer a[href$="/gift-cards"]').first().click();
    await page.waitForURL((url) => url.pathname === '/en_US/EUR/gift-cards');
    await expect.poll(() => maxWidth(page, '.gift-purchase')).toBe('960px');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/en_US/EUR/faq');
    await expect.poll(() => page.locator('.faq-search').evaluate((element) => getComputedStyle(element).marginTop)).toBe('24px');
    await page.goForward();
    await expect.poll(() => maxWidth(page, '.gift-purchase')).toBe('960px');
    expect(seen.errors).toEqual([]);
    expect(await violations()).toEqual([]);
  });
});
