// My bookings in the browser: a customer books a tour by card, finds it under Upcoming and
// in the calendar month, opens it, reads the free-cancellation terms before confirming, is asked
// for a reason, and cancels it into the Cancelled view. Then on a phone in Japanese yen, a bank
// transfer booking: waiting payment, its bank details, a proof of payment sent, the meeting point
// changed, and another account cannot open it.
import type { APIRequestContext } from 'playwright-core';
import { describe } from 'vitest';
import { fieldLabel, toast } from './support/accounts.ts';
import { startTimes, todayIn } from '@cicerone/core/catalog/tour-schedule';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { addToCart, cartToCheckout, dayAhead, firstTour, lastMinuteTour, orderReference, placeCardOrderAndPay } from './support/booking.ts';
import { hydrated, pathOf, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted, message, messagePattern } from './support/site.ts';

/** The smallest valid PNG (1×1, transparent): a proof of payment the server recognises by content. */
const tinyPng = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The booking reference of the order's first booking, read through the API the page uses. */
async function bookingOfOrder(request: APIRequestContext, order: string): Promise<{ reference: string; day: string }> {
  const answer = (await (await request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string; day: string }[] };
  const found = answer.bookings.find((booking) => booking.orderReference === order);
  if (!found) throw new Error(`No booking of order ${order}`);
  return found;
}

