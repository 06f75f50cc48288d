// The editorial pages from the CMS (requirements §screens.content): the FAQ's search in Japanese, as the visitor types and
// as a plain form without JavaScript; a blog post not yet in Russian shown in English with the notice;
// the about page's figures written by Intl; each page passes an axe scan.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { expectNone, seriousViolations } from './support/axe.ts';
import { expect, hydrated, test, type Device } from './support/browser.ts';
import { message } from './support/site.ts';

/** Every question of the demo FAQ (three topics of three). */
const allQuestions = 9;
const cancelQuery = 'キャンセル';

const questions = (page: Page) => page.locator('.faq-item');

describe('the FAQ in Japanese', () => {
  for (const device of ['desktop', 'phone'] as Device[]) {
    test(`filters as the visitor types, ${device}`, async ({ open }) => {
      const { page } = await open(device);
      await page.goto('/ja_JP/EUR/faq');
      await hydrated(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('よくある質問');
      expect(await questions(page).count()).toBe(allQuestions);
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"FAQPage"');
      expectNone(await seriousViolations(page), `FAQ ja_JP ${device}`);

      const box = page.getByRole('searchbox', { name: message('ja_JP', 'content.faq.searchLabel') });
      await box.pressSequentially(cancelQuery);
      await expect.poll(() => questions(page).count()).toBe(1);
      expect(await questions(page).getByRole('heading').innerText()).toContain(cancelQuery);
      expect(new URL(page.url()).searchParams.get('q')).toBe(cancelQuery);

      await box.fill('');
      await expect.poll(() => questions(page).count()).toBe(allQuestions);
    });
  }

  test('the search form works without JavaScript (?q= filtered by the server)', async ({ open }) => {
    const { page } = await open('phone', { javaScriptEnabled: false });
    await page.goto('/ja_JP/EUR/faq');
    expect(await questions(page).count()).toBe(allQuestions);
    await page.getByRole('searchbox', { name: message('ja_JP', 'content.faq.searchLabel') }).fill(cancelQuery);
    await Promise.all([page.waitForURL(/[?&]q=/), page.getByRole('main').getByRole('button', { name: message('ja_JP', 'content.faq.searchButton') }).click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(cancelQuery);
    expect(await questions(page).count()).toBe(1);
  });
});

describe('the blog in Russian', () => {
  for (const device of ['desktop', 'phone'] as Device[]) {
    test(`a post not yet translated is shown in English with the notice, ${device}`, async ({ open }) => {
      const { page } = await open(device);
      await page.goto('/ru_RU/EUR/blog');
      await hydrated(page);
      expect(await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')).toMatch(/\/ru_RU\/EUR\/blog\/feed\.xml$/);
      // A translated post is listed in Russian, the others in English (marked with their language).
      expect(await page.locator('.blog-card:not([lang])').count()).toBeGreaterThan(0);
      const english = page.locator('.blog-card[lang="en-US"]').first();
      const title = (await english.getByRole('heading').innerText()).trim();
      await english.getByRole('link').click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      expect(await page.getByRole('note').innerText()).toBe(message('ru_RU', 'content.fallback.notice'));
      expect(await page.locator('article.post').getAttribute('lang')).toBe('en-US');
      const cover = page.locator('img.post-cover');
      expect(await cover.getAttribute('alt')).toBeTruthy();
      expect(Number(await cover.getAttribute('width'))).toBeGreaterThan(0);
      expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"Article"');
      expect(await page.locator('.tour-grid li').count()).toBeGreaterThan(0);
      expectNone(await seriousViolations(page), `blog post ru_RU ${device}`);
    });
  }

  test('the Atom feed of the language lists the posts', async ({ open }) => {
    const { page } = await open('desktop');
    const response = await page.request.get('/ru_RU/EUR/blog/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru-RU">');
    expect(xml.match(/<entry /g)?.length).toBeGreaterThanOrEqual(12);
  });

  test('a post that does not exist, or a slug no post can have, is a 404', async ({ open }) => {
    const { page } = await open('desktop');
    for (const path of ['/ru_RU/EUR/blog/no-such-post', '/ru_RU/EUR/blog/%00', '/ru_RU/EUR/blog?category=gossip', '/ru_RU/EUR/blog?page=99']) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
  });
});

describe('the about page', () => {
  test('states the figures in the language’s own digits', async ({ open }) => {
    const { page } = await open('phone');
    await page.goto('/de_DE/EUR/about');
    const figures = await page.locator('.figures').innerText();
    expect(figures).toContain('50.000');
    expect(figures).toContain('4,9/5');
    expect(await page.getByRole('note').count()).toBe(0);
    expectNone(await seriousViolations(page), 'about de_DE');
  });
});
