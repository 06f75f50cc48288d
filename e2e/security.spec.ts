// The Content-Security-Policy in a real browser: pages hydrate, navigate and submit with nothing refused,
// and the only inline scripts that run are those carrying the response's nonce.
import { describe } from 'vitest';
import { expect, hydrated, test } from './support/browser.ts';
import { policyNonce, watchPolicy } from './support/policy.ts';
import { htmlAttribute, message, startsWith } from './support/site.ts';

describe('content security policy', () => {
  test('the home page hydrates, opens its menus, navigates and switches theme with nothing refused', async ({ open }) => {
    const { page } = await open('desktop');
    const violations = await watchPolicy(page);
    const response = await page.goto('/en_US/EUR/');
    const nonce = await policyNonce(response);

    // Every inline script of the HTML carries this response's nonce (JSON-LD data blocks are not run).
    const html = (await response?.text()) ?? '';
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => !tag.includes('application/ld+json'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);

    await hydrated(page);
    await page.getByRole('button', { name: startsWith('Language and currency') }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Deutsch', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    // A form the page submits itself (the theme's action, a cookie-carrying POST: the CSRF check lets it through).
    await page.getByRole('button', { name: message('en_US', 'shell.theme.label'), pressed: false }).click();
    await expect.poll(() => htmlAttribute(page, 'data-theme')).toBe('dark');

    // A client-side navigation imports the next route's modules.
    await page.getByRole('navigation', { name: message('en_US', 'shell.header.mainNavigation') }).getByRole('link', { name: message('en_US', 'shell.header.tours'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en_US/EUR/tours');
    await expect.poll(() => page.locator('.tour-card').count()).toBeGreaterThan(0);
    await page.locator('.tour-card-link').first().click();
    await page.waitForURL(/\/tour\//);
    await page.locator('h1').waitFor();

    expect(await violations()).toEqual([]);
  });

  test('a tour page loaded directly (JSON-LD, rating stars drawn with a style attribute) runs clean', async ({ open }) => {
    const { page } = await open('phone');
    const violations = await watchPolicy(page);
    await page.goto('/en_US/EUR/tours?cat=food-tour');
    const href = await page.locator('.tour-card-link').first().getAttribute('href');
    expect(href).toBeTruthy();
    const response = await page.goto(href ?? '/');
    await policyNonce(response);
    expect(await response?.text()).toContain('application/ld+json');
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });

  test('the API documentation loads its interface under the policy', async ({ open }) => {
    const { page } = await open('desktop');
    const violations = await watchPolicy(page);
    const response = await page.goto('/api/docs');
    expect((await response?.allHeaders())?.['content-security-policy']).toMatch(/script-src 'self';/);
    await page.locator('.swagger-ui .info .title', { hasText: 'Cicerone API' }).waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await violations()).toEqual([]);
  });

  test('the development mailbox keeps its own policy and shows styled', async ({ open }) => {
    const { page } = await open('desktop');
    const violations = await watchPolicy(page);
    const answer = await page.goto('/dev/mailbox');
    await page.getByRole('heading', { level: 1, name: 'Dev mailbox' }).waitFor();
    // A visitor of the default (production) start is told it is not public, and sees no mail.
    expect(answer?.status()).toBe(401);
    await page.getByText('This mailbox is not public').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    // Its inline stylesheet applies: the page margin is 2rem.
    expect(await page.evaluate(() => getComputedStyle(document.body).marginTop)).toBe('32px');
    expect(await violations()).toEqual([]);
  });
});
