// The payment method is the one the traveller sees chosen (requirements §rules.payment-method): bank transfer chosen
// and the order button pressed at once — before the options' loader has answered, or with no
// JavaScript at all — is a bank-transfer order. And an unpaid card order is not a dead end: pay-done,
// My bookings and the booking's page offer to pay it now, by card again or by bank transfer instead.
// Item 10 on the way: pay-done links to the booking and to My bookings, and the booking's page
// states its travellers once.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { hydrated, pathOf, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { addToCart, dayAhead, firstTour, orderReference } from './support/booking.ts';
import { formatted, message, messagePattern } from './support/site.ts';

interface OrderAnswer {
  status: string;
  paymentMethod: string;
  expiresAt: string | null;
}

/** From the tour page to the checkout's options, with one tour in the cart. */
async function toCheckout(page: Page, site: string, locale: string, day: string, email: string): Promise<void> {
  const tour = await firstTour(page.request);
  await page.goto(`${site}/tour/${tour.slug}`);
  await hydrated(page);
  await addToCart(page, locale, day, email);
  await waitForPath(page, `${site}/cart`);
  await page.goto(`${site}/checkout`);
}

describe('pay now', () => {
  test('bank transfer chosen and the order button pressed at once is a bank-transfer order, with and without JavaScript — de_DE CHF desktop', async ({ open, signUp }) => {
    const locale = 'de_DE';
    const site = `/${locale}/CHF`;
    const t = (key: string) => message(locale, key);
    const { context, page } = await open('desktop');
    const { email } = await signUp(context);
    const tour = await firstTour(page.request);

    // With JavaScript, on a slow connection: the options' loader (asked again on each change) answers
    // only after the click. The order must not take the method of the page before the change.
    await toCheckout(page, site, locale, dayAhead(tour, 7), email);
    await hydrated(page);
    await page.route(
      (url) => url.pathname === `${site}/checkout.data` && url.searchParams.has('method'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => undefined);
      },
    );
    const go = page.locator('button.checkout-go');
    await page.getByLabel(t('checkout.method.bank')).check();
    const label = await go.innerText();
    await go.click();
    await page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
    await page.getByRole('heading', { name: t('payDone.pendingTitle') }).waitFor();
    const first = (await (await context.request.get(`/api/orders/${orderReference(page)}`)).json()) as OrderAnswer;
    expect(first.paymentMethod).toBe('bank_transfer');
    // The button said so at the moment of the click, too.
    expect(label).toBe(t('checkout.placeBank'));
    // pay-done leads on to the booking and to My bookings.
    const links = page.getByRole('navigation', { name: t('payDone.links') });
    expect(await links.getByRole('link', { name: t('bookings.title'), exact: true }).getAttribute('href')).toBe(`${site}/bookings`);
    expect(await links.getByRole('link', { name: messagePattern(locale, 'payDone.booking') }).getAttribute('href')).toMatch(new RegExp(`^${site}/bookings/BK-\\w+$`));
    await page.unroute((url) => url.pathname === `${site}/checkout.data`);

    // Without JavaScript: the same choice, sent by the browser's own form.
    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, dayAhead(tour, 8), email);
    await waitForPath(page, `${site}/cart`);
    const plain = await open('desktop', { javaScriptEnabled: false, storageState: await context.storageState() });
    await plain.page.goto(`${site}/checkout`);
    await plain.page.getByLabel(t('checkout.method.bank')).check();
    const plainLabel = await plain.page.locator('button.checkout-go').innerText();
    await plain.page.locator('button.checkout-go').click();
    await plain.page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
    await plain.page.getByRole('heading', { name: t('payDone.pendingTitle') }).waitFor();
    const second = (await (await context.request.get(`/api/orders/${orderReference(plain.page)}`)).json()) as OrderAnswer;
    expect(second.paymentMethod).toBe('bank_transfer');
    expect(plainLabel).toBe(t('checkout.placeBank'));
  });

  test('an unpaid card order is paid now from pay-done, My bookings and the booking: card again, or bank transfer instead — ja_JP JPY phone', async ({ open, signUp }) => {
    const locale = 'ja_JP';
    const site = `/${locale}/JPY`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const { context, page } = await open('phone');
    const { email } = await signUp(context);
    const tour = await firstTour(page.request);

    // A card order, left on the card step: nothing paid.
    await toCheckout(page, site, locale, dayAhead(tour, 9), email);
    await hydrated(page);
    await page.getByRole('button', { name: t('checkout.placeCard') }).click();
    await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
    const reference = orderReference(page);
    const payByCard = page.getByRole('link', { name: t('payNow.card') });
    const payByBank = page.getByRole('button', { name: t('payNow.bank') });

    // pay-done says it is not paid and offers both ways.
    await page.goto(`${site}/pay-done?order=${reference}`);
    await hydrated(page);
    await page.getByText(t('payDone.unpaid', { reference })).waitFor();
    expect(await payByCard.getAttribute('href')).toBe(`${site}/checkout?order=${reference}`);
    expect(await payByBank.count()).toBe(1);

    // So does the booking's page, linked from pay-done; it states the travellers once, by age band.
    await page.getByRole('navigation', { name: t('payDone.links') }).getByRole('link', { name: messagePattern(locale, 'payDone.booking') }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${site}/bookings/BK-`));
    await hydrated(page);
    await payByBank.waitFor();
    const mine = (await (await context.request.get('/api/me/bookings')).json()) as { bookings: { travellers: Record<string, number> }[] };
    const travellers = page.locator('.detail-list > div', { has: page.locator('dt', { hasText: t('tour.booking.travellers') }) }).locator('dd');
    expect(await travellers.innerText()).toBe(formatted(locale, 'bookings.field.travellerSplit', mine.bookings[0]?.travellers ?? {}));

    // My bookings offers it too (the new account's only booking; its title is the tour's in Japanese).
    await page.goto(`${site}/bookings?view=waiting-payment`);
    await hydrated(page);
    const card = page.locator('.booking-card');
    await card.getByRole('link', { name: t('payNow.card') }).waitFor();

    // Card again leads to the card step of the same order.
    await card.getByRole('link', { name: t('payNow.card') }).click();
    await waitForPath(page, `${site}/checkout?order=${reference}`);
    await page.getByLabel(t('checkout.card.number'), { exact: true }).waitFor();

    // From the card step, bank transfer instead: the pending page with the bank details, and the
    // bank-transfer deadline (72 hours from now, not the card's 30 minutes).
    await hydrated(page);
    await payByBank.click();
    await waitForPath(page, `${site}/pay-done?order=${reference}`);
    await page.getByRole('heading', { name: t('payDone.pendingTitle') }).waitFor();
    expect(await page.locator('dl.bank-details').count()).toBe(1);
    const order = (await (await context.request.get(`/api/orders/${reference}`)).json()) as OrderAnswer;
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'bank_transfer' });
    expect(Date.parse(order.expiresAt ?? '') - Date.now()).toBeGreaterThan(71 * 3_600_000);

    // The booking now waits for the transfer: no more card offer.
    await page.goto(`${site}/bookings?view=waiting-payment`);
    await hydrated(page);
    await card.waitFor();
    expect(await card.getByRole('link', { name: t('payNow.card') }).count()).toBe(0);
    expect(pathOf(page)).toBe(`${site}/bookings?view=waiting-payment`);
  });
});