describe('my bookings', () => {
  test('a customer books by card, finds the booking under Upcoming and in the calendar, and cancels it with a reason — en_US EUR desktop', async ({ open, signUp }) => {
    const { context, page } = await open('desktop');
    const locale = 'en_US';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const { email, firstName, lastName } = await signUp(context);
    const tour = await firstTour(page.request);
    const day = dayAhead(tour, 6);

    // Booked and paid through the pages (test card).
    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, day, email);
    await cartToCheckout(page, site, locale);
    await page.getByRole('button', { name: t('checkout.placeCard') }).click();
    await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
    const order = orderReference(page);
    await hydrated(page);
    await page.getByLabel(t('checkout.card.holder'), { exact: true }).fill(`${firstName} ${lastName}`);
    await page.getByLabel(t('checkout.card.number'), { exact: true }).fill('4242 4242 4242 4242');
    await page.getByLabel(t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') }), { exact: true }).fill('12/34');
    await page.getByLabel(t('checkout.card.cvc'), { exact: true }).fill('123');
    await page.locator('form.card-grid').getByRole('button', { name: messagePattern(locale, 'checkout.card.pay') }).click();
    await waitForPath(page, `${site}/pay-done?order=${order}`);
    const { reference } = await bookingOfOrder(context.request, order);

    // My bookings opens on Upcoming: the booking is there, confirmed, with its day in the city.
    await page.goto(`${site}/bookings`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('bookings.title') }).waitFor();
    const upcoming = page.locator('.bookings-tab[aria-current="page"]');
    expect(await upcoming.innerText()).toContain(t('bookings.views.upcoming'));
    const card = page.locator('.booking-card', { hasText: reference });
    await card.waitFor();
    expect(await card.locator('.booking-card-title').innerText()).toBe(tour.title);
    expect(await card.locator('.status-badge').innerText()).toBe(t('bookings.status.pending'));
    expect(await card.innerText()).toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)));

    // The calendar view: the month of the tour, the booking as a link in its day's cell.
    await page.getByRole('link', { name: t('bookings.display.calendar') }).click();
    await page.waitForURL((url) => url.searchParams.get('display') === 'calendar');
    const [year, month] = day.split('-').map(Number) as [number, number];
    const monthShown = () => Number(new URL(page.url()).searchParams.get('month'));
    for (let step = 0; step < 3 && monthShown() !== month; step += 1) {
      const before = page.url();
      await page.getByRole('link', { name: messagePattern(locale, 'bookings.calendar.next') }).click();
      await page.waitForURL((url) => url.href !== before);
    }
    expect(new URL(page.url()).searchParams.get('year')).toBe(String(year));
    const cell = page.locator(`td:has(time[datetime="${day}"])`);
    const entry = cell.getByRole('link', { name: new RegExp(tour.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await entry.first().waitFor();

    // The booking page: every field, then the free-cancellation terms before the confirm button.
    await page.goto(`${site}/bookings/${reference}`);
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: t('bookings.detail.title', { id: reference }) }).waitFor();
    expect(await page.locator('.booking-groups').innerText()).toContain(order);
    expect(await page.locator('.booking-groups').innerText()).toContain(t('bookings.field.guideToBeAssigned'));
    const cancelSection = page.locator('section[aria-labelledby="cancel-title"]');
    const terms = await cancelSection.locator('.notice-info').innerText();
    expect(terms).toMatch(messagePattern(locale, 'bookings.cancel.freeUntil'));
    expect(terms).toMatch(messagePattern(locale, 'bookings.cancel.refund'));

    // No reason: the error summary names the field, nothing is cancelled.
    await cancelSection.getByRole('button', { name: t('bookings.cancel.confirm') }).click();
    const summary = cancelSection.locator('.error-summary');
    await summary.waitFor();
    expect(await summary.getAttribute('role')).toBe('alert');
    expect(await summary.locator('li').allInnerTexts()).toEqual([`${t('bookings.cancel.reason')}: ${t('errors.field.required')}`]);

    // With a reason: cancelled, the Cancelled view shows it with its toast.
    await cancelSection.getByLabel(fieldLabel(t('bookings.cancel.reason'))).fill('Our flight was moved to another week.');
    await cancelSection.getByRole('button', { name: t('bookings.cancel.confirm') }).click();
    await waitForPath(page, `${site}/bookings?view=cancelled`);
    await toast(page, t('bookings.cancelled', { id: reference })).waitFor();
    const cancelled = page.locator('.booking-card', { hasText: reference });
    expect(await cancelled.locator('.status-badge').innerText()).toBe(t('bookings.status.cancelled'));

    // The booking page keeps the reason and offers no more cancelling.
    await page.goto(`${site}/bookings/${reference}`);
    expect(await page.locator('.booking-groups').innerText()).toContain('Our flight was moved to another week.');
    expect(await page.locator('section[aria-labelledby="cancel-title"]').count()).toBe(0);
    // Its refund: what went back to the card, and that the payment provider confirmed it.
    const refund = await page.locator('.booking-refund').innerText();
    expect(refund).toMatch(messagePattern(locale, 'bookings.refund.card'));
    expect(refund).toMatch(messagePattern(locale, 'bookings.refund.succeeded'));
  });

  test('a bank-transfer booking waits for payment: bank details, a proof of payment, a new meeting point; another account gets a 404 — ja_JP JPY phone', async ({ open, signUp }) => {
    const { context, page } = await open('phone');
    const locale = 'ja_JP';
    const site = `/${locale}/JPY`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const { email } = await signUp(context);
    const tour = await firstTour(page.request);

    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, dayAhead(tour, 7), email);
    await cartToCheckout(page, site, locale);
    await page.getByLabel(t('checkout.method.bank')).check();
    const place = page.getByRole('button', { name: t('checkout.placeBank') });
    await place.waitFor();
    await place.click();
    await page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
    const order = orderReference(page);
    const { reference } = await bookingOfOrder(context.request, order);

    // Under Waiting payment, with the count in its tab.
    await page.goto(`${site}/bookings?view=waiting-payment`);
    await hydrated(page);
    const tab = page.locator('.bookings-tab[aria-current="page"]');
    expect(await tab.innerText()).toContain(t('bookings.views.waitingPayment'));
    expect(await tab.innerText()).toContain(formatted(locale, 'bookings.views.count', { count: 1 }));
    await page.locator('.booking-card', { hasText: reference }).getByRole('link').click();
    await waitForPath(page, `${site}/bookings/${reference}`);
    await hydrated(page);

    // The transfer's details (the order's reference), then a proof of payment sent.
    const details = await page.locator('dl.bank-details').innerText();
    expect(details).toContain(order);
    expect(details).toMatch(/[¥￥][\d,]+/);
    await page.getByLabel(fieldLabel(t('bookings.proof.file'))).setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: tinyPng });
    await page.getByRole('button', { name: t('bookings.proof.submit') }).click();
    await toast(page, t('bookings.proof.uploaded')).waitFor();
    expect(await page.locator('.proof-list li').count()).toBe(1);
    expect(await page.locator('.proof-list').innerText()).toContain('PNG');

    // A new meeting point.
    await page.getByLabel(fieldLabel(t('tour.booking.meetingPoint'))).fill('Hotel Gracery, lobby');
    await page.getByRole('button', { name: t('bookings.update.submit') }).click();
    await toast(page, t('bookings.updated', { id: reference })).waitFor();
    expect(await page.locator('.booking-groups').innerText()).toContain('Hotel Gracery, lobby');

    // Unpaid: free to cancel, nothing to refund (said before confirming).
    expect(await page.locator('section[aria-labelledby="cancel-title"] .notice-info').innerText()).toContain(t('bookings.cancel.unpaid'));

    // Someone else's booking is not found.
    const other = await open('phone');
    await signUp(other.context);
    const answer = await other.page.goto(`${site}/bookings/${reference}`);
    expect(answer?.status()).toBe(404);
    expect(pathOf(other.page)).toBe(`${site}/bookings/${reference}`);
  });

  test('a last-minute booking starts within 24 hours: cancelling is said to refund nothing, and refunds nothing — fr_FR EUR desktop', async ({ open, signUp }) => {
    const { context, page } = await open('desktop');
    const locale = 'fr_FR';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const { email } = await signUp(context);
    // The first start between 4 and 20 hours from now (after the 2-hour cut-off, inside the 24-hour window),
    // of a tour whose start times and zone have one at this hour of the run (a morning tour in Paris has none at 08:00 UTC).
    const now = Date.now();
    const slotOf = (tour: { timeZone: string; minStartTime: string; maxStartTime: string }) => {
      const today = todayIn(tour.timeZone);
      const days = [0, 1, 2].map((offset) => new Date(Date.parse(`${today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10));
      return days
        .flatMap((day) => startTimes(tour.minStartTime, tour.maxStartTime).map((time) => ({ day, time, at: zonedInstant(day, time, tour.timeZone).getTime() })))
        .find((candidate) => candidate.at - now > 4 * 3_600_000 && candidate.at - now < 20 * 3_600_000);
    };
    const tour = await lastMinuteTour(page.request, (candidate) => slotOf(candidate) !== undefined);
    const slot = slotOf(tour);
    if (!slot) throw new Error('No start between 4 and 20 hours from now');

    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, slot.day, email, { time: slot.time });
    await cartToCheckout(page, site, locale);
    const order = await placeCardOrderAndPay(page, site, locale);
    const { reference } = await bookingOfOrder(context.request, order);

    // The terms before confirming: inside the window, no refund; and no more changes.
    await page.goto(`${site}/bookings/${reference}`);
    await hydrated(page);
    const cancelSection = page.locator('section[aria-labelledby="cancel-title"]');
    const terms = await cancelSection.locator('.notice-error').first().innerText();
    expect(terms).toContain(t('bookings.cancel.noRefund'));
    expect(terms).not.toMatch(messagePattern(locale, 'bookings.cancel.refund'));

    await cancelSection.getByLabel(fieldLabel(t('bookings.cancel.reason'))).fill('Le train a du retard.');
    await cancelSection.getByRole('button', { name: t('bookings.cancel.confirm') }).click();
    await waitForPath(page, `${site}/bookings?view=cancelled`);
    await toast(page, t('bookings.cancelled', { id: reference })).waitFor();

    // The booking is cancelled; its order stays paid (inside the window nothing is refunded).
    const answer = (await (await context.request.get(`/api/me/bookings`)).json()) as { bookings: { reference: string; status: string }[] };
    expect(answer.bookings.find((booking) => booking.reference === reference)?.status).toBe('cancelled');
    const paid = (await (await context.request.get(`/api/orders/${order}`)).json()) as { status: string };
    expect(paid.status).toBe('paid');
  });
});
