// The 'Enter Password' gate of development host names: the e2e server gates gate.localhost only.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, hydrated, pathOf, test, waitForPath } from './support/browser.ts';
import { gatedHost, sitePassword } from './support/constants.ts';
import { cookie, message } from './support/site.ts';

const title = message('en_US', 'gate.title');

/** A same-origin fetch made by the page (Node cannot resolve gate.localhost; Chromium maps *.localhost to loopback). */
async function fetchFrom(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { redirect: 'manual' });
    return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.text() };
  }, path);
}

describe('password gate', () => {
  test('a gated host asks for the password, refuses a wrong one and then opens the requested page', async ({ open }) => {
    const { context, page } = await open('desktop', { host: gatedHost });

    for (const path of ['/', '/en_US/EUR/', '/de_DE/EUR/faq?x=1']) {
      await page.goto(path);
      expect(pathOf(page), `${path} is gated`).toBe(`/site-password?next=${encodeURIComponent(path)}`);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(title);
    }
    // Nothing of the site shows behind the gate.
    expect(await page.locator('.site-header').count()).toBe(0);

    await page.goto(`/site-password?next=${encodeURIComponent('/en_US/EUR/faq')}`);
    await hydrated(page);
    const password = page.getByLabel(message('en_US', 'gate.label'), { exact: true });
    await password.fill('not-the-password');
    await page.getByRole('button', { name: message('en_US', 'gate.submit') }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Incorrect password. Try again.');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await cookie(context, 'site_password')).toBeUndefined();

    await password.fill(sitePassword);
    await page.getByRole('button', { name: message('en_US', 'gate.submit') }).click();
    await waitForPath(page, '/en_US/EUR/faq');
    await page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }).waitFor();
    const unlocked = await cookie(context, 'site_password');
    expect(unlocked?.httpOnly).toBe(true);
    expect(unlocked?.value).not.toContain(sitePassword);

    // Once unlocked, every page and the API open.
    await page.goto('/');
    await waitForPath(page, '/en_US/EUR/');
    expect((await fetchFrom(page, '/api/languages')).status).toBe(200);
  });

  test('without the cookie the API of a gated host answers 401 in JSON', async ({ open }) => {
    const { page } = await open('desktop', { host: gatedHost });
    // The gate page is open to all; from it, the browser asks the API as a script of the site would.
    await page.goto('/site-password');
    const response = await fetchFrom(page, '/api/cities?q=zur&language=en_US');
    expect(response.status).toBe(401);
    expect(response.type).toContain('application/json');
    expect(JSON.parse(response.body)).toMatchObject({ code: 'site_password_required' });
    // The health check stays open for monitors.
    expect((await fetchFrom(page, '/healthz')).status).toBe(200);
  });

  test('other host names have no gate', async ({ open }) => {
    const { page } = await open('desktop');
    const response = await page.goto('/en_US/EUR/');
    expect(response?.status()).toBe(200);
    expect(pathOf(page)).toBe('/en_US/EUR/');
    await page.locator('.site-header').waitFor();
    // The gate page itself sends an ungated visitor on.
    await page.goto('/site-password?next=%2Fen_US%2FEUR%2Ffaq');
    await waitForPath(page, '/en_US/EUR/faq');
  });
});
