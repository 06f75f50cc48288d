// One booking, one text: a bank-transfer order's payment deadline reads the same, with its zone, on
// the pay-done page and on the booking page (core/i18n/instants.ts), in German on a desktop and in
// Japanese on a phone.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { registerThroughApi } from './support/accounts.ts';
import { addToCart, dayAhead, firstTour, placeBankTransferOrder } from './support/booking.ts';
import { type Device, expect, hydrated, test } from './support/browser.ts';
import { messagePattern } from './support/site.ts';

interface Case {
  locale: Locale;
  currency: string;
  device: Device;
  weeksAhead: number;
}

/** The paragraph giving the payment deadline, on whichever page shows the transfer instructions. */
function deadlineOf(page: Page, locale: Locale) {
  return page.locator('main p', { hasText: messagePattern(locale, 'payDone.deadline') });
}

const cases: Case[] = [
  { locale: 'de_DE', currency: 'CHF', device: 'desktop', weeksAhead: 9 },
  { locale: 'ja_JP', currency: 'JPY', device: 'phone', weeksAhead: 10 },
];

describe('one booking, one text', () => {
  for (const { locale, currency, device, weeksAhead } of cases) {
    test(`the payment deadline reads the same on pay-done and the booking page, with its zone — ${locale} ${currency} ${device}`, async ({ open }) => {
      const { context, page } = await open(device);
      const site = `/${locale}/${currency}`;
      const email = await registerThroughApi(context.request, `texts-${locale}`);
      const tour = await firstTour(page.request);

      await page.goto(`${site}/tour/${tour.slug}`);
      await hydrated(page);
      await addToCart(page, locale, dayAhead(tour, weeksAhead), email);
      const order = await placeBankTransferOrder(page, site, locale);

      // The instant the order expires, on the company's clock and named so, as the one function writes it.
      const answer = (await (await context.request.get(`/api/orders/${order}`)).json()) as { expiresAt: string };
      const siteT = translatorFor(locale);
      const expected = siteT('payDone.deadline', { date: formatInstant(answer.expiresAt, companyClock(siteT), { tag: languageTag(locale), t: siteT }) });
      expect(await deadlineOf(page, locale).innerText()).toBe(expected);

      // The booking page of the order's booking says the same words.
      const mine = (await (await context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string }[] };
      const booking = mine.bookings.find((entry) => entry.orderReference === order);
      if (!booking) throw new Error(`No booking of order ${order}`);
      await page.goto(`${site}/bookings/${booking.reference}`);
      await hydrated(page);
      expect(await deadlineOf(page, locale).innerText()).toBe(expected);

    });
  }
});
