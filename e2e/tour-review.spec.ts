// A traveller reviews a tour after it (requirements §rules.reviews, the browser test of "Tests"): they book the
// catalogue's first tour and pay by test card; the visit then takes place — this file's own server is
// stopped, the booking's visit moved to the latest day whose tour has ended (support/past-visit.ts, as
// guide-journey-completion.spec.ts does), and the server started again on the same data, so its
// completion job completes the booking as it completes any past tour. On a 375 px phone, in Italian,
// the traveller rates it from the booking page with a photo; the tour's page then shows the new count
// and rating, and the review with its photo, until an admin hides it. No route, clock or switch of the
// product is involved.
import sharp from 'sharp';
import { describe } from 'vitest';
import { addToCart, cartToCheckout, dayAhead, firstTour, placeCardOrderAndPay } from './support/booking.ts';
import { fieldLabel } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { baseURL, hydrated } from './support/browser.ts';
import { ownServer } from './support/own-server.ts';
import { moveVisitIntoPast } from './support/past-visit.ts';
import { formatted, message } from './support/site.ts';
import { expect, test } from './support/users.ts';

// The completion job runs every second rather than every five minutes.
const { dataDir, whileStopped } = ownServer({ name: 'review', log: 'e2e-tour-review-server.log', env: { JOB_INTERVAL_SECONDS: '1' } });

interface TourFigures {
  slug: string;
  rating: number;
  reviewCount: number;
}

