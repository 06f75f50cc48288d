// The site's search finds places and tours: Japanese place names from their first character (one or two
// characters are a whole name), and tours by their words in the reader's language, best match first.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expect, hydrated, test, waitForPath } from './support/browser.ts';
import { message, messagePattern } from './support/site.ts';

/** The number of tours the list says it holds ('2,401 tours', '2,401件'). */
async function toursCount(page: Page): Promise<number> {
  const text = (await page.locator('.results-count').textContent()) ?? '';
  return Number(text.replace(/\D/g, ''));
}

describe('search by place and by words', () => {
  test('ja_JP phone: 東京 is a search, suggests the city and its tours, and filters the tour list', async ({ open }) => {
    const t = (key: string) => message('ja_JP', key);
    const { page } = await open('phone');
    await page.goto('/ja_JP/JPY/tours');
    await hydrated(page);
    const all = await toursCount(page);

    await page.getByRole('button', { name: t('shell.mobile.search'), exact: true }).tap();
    const overlay = page.getByRole('dialog', { name: t('shell.search.title') });
    const field = overlay.getByRole('combobox', { name: t('shell.search.label') });
    await field.tap();
    await field.pressSequentially('東京', { delay: 30 });
    // The first search in a language also reads the tours' words (decision 0046): generous on a loaded machine.
    await overlay.getByRole('option', { name: /^東京/ }).first().waitFor({ timeout: 30_000 });
    // No '3文字以上' hint: two characters are a whole name.
    expect(await overlay.getByText(t('shell.search.hintByScript')).count()).toBe(0);
    await overlay.getByRole('option', { name: messagePattern('ja_JP', 'shell.search.tourIn') }).first().waitFor();

    // Searching without choosing: the tours the words find, not every tour (the list closed first: open, it covers the buttons).
    await field.press('Escape');
    await overlay.getByRole('listbox').waitFor({ state: 'hidden' });
    await overlay.getByRole('button', { name: t('shell.search.submit') }).tap();
    await waitForPath(page, `/ja_JP/JPY/tours?q=${encodeURIComponent('東京')}`);
    await expect.poll(() => toursCount(page)).toBeLessThan(all);
    expect(await toursCount(page)).toBeGreaterThan(0);
    expect(await page.locator('#tour-sort option:checked').textContent()).toBe(t('tours.sort.relevance'));
  });

  test('en_US desktop: a word finds tours, suggested and listed, and the list sorts newest first', async ({ open }) => {
    const t = (key: string) => message('en_US', key);
    const { page } = await open('desktop');
    await page.goto('/en_US/EUR/tours');
    await hydrated(page);
    const all = await toursCount(page);

    await page.goto('/en_US/EUR/');
    await hydrated(page);
    const search = page.getByRole('search');
    const field = search.getByRole('combobox', { name: t('shell.search.label') });
    await field.pressSequentially('food', { delay: 30 });
    await search.getByRole('option', { name: messagePattern('en_US', 'shell.search.tourIn') }).first().waitFor({ timeout: 30_000 });

    await search.getByRole('button', { name: t('shell.search.submit') }).click();
    await waitForPath(page, '/en_US/EUR/tours?q=food');
    await expect.poll(() => toursCount(page)).toBeLessThan(all);
    expect(await toursCount(page)).toBeGreaterThan(0);
    expect(await page.locator('#tour-sort option:checked').textContent()).toBe(t('tours.sort.relevance'));

    await page.locator('#tour-sort').selectOption('newest');
    await waitForPath(page, '/en_US/EUR/tours?q=food&sort=newest');
  });
});
