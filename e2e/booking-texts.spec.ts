// One booking, one text: a bank-transfer order's payment deadline reads the same, with its zone, on
// the pay-done page and on the booking page (core/i18n/instants.ts); once the transfer is confirmed,
// the meeting point reads the same on the booking page, the voucher and the confirmation mail — the
// tour page's point when the traveller gave none (German, desktop), else theirs (Japanese, phone).
import type { BrowserContext, Page } from 'playwright-core';
import { extractText } from 'unpdf';
import { describe } from 'vitest';
import { companyClock, formatInstant } from '@cicerone/core/i18n/instants';
import { translatorFor } from '@cicerone/core/i18n/catalogs';
import { languageTag, type Locale } from '@cicerone/core/locales';
import { openNewestMail } from './support/accounts.ts';
import { addToCart, dayAhead, firstTour, placeBankTransferOrder } from './support/booking.ts';
import { baseURL, type Device, hydrated } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message, messagePattern } from './support/site.ts';

interface Case {
  locale: Locale;
  currency: string;
  device: Device;
  weeksAhead: number;
  /** The meeting point the traveller writes in the booking panel; none: the tour's own. */
  meetingPoint?: string;
}

/** The paragraph giving the payment deadline, on whichever page shows the transfer instructions. */
function deadlineOf(page: Page, locale: Locale) {
  return page.locator('main p', { hasText: messagePattern(locale, 'payDone.deadline') });
}

/** The value of a definition list's term `label` on the page. */
function definition(page: Page, label: string) {
  return page.locator(`xpath=//main//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
}

/** PDF text wraps where the page's does not: words compare without their white space. */
const squashed = (text: string) => text.replace(/\s+/g, '');

/** An admin (a context with the admin's session) confirms the order's transfer through the back office's API, as its button does. */
async function confirmTransfer(admin: BrowserContext, order: string): Promise<void> {
  const answer = await admin.request.put(`/api/admin/bank-transfers/${order}/confirm`, { headers: { origin: baseURL() } });
  expect(answer.status()).toBe(200);
}

const cases: Case[] = [
  { locale: 'de_DE', currency: 'CHF', device: 'desktop', weeksAhead: 9 },
  { locale: 'ja_JP', currency: 'JPY', device: 'phone', weeksAhead: 10, meetingPoint: 'ホテルグランヴィア京都 1階ロビー' },
];

describe('one booking, one text', () => {
  for (const { locale, currency, device, weeksAhead, meetingPoint } of cases) {
    test(`the payment deadline reads the same on pay-done and the booking page, with its zone; the meeting point the same on the page, voucher and mail — ${locale} ${currency} ${device}`, async ({ open, signUp, staff }) => {
      const { context, page } = await open(device);
      const site = `/${locale}/${currency}`;
      const tour = await firstTour(page.request);
      await page.goto(`${site}/tour/${tour.slug}`);
      await hydrated(page);
      // Signed up from the page, so the account (and its mail) speaks the page's language.
      const { email } = await signUp(context);
      const t = (key: string) => message(locale, key);
      const tourPoint = (await definition(page, t('tour.facts.meetingPoint')).innerText()).trim();
      if (meetingPoint) {
        await page.locator('form#booking details.booking-more summary').click();
        await page.locator('form#booking').getByLabel(t('tour.booking.meetingPoint')).fill(meetingPoint);
      }
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

      // Paid: the booking page, the voucher and the confirmation mail name the same meeting point.
      await confirmTransfer((await open('desktop', { storageState: await staff('admin') })).context, order);
      const point = meetingPoint ?? tourPoint;
      await page.reload();
      await hydrated(page);
      expect((await definition(page, t('tour.booking.meetingPoint')).innerText()).trim()).toBe(point);
      const voucherPath = await page.getByRole('link', { name: t('bookings.documents.voucher') }).getAttribute('href');
      const voucher = await context.request.get(voucherPath ?? '');
      expect(voucher.status()).toBe(200);
      const { text } = await extractText(new Uint8Array(await voucher.body()), { mergePages: true });
      expect(squashed(text)).toContain(squashed(point));
      await openNewestMail(page, email, 'booking-confirmed');
      expect(await page.locator('body').innerText()).toContain(point);
    });
  }
});