describe('a review after the tour', () => {
  test(
    'the traveller of a completed booking rates it with a photo on a phone, the tour’s page shows the new rating and the review, and an admin’s hide takes both back',
    async ({ open, signUp, staff }) => {
      const locale = 'it_IT';
      const site = `/${locale}/EUR`;
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      const traveller = await open('phone', { locale: 'it-IT' });
      const { email, firstName } = await signUp(traveller.context, { locale, firstName: 'Giulia' });
      const { request } = traveller.context;

      // The traveller books the first tour a week ahead and pays by test card.
      const tour = await firstTour(request);
      await traveller.page.goto(`${site}/tour/${tour.slug}`);
      await hydrated(traveller.page);
      await addToCart(traveller.page, locale, dayAhead(tour, 1), email);
      await cartToCheckout(traveller.page, site, locale);
      const order = await placeCardOrderAndPay(traveller.page, site, locale);
      type Booked = { id: string; reference: string; orderReference: string; status: string };
      const booked = async () => ((await (await request.get('/api/me/bookings')).json()) as { bookings: Booked[] }).bookings.find((row) => row.orderReference === order);
      const reference = (await booked())?.reference ?? '';
      expect(reference).not.toBe('');

      // Before the tour, the booking page offers no review form.
      await traveller.page.goto(`${site}/bookings/${reference}`);
      await hydrated(traveller.page);
      expect(await traveller.page.locator('#review').count()).toBe(0);

      // The tour takes place; the completion job completes the booking.
      await whileStopped(async () => {
        await moveVisitIntoPast(dataDir, reference);
      });
      await expect.poll(async () => (await booked())?.status, { timeout: 30_000, interval: 500 }).toBe('completed');
      const figures = async () => (await (await request.get(`/api/tour/${tour.id}`)).json()) as TourFigures;
      const before = await figures();

      // The booking is among the past ones of My bookings; its page (where the invitation mail points)
      // has the review form: four stars, a title, a text and a photo.
      await traveller.page.goto(`${site}/bookings?view=past`);
      await traveller.page.getByText(reference).first().waitFor();
      await traveller.page.goto(`${site}/bookings/${reference}#review`);
      await hydrated(traveller.page);
      const form = traveller.page.locator('#review');
      await form.getByRole('heading', { name: t('reviews.form.title') }).waitFor();
      // Sent empty, the form names what is missing in its summary, as every form does (decision 0015); dark, at 375 px, it passes axe.
      await traveller.context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
      await traveller.page.reload();
      await hydrated(traveller.page);
      await form.getByRole('button', { name: t('reviews.form.submit') }).click();
      await form.locator('.error-summary').waitFor();
      expectNone(await seriousViolations(traveller.page), 'review form, phone, dark');
      await form.getByLabel(formatted(locale, 'reviews.form.stars', { count: 4 })).check();
      await form.getByLabel(t('reviews.form.titleField'), { exact: true }).fill('Una mattina splendida');
      await form.getByLabel(new RegExp(`^${t('reviews.form.body')}`)).fill('La guida conosceva ogni angolo della città vecchia: la consiglio a tutti.');
      const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a7a6f' } }).jpeg().toBuffer();
      await form.getByLabel(new RegExp(`^${t('reviews.form.photos')}`)).setInputFiles({ name: 'piazza.jpg', mimeType: 'image/jpeg', buffer: photo });
      await form.getByRole('button', { name: t('reviews.form.submit') }).click();
      await form.getByText(t('reviews.form.done')).waitFor();

      // Written once: the rule says so, and the form is gone.
      const canComment = await request.get(`/api/reviews/can-comment/${tour.id}/${(await booked())?.id ?? ''}`);
      expect(await canComment.json()).toEqual({ canComment: false, reason: 'already_reviewed' });

      // The tour's page (desktop) shows one review more, the new rating, and the review first with its photo.
      const after = await figures();
      expect(after.reviewCount).toBe(before.reviewCount + 1);
      const expected = Math.round(((before.rating * before.reviewCount + 4) / (before.reviewCount + 1)) * 100) / 100;
      expect(Math.abs(after.rating - expected)).toBeLessThanOrEqual(0.01);
      const reader = await open('desktop', { locale: 'it-IT' });
      await reader.page.goto(`${site}/tour/${tour.slug}`);
      const header = reader.page.locator('.rating').first();
      expect(await header.locator('.rating-count').innerText()).toBe(formatted(locale, 'reviews.count', { count: after.reviewCount }));
      expect(await header.getByRole('img').getAttribute('aria-label')).toBe(formatted(locale, 'reviews.ratingLabel', { rating: Math.round(after.rating * 10) / 10 }));
      const review = reader.page.locator('#reviews .review').first();
      expect(await review.locator('.review-title').innerText()).toBe('Una mattina splendida');
      expect(await review.locator('.review-author').innerText()).toBe(firstName);
      const thumbnail = review.getByRole('img', { name: t('reviews.photoAlt', { number: '1', count: '1', name: firstName }) });
      // Loaded lazily: scrolled to, the 1× screen takes the thumbnail of the srcset.
      await thumbnail.scrollIntoViewIfNeeded();
      await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : ''))).toMatch(/^\/api\/reviews\/photos\/[\w-]+\/thumb$/);
      // The thumbnail links to the large copy, resized from the 1200 px photo without enlarging it.
      const largeUrl = (await review.locator('.review-photos a').getAttribute('href')) ?? '';
      const large = await reader.context.request.get(largeUrl);
      expect([large.status(), large.headers()['content-type'], (await sharp(await large.body()).metadata()).width]).toEqual([200, 'image/jpeg', 1200]);

      // Adam hides it with a reason in the back office: the tour's figures are what they were, the review and its photo gone.
      const admin = await open('desktop', { storageState: await staff('admin') });
      await admin.page.goto('/en_US/EUR/admin/reviews');
      await hydrated(admin.page);
      const item = admin.page.locator('.admin-review', { hasText: 'Una mattina splendida' });
      await item.getByLabel(fieldLabel(message('en_US', 'admin.reviews.reason'))).fill('Test review of the browser suite');
      await item.getByRole('button', { name: message('en_US', 'admin.reviews.hide') }).click();
      await admin.page.locator('.admin-review-hidden', { hasText: 'Test review of the browser suite' }).waitFor();
      const hidden = await figures();
      expect({ rating: hidden.rating, reviewCount: hidden.reviewCount }).toEqual({ rating: before.rating, reviewCount: before.reviewCount });
      await reader.page.reload();
      expect(await reader.page.locator('#reviews .review', { hasText: 'Una mattina splendida' }).count()).toBe(0);
      expect((await reader.context.request.get(largeUrl)).status()).toBe(404);
    },
    300_000,
  );
});
