// A tour's photos in the back office (requirements §back-office.catalogue, decision 0032): admin Adam removes a demo
// illustration (with its confirmation step), uploads three photos at once (each with its progress
// bar), moves the third up by keyboard and describes the first; the public tour page then shows the
// photos in that order as <picture>s with srcset, the first preloaded with its text. The page is
// screenshot on a desktop and a 375 px phone, light and dark.
import { rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { baseURL, hydrated, resultsDir } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted, message } from './support/site.ts';
import { photoFiles } from './support/photos.ts';

interface Gallery {
  images: { id: number; path: string; sources: { type: string; srcset: string }[] }[];
}

const galleryOf = async (page: Page, tourId: number) => (await (await page.request.get(`/api/admin/tours/${tourId}/images`)).json()) as Gallery;

describe('the photos of a tour in the back office', () => {
  test('an admin uploads three photos, orders and describes them, and the tour page shows them in that order with srcset', async ({ open, staff }) => {
    const en = (key: string, values?: Record<string, string>) => message('en_US', key, values);
    const { page } = await open('desktop', { storageState: await staff('admin') });
    const { tours } = (await (await page.request.get('/api/tours?language=en_US&page=3')).json()) as { tours: { id: number; slug: string }[] };
    const tour = tours[0] as { id: number; slug: string };
    const adminPath = `/en_US/EUR/admin/tours/${tour.id}/images`;
    await page.goto(adminPath);
    await hydrated(page);

    // The demo's illustrations go: the first through the page's confirmation step, the others through the API.
    const demo = (await galleryOf(page, tour.id)).images;
    expect(demo.length).toBeGreaterThan(0);
    await page.getByRole('link', { name: formatted('en_US', 'admin.tourImages.deleteNamed', { position: 1 }) }).click();
    await page.getByRole('heading', { name: formatted('en_US', 'admin.tourImages.deleteTitle', { position: 1 }) }).waitFor();
    await page.getByRole('button', { name: en('admin.tourImages.deleteYes') }).click();
    await toast(page, en('admin.tourImages.done.delete')).waitFor();
    for (const image of demo.slice(1)) expect((await page.request.delete(`/api/admin/tours/${tour.id}/images/${image.id}`, { headers: { origin: baseURL() } })).status()).toBe(204);
    await page.reload();
    await hydrated(page);
    await page.getByText(en('admin.tourImages.empty')).waitFor();

    // Three at once: each has its progress bar while it is sent, then says it was added.
    const files = await photoFiles();
    await page.getByLabel(en('admin.tourImages.upload.label')).setInputFiles(files);
    for (const name of ['harbour.jpg', 'market.png', 'bridge.webp']) await page.getByText(en('admin.tourImages.upload.added', { name })).waitFor({ timeout: 60_000 });
    // Sent: the browser reads a picked file only as it uploads it.
    rmSync(dirname(files[0] as string), { recursive: true, force: true });
    await page.getByRole('heading', { name: formatted('en_US', 'admin.tourImages.photo', { position: 3, total: 3 }) }).waitFor();
    // Picking sent them, once each: no second send button to press, three photos in the gallery.
    expect(await page.getByRole('button', { name: en('admin.tourImages.upload.submit') }).count()).toBe(0);
    expect((await galleryOf(page, tour.id)).images).toHaveLength(3);
    const [harbour, market, bridge] = (await galleryOf(page, tour.id)).images;

    // By keyboard: the bridge moves above the market.
    const moveUp = page.getByRole('button', { name: formatted('en_US', 'admin.tourImages.moveUpNamed', { position: 3 }) });
    await moveUp.focus();
    await page.keyboard.press('Enter');
    await toast(page, formatted('en_US', 'admin.tourImages.done.move', { from: 3, to: 2 })).waitFor();
    expect((await galleryOf(page, tour.id)).images.map((image) => image.id)).toEqual([harbour?.id, bridge?.id, market?.id]);

    // The first photo's English text.
    const first = page.locator('.photo-item').first();
    await first.getByText(en('admin.tourImages.alt.legend')).click();
    await first.getByLabel('English', { exact: false }).first().fill('The old harbour at dawn');
    // Its button is named after its photo: each photo's form has one.
    await first.getByRole('button', { name: formatted('en_US', 'admin.tourImages.alt.saveNamed', { position: 1 }) }).click();
    await toast(page, formatted('en_US', 'admin.tourImages.done.alt', { position: 1 })).waitFor();

    for (const [device, theme] of [['desktop', 'light'], ['desktop', 'dark'], ['phone', 'light'], ['phone', 'dark']] as const) {
      const opened = await open(device, { storageState: await staff('admin') });
      await opened.context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
      await opened.page.goto(adminPath);
      await hydrated(opened.page);
      await opened.page.screenshot({ path: join(resultsDir, `admin-tour-images-${device}-${theme}.png`), fullPage: true });
      // Nothing wider than the screen (named, when something is).
      const overflowing = await opened.page.evaluate(() =>
        [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5).map((element) => `${element.tagName}.${element.className}`),
      );
      expect(overflowing).toEqual([]);
      expectNone(await seriousViolations(opened.page), `the tour photos page, ${device}, ${theme}`);
    }

    // The public page: the photos in that order, each a <picture> of AVIF and WebP by width; the first is preloaded.
    await page.goto(`/en_US/EUR/tour/${tour.slug}`);
    const main = page.locator('.gallery-main');
    expect(await main.locator('source[type="image/avif"]').getAttribute('srcset')).toBe(harbour?.sources[0]?.srcset);
    expect(await main.locator('img').getAttribute('alt')).toBe('The old harbour at dawn');
    expect(await main.locator('img').getAttribute('width')).toBe('1600');
    expect(await main.locator('source').first().getAttribute('sizes')).toContain('760px');
    const thumbs = await page.locator('.gallery-thumb img').evaluateAll((images) => images.map((image) => image.getAttribute('src')));
    expect(thumbs).toEqual([harbour?.path, bridge?.path, market?.path]);
    expect(await page.locator('link[rel="preload"][as="image"]').first().getAttribute('imagesrcset')).toBe(harbour?.sources[0]?.srcset);
    // The browser took one of the files, and the file is served for a year.
    const current = await main.locator('img').evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(current).toMatch(/\/api\/tour-images\/[0-9a-f]{16}-\d+\.(avif|webp)$/);
    expect((await page.request.get(current)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
