// Accessibility scans (axe, WCAG 2.1 A and AA) of the home page on a desktop and a 375 px phone,
// in the light and the dark theme. Also saves their screenshots in test-results/ for review.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { baseURL, hydrated, resultsDir, type Device } from './support/browser.ts';
import { expect, test, type Staff } from './support/users.ts';
import { bankOrderThroughApi, dayAhead, firstTour } from './support/booking.ts';
import { message } from './support/site.ts';
import { expectNone, seriousViolations } from './support/axe.ts';

describe('accessibility', () => {
  const cases: [Device, 'light' | 'dark'][] = [
    ['desktop', 'light'],
    ['desktop', 'dark'],
    ['phone', 'light'],
    ['phone', 'dark'],
  ];

  for (const [device, theme] of cases) {
    test(`home page, ${device}, ${theme} theme`, async ({ open }) => {
      const { context, page } = await open(device);
      // The theme as a visitor's choice: the server renders it into <html data-theme>.
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
      await page.goto('/en_US/EUR/');
      await hydrated(page);
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);

      mkdirSync(resultsDir, { recursive: true });
      await page.screenshot({ path: join(resultsDir, `home-${device}-${theme}.png`), fullPage: true });
      expectNone(await seriousViolations(page), `home ${device} ${theme}`);
    });
  }

  test('open panels: the Menu dropdown (desktop) and the drawer (phone)', async ({ open }) => {
    const { page } = await open('desktop');
    await page.goto('/en_US/EUR/');
    await hydrated(page);
    await page.getByRole('button', { name: message('en_US', 'shell.header.menu'), exact: true }).click();
    await page.locator('.wide-panel').waitFor();
    expectNone(await seriousViolations(page), 'home desktop, Menu open');

    const { page: phone } = await open('phone');
    await phone.goto('/en_US/EUR/');
    await hydrated(phone);
    await phone.getByRole('button', { name: message('en_US', 'shell.mobile.openMenu') }).tap();
    const drawer = phone.getByRole('dialog', { name: message('en_US', 'shell.header.menu') });
    await drawer.getByRole('tabpanel').getByRole('link').first().waitFor();
    await phone.screenshot({ path: join(resultsDir, 'home-phone-menu.png') });
    expectNone(await seriousViolations(phone), 'home phone, menu drawer open');
  });

  // The accounts pages: forms with their error summaries, the account layout and the back office.
  // A customer is signed up for the test; staff pages use the demo staff's one session of the file.
  const accountPages: { path: string; who: 'customer' | Staff | null; submitEmpty?: boolean }[] = [
    { path: '/en_US/EUR/login', who: null, submitEmpty: true },
    { path: '/en_US/EUR/sign-up?type=business', who: null, submitEmpty: true },
    { path: '/en_US/EUR/recruitment', who: null, submitEmpty: true },
    { path: '/en_US/EUR/account', who: 'customer' },
    { path: '/en_US/EUR/my-addresses', who: 'customer' },
    { path: '/en_US/EUR/account-billing', who: 'guide' },
    { path: '/en_US/EUR/login-history', who: 'customer' },
    { path: '/en_US/EUR/admin/business-accounts', who: 'admin' },
    { path: '/en_US/EUR/admin/refunds', who: 'admin' },
    { path: '/en_US/EUR/guide-missions', who: 'guide' },
    { path: '/en_US/EUR/admin/missions', who: 'admin' },
    { path: '/en_US/EUR/admin/reviews', who: 'admin' },
    // Requirements §screens.quotes: the request pages (the pickup's summary, the cruise's stopover list, the business trip's city search), My quotes and the back office's.
    { path: '/en_US/EUR/airport-pickup', who: null, submitEmpty: true },
    { path: '/en_US/EUR/cruise-tour', who: null },
    { path: '/en_US/EUR/business-trip', who: 'customer' },
    { path: '/en_US/EUR/my-quotes', who: 'customer' },
    { path: '/en_US/EUR/admin/quotes', who: 'admin' },
  ];
  for (const { path, who, submitEmpty } of accountPages) {
    for (const [device, theme] of [
      ['desktop', 'light'],
      ['phone', 'dark'],
    ] as const) {
      test(`${path}, ${device}, ${theme} theme${submitEmpty ? ', with its error summary' : ''}`, async ({ open, signUp, staff }) => {
        const { context, page } = await open(device, who && who !== 'customer' ? { storageState: await staff(who) } : {});
        await context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
        if (who === 'customer') await signUp(context);
        await page.goto(path);
        await hydrated(page);
        if (submitEmpty) {
          await page.locator('main form button[type="submit"]').last().click();
          await page.locator('.error-summary').first().waitFor();
        }
        expectNone(await seriousViolations(page), `${path} ${device} ${theme}`);
      });
    }
  }

  // My bookings: the status view, the calendar and a booking's page with its forms (a bank-transfer
  // booking shows them all: bank details, proof upload, change, cancel with its error summary). A
  // fresh account each (users.ts).
  for (const [device, theme] of [
    ['desktop', 'light'],
    ['phone', 'dark'],
  ] as const) {
    test(`my bookings (list, calendar, a booking), ${device}, ${theme} theme`, async ({ open, signUp }) => {
      const { context, page } = await open(device);
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
      const { email } = await signUp(context, { firstName: 'Ada' });
      const tour = await firstTour(context.request);
      const day = dayAhead(tour, 9);
      const { booking: reference } = await bankOrderThroughApi(context, tour, day, email);

      const [year, month] = day.split('-');
      for (const path of ['/en_US/EUR/bookings?view=waiting-payment', `/en_US/EUR/bookings?display=calendar&year=${year}&month=${Number(month)}`, `/en_US/EUR/bookings/${reference}`]) {
        await page.goto(path);
        await hydrated(page);
        mkdirSync(resultsDir, { recursive: true });
        await page.screenshot({ path: join(resultsDir, `bookings-${path.includes('calendar') ? 'calendar' : path.includes('view=') ? 'list' : 'booking'}-${device}-${theme}.png`), fullPage: true });
        expectNone(await seriousViolations(page), `${path} ${device} ${theme}`);
      }
      // The cancel form sent without a reason: its error summary and the field's message.
      await page.locator('section[aria-labelledby="cancel-title"] button[type="submit"]').click();
      await page.locator('section[aria-labelledby="cancel-title"] .error-summary').waitFor();
      expectNone(await seriousViolations(page), `booking ${device} ${theme}, cancel error summary`);
    });
  }
});
