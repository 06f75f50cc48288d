// The back office's bookings (requirements §back-office.bookings) in the browser: a traveller redeems a gift card's coins and
// books a tour paying part with coins and the rest by card; an admin finds the booking by the
// traveller's e-mail on /admin/bookings, opens it (its history: booked, paid), cancels it on the
// traveller's behalf with a refund — a confirmation step first, then a notice of what went back —
// and the history gains the team's cancellation; the traveller's My bookings shows it cancelled and
// their coin balance has the coin share back. Then both admin pages on a desktop and a phone, light
// and dark, scanned with axe and saved as screenshots (test-results/admin-bookings-*.png).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { expectNone, seriousViolations } from './support/axe.ts';
import { fieldLabel, toast } from './support/accounts.ts';
import { bankOrderThroughApi, dayAhead, firstTour, payWithTestCard } from './support/booking.ts';
import { baseURL, hydrated, resultsDir, waitForPath } from './support/browser.ts';
import { coinsInEuros } from './support/coins.ts';
import { e2eGiftCardValue } from './support/gift-cards.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';
import { sharedServer } from './support/shared-server.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
const coinsSpent = 30_00;

describe('back office: bookings', () => {
  test('an admin cancels a booking with a refund; the traveller sees it cancelled and the coins back — en_US EUR desktop', async ({ open, signUp, staff }) => {
    // The traveller: 50 € of coins from a gift card, 30 € of them spent on a tour, the rest by card.
    const traveller = await open('desktop');
    const { email } = await signUp(traveller.context);
    const redeemed = await traveller.context.request.post('/api/gift-cards/redeem', { headers: { origin: baseURL() }, data: { code: sharedServer().giftCards.paid[3] } });
    expect(redeemed.status()).toBe(200);
    const tour = await firstTour(traveller.page.request);
    const details = (await (await traveller.context.request.get(`/api/tour/${tour.id}`)).json()) as { prices: { duration: string }[]; guideLanguages: string[]; minStartTime: string; minPeople: number };
    const placed = await traveller.context.request.post('/api/orders', {
      headers: { origin: baseURL() },
      data: {
        paymentMethod: 'card',
        currency: 'EUR',
        fromCart: false,
        coinsRequested: coinsSpent,
        items: [
          {
            tourId: tour.id,
            duration: details.prices[0]?.duration,
            day: dayAhead(tour, 7),
            startTime: details.minStartTime.slice(0, 5),
            travellers: { adults: Math.max(2, details.minPeople), children: 0, infants: 0 },
            guideLanguage: details.guideLanguages[0],
            contact: { name: 'Ada Refund', email, phone: '+33 6 12 34 56 78' },
          },
        ],
      },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { reference: string }).reference;
    await traveller.page.goto(`${site}/checkout?order=${order}`);
    await hydrated(traveller.page);
    await payWithTestCard(traveller.page, locale);
    await waitForPath(traveller.page, `${site}/pay-done?order=${order}`);
    const mine = (await (await traveller.context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string }[] };
    const reference = mine.bookings.find((booking) => booking.orderReference === order)?.reference ?? '';
    expect(reference).toMatch(/^BK-/);

    // The admin finds it by the traveller's e-mail, in any case.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${site}/admin/bookings`);
    await hydrated(admin.page);
    await admin.page.getByLabel(t('admin.bookings.q')).fill(email.toUpperCase());
    await admin.page.getByRole('button', { name: t('admin.bookings.find') }).click();
    await admin.page.waitForURL((url) => url.searchParams.get('q') === email.toUpperCase());
    const row = admin.page.locator('tbody tr', { hasText: reference });
    expect(await row.count()).toBe(1);
    await row.getByRole('link', { name: reference }).click();
    await waitForPath(admin.page, `${site}/admin/bookings/${reference}`);
    await admin.page.getByRole('heading', { level: 1, name: t('admin.booking.title', { reference }) }).waitFor();
    await hydrated(admin.page);
    const history = admin.page.locator('section[aria-labelledby="booking-history-title"] tbody tr th');
    await expect.poll(() => history.allInnerTexts()).toEqual([t('admin.booking.event.order_placed'), t('admin.booking.event.payment_succeeded')]);

    // Cancel with a refund: the policy's answer is preselected, a confirmation step says what goes back.
    const cancel = admin.page.locator('form', { has: admin.page.locator('input[name="form"][value="cancel"]') });
    await cancel.getByLabel(fieldLabel(t('admin.booking.cancel.reason'))).fill('The traveller phoned: their flight was cancelled.');
    expect(await cancel.locator('input[name="refund"][value="yes"]').isChecked()).toBe(true);
    await cancel.getByRole('button', { name: t('admin.booking.cancel.submit') }).click();
    const confirm = admin.page.locator('section.admin-confirm');
    await confirm.getByRole('heading', { name: t('admin.booking.confirm.cancelTitle', { reference }) }).waitFor();
    expect(await confirm.innerText()).toContain(coinsInEuros(locale, coinsSpent));
    await confirm.getByRole('button', { name: t('admin.booking.confirm.cancelYes') }).click();
    await toast(admin.page, coinsInEuros(locale, coinsSpent)).waitFor();
    await expect.poll(() => history.allInnerTexts()).toEqual([t('admin.booking.event.order_placed'), t('admin.booking.event.payment_succeeded'), t('admin.booking.event.cancelled_by_admin')]);
    expect(await admin.page.locator('.admin-fact', { hasText: t('admin.bookings.column.status') }).locator('.status-badge').innerText()).toBe(t('bookings.status.cancelled'));

    // The traveller: My bookings says cancelled, and the 30 € of coins are back (50 € again).
    await traveller.page.goto(`${site}/bookings?view=cancelled`);
    await hydrated(traveller.page);
    const card = traveller.page.locator('.booking-card', { hasText: reference });
    expect(await card.locator('.status-badge').innerText()).toBe(t('bookings.status.cancelled'));
    await traveller.page.goto(`${site}/redeem`);
    expect(await traveller.page.locator('.coin-balance .coin-balance-amount').innerText()).toBe(coinsInEuros(locale, e2eGiftCardValue));

  });

  test('the list and a booking read on a desktop and a 375 px phone, light and dark: no sideways scrolling, no serious axe violation', async ({ open, signUp, staff }) => {
    // A booking waiting for its transfer (the quickest to make): the page then offers every action.
    const traveller = await open('desktop');
    const { email } = await signUp(traveller.context);
    const tour = await firstTour(traveller.page.request);
    const { booking: reference } = await bankOrderThroughApi(traveller.context, tour, dayAhead(tour, 8), email);
    for (const [device, theme] of [
      ['desktop', 'light'],
      ['desktop', 'dark'],
      ['phone', 'light'],
      ['phone', 'dark'],
    ] as const) {
      const seen = await open(device, { storageState: await staff('admin') });
      await seen.context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
      for (const [name, path] of [
        ['list', `${site}/admin/bookings?q=${encodeURIComponent(email)}`],
        ['booking', `${site}/admin/bookings/${reference}`],
      ] as const) {
        await seen.page.goto(path);
        await hydrated(seen.page);
        expect(await seen.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        mkdirSync(resultsDir, { recursive: true });
        await seen.page.screenshot({ path: join(resultsDir, `admin-bookings-${name}-${device}-${theme}.png`), fullPage: true });
        expectNone(await seriousViolations(seen.page), `${path} ${device} ${theme}`);
      }
    }
  });
});
