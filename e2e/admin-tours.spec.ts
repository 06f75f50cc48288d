// The catalogue's tours in the back office (requirements §back-office.catalogue): admin Adam, in French, creates a tour in Lyon
// with its prices and availability and three uploaded photos, writes its French texts beside the English original, publishes it,
// and a traveller books it in Japanese yen on a phone. The pages on a 375 px phone in the dark theme pass
// axe and do not scroll sideways; their screenshots (desktop and phone, light and dark) go to test-results/.
// Its three photos are uploaded on its images page (admin-tour-images.spec.ts orders and describes them).
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { fieldLabel, toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { addToCart, cartToCheckout, dayAhead, placeCardOrderAndPay, type Tour } from './support/booking.ts';
import { baseURL, hydrated, resultsDir } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted } from './support/site.ts';
import { photoFiles } from './support/photos.ts';

const title = `Bouchons of Old Lyon ${Date.now().toString(36)}`;

async function shoot(page: Page, name: string) {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({
    path: join(resultsDir, `admin-tours-${name}.png`),
    fullPage: true,
  });
}

describe('tours in the back office', () => {
  test(
    'an admin creates a tour in French with prices and availability, translates and publishes it, and a traveller books it in yen — fr_FR desktop, ja_JP JPY phone',
    { timeout: 180_000 },
    async ({ open, staff, signUp }) => {
      const fr = (key: string, values?: Record<string, string | number>) => formatted('fr_FR', key, values);
      const { page } = await open('desktop', {
        storageState: await staff('admin'),
      });
      await page.goto('/fr_FR/EUR/admin/tours/new');
      await hydrated(page);
      await shoot(page, 'new-desktop-light');

      // Sent with a price for a group size the tour does not take: refused at the prices, nothing created.
      await page.getByLabel(fieldLabel(fr('admin.tours.field.city'))).fill('lyon');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.category'))).selectOption('food-tour');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.maxPeople'))).fill('4');
      await page.getByRole('checkbox', { name: 'français' }).check();
      await page.getByRole('checkbox', { name: 'japonais' }).check();
      await page.locator('input[name="price-4h-0"]').fill('120');
      await page.locator('input[name="price-4h-1"]').fill('155,50');
      await page.locator('input[name="price-4h-5"]').fill('400');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.groupsPerDay'))).fill('3');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.bookingCutoffHours'))).fill('24');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.title'))).fill(title);
      await page.getByLabel(fieldLabel(fr('admin.tours.field.summary'))).fill('Taste the classic dishes of Lyon.');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.description'))).fill('Three bouchons of the old town with a local guide.');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.meetingPoint'))).fill('Place Saint-Jean');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.highlights'))).fill('Quenelles\nPraline tart');
      await page.getByLabel(fieldLabel(fr('admin.tours.stepTitle', { number: 1 }))).fill('Saint-Jean');
      await page.getByRole('button', { name: fr('admin.tours.create') }).click();
      await page.locator('.error-summary').getByText(fr('errors.adminTours.priceBands')).waitFor();

      await page.locator('input[name="price-4h-5"]').fill('');
      await page.getByRole('button', { name: fr('admin.tours.create') }).click();
      await page.waitForURL(/\/fr_FR\/EUR\/admin\/tours\/\d+$/);
      await toast(page, fr('admin.tours.created', { title })).waitFor();
      const tourPath = new URL(page.url()).pathname;
      // Not published yet; its French texts are missing.
      await page.getByText(fr('admin.tours.draft')).first().waitFor();
      expect(await page.getByRole('link', { name: fr('admin.tours.images', { count: 0 }) }).getAttribute('href')).toBe(`${tourPath}/images`);
      await shoot(page, 'edit-desktop-light');

      // Three photos at once on its images page, each added.
      await page.getByRole('link', { name: fr('admin.tours.images', { count: 0 }) }).click();
      await page.waitForURL(`**${tourPath}/images`);
      await hydrated(page);
      const photos = await photoFiles();
      await page.getByLabel(fr('admin.tourImages.upload.label')).setInputFiles(photos);
      for (const name of ['harbour.jpg', 'market.png', 'bridge.webp']) await page.getByText(fr('admin.tourImages.upload.added', { name })).waitFor();
      rmSync(dirname(photos[0] as string), { recursive: true, force: true });
      await page.getByRole('heading', { name: fr('admin.tourImages.photo', { position: 3, total: 3 }) }).waitFor();
      await page.goto(tourPath);
      await hydrated(page);

      // The French texts, written beside the English original.
      await page.getByRole('link', { name: 'français', exact: true }).click();
      await page.waitForURL(`**${tourPath}/texts/fr_FR`);
      await hydrated(page);
      await page.getByRole('heading', { name: fr('admin.tours.original') }).waitFor();
      expect(await page.locator('.admin-tour-original').innerText()).toContain(title);
      await page.getByLabel(fieldLabel(fr('admin.tours.field.title'))).fill(`Les bouchons du Vieux Lyon`);
      await page.getByLabel(fieldLabel(fr('admin.tours.field.summary'))).fill('Goûtez les grands classiques lyonnais.');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.description'))).fill('Trois bouchons du Vieux Lyon avec un guide local.');
      await page.getByLabel(fieldLabel(fr('admin.tours.field.meetingPoint'))).fill('Place Saint-Jean');
      await page.getByRole('button', { name: fr('admin.tours.save') }).click();
      // A new language: every one of its fields is written, the flash names them.
      await toast(page, fr('admin.tours.field.meetingPoint')).waitFor();
      await shoot(page, 'texts-desktop-light');

      // Published: the public page shows it at once, in French.
      await page.goto(tourPath);
      await hydrated(page);
      await page.getByRole('button', { name: fr('admin.tours.publish') }).click();
      await toast(page, fr('admin.tours.publishedNow')).waitFor();
      const id = Number(tourPath.split('/').at(-1));
      const publicTour = (await (await page.request.get(`/api/tour/${id}?language=fr_FR`)).json()) as Tour & {
        title: string;
        prices: { price: { eurCents: number } }[];
      };
      expect(publicTour.title).toBe('Les bouchons du Vieux Lyon');
      expect(publicTour.prices.map((price) => price.price.eurCents)).toEqual([12_000, 15_550]);
      const gallery = (await (await page.request.get(`/api/tour/${id}/get-gallery?language=fr_FR`)).json()) as unknown[];
      expect(gallery).toHaveLength(3);

      // The list finds it by its English name, published, and titles it in the admin's language.
      await page.goto(`/fr_FR/EUR/admin/tours?q=${encodeURIComponent(title.split(' ').at(-1) ?? '')}`);
      await page.getByRole('link', { name: 'Les bouchons du Vieux Lyon' }).waitFor();
      await shoot(page, 'list-desktop-light');

      // A traveller books it on a phone in Japanese yen and pays by card.
      const traveller = await open('phone');
      const { email } = await signUp(traveller.context, { locale: 'ja_JP' });
      await traveller.page.goto(`/ja_JP/JPY/tour/${publicTour.slug}`);
      await hydrated(traveller.page);
      await addToCart(traveller.page, 'ja_JP', dayAhead(publicTour, 3), email, {
        guideLanguage: 'ja_JP',
      });
      await cartToCheckout(traveller.page, '/ja_JP/JPY', 'ja_JP');
      const reference = await placeCardOrderAndPay(traveller.page, '/ja_JP/JPY', 'ja_JP');
      const order = (await (await traveller.page.request.get(`/api/orders/${reference}`)).json()) as { status: string; amounts: { currency: string } };
      expect(order).toMatchObject({
        status: 'paid',
        amounts: { currency: 'JPY' },
      });

      // The admin's pages on a phone in the dark theme: readable, nothing wider than the screen, no serious axe violation.
      const phone = await open('phone', { storageState: await staff('admin') });
      await phone.context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
      for (const [name, path] of [
        ['list', '/fr_FR/EUR/admin/tours'],
        ['edit', tourPath],
        ['texts', `${tourPath}/texts/fr_FR`],
        ['new', '/fr_FR/EUR/admin/tours/new'],
      ] as const) {
        await phone.page.goto(path);
        await hydrated(phone.page);
        expect(await phone.page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
        expectNone(await seriousViolations(phone.page), `admin tours ${name}, phone, dark`);
        await shoot(phone.page, `${name}-phone-dark`);
      }
      // And the desktop in the dark theme.
      const dark = await open('desktop', {
        storageState: await staff('admin'),
      });
      await dark.context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
      for (const [name, path] of [
        ['edit', tourPath],
        ['texts', `${tourPath}/texts/fr_FR`],
      ] as const) {
        await dark.page.goto(path);
        await hydrated(dark.page);
        expectNone(await seriousViolations(dark.page), `admin tours ${name}, desktop, dark`);
        await shoot(dark.page, `${name}-desktop-dark`);
      }
    },
  );
});
