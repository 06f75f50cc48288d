// A guide's pay, end to end: a guide whose missions of a month were finished in euros and in US
// dollars (seeded before the server starts: support/guide-payments.ts) opens the dashboard's payments
// page and reads each mission's earning and the totals per currency; no statement yet. Admin Adam runs
// that month's payout from the back office (the job's run by hand), sees one statement per currency
// flagged for the missing payout method, and marks the euro one paid; the guide then finds both
// statements, downloads the PDF, and reads the euro one as paid. On a desktop in English and on a
// phone in French in the dark theme.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import { logInThroughApi, toast } from './support/accounts.ts';
import { hydrated, type Device } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { e2eMissionPrices } from './support/guide-payments.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { formatted, message, messagePattern } from './support/site.ts';
import { sharedServer } from './support/shared-server.ts';

/** What the seeded missions earn at the default 70 %, half a cent up (decision 0017). */
const earned = (currency: string) => e2eMissionPrices.filter((mission) => mission.currency === currency).reduce((sum, mission) => sum + Math.floor((mission.price * 70 + 50) / 100), 0);

const cases: Array<{ device: Device; locale: string; colorScheme: 'light' | 'dark' }> = [
  { device: 'desktop', locale: 'en_US', colorScheme: 'light' },
  { device: 'phone', locale: 'fr_FR', colorScheme: 'dark' },
];

/** No serious accessibility problem, and nothing wider than the screen (wide tables scroll in their own region). */
async function checkPage(page: Page, where: string) {
  expectNone(await seriousViolations(page), where);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

describe('guide payments', () => {
  for (const { device, locale, colorScheme } of cases) {
    test(`a guide reads the month's earnings by currency, the payout builds the statements, the admin marks one paid — ${locale} ${device}`, async ({ open, staff }) => {
      const guide = sharedServer().payoutGuides[device];
      const site = `/${locale}/EUR`;
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      const money = (amount: number, code: string) => formatMoney(amount, { code, minorUnits: 2 }, languageTag(locale as 'en_US'));
      const [year, month] = guide.month.split('-').map(Number) as [number, number];
      const monthName = new Intl.DateTimeFormat(languageTag(locale as 'en_US'), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));

      // The guide's payments page for the month: three missions, earnings per currency, no statement yet.
      const mine = await open(device, { colorScheme });
      await logInThroughApi(mine.context, { ...guide, firstName: 'Test' });
      const payments = `${site}/guide-missions/payments?month=${guide.month}`;
      await mine.page.goto(payments);
      await hydrated(mine.page);
      await mine.page.getByRole('heading', { level: 1, name: t('payouts.page.title') }).waitFor();
      const missions = mine.page.getByRole('region', { name: t('payouts.missions.caption') });
      expect(await missions.locator('tbody tr').count()).toBe(3);
      const totals = mine.page.getByRole('list', { name: t('payouts.totals.label') });
      expect(await totals.locator('[data-currency="EUR"] .payout-total-amount').innerText()).toBe(money(earned('EUR'), 'EUR'));
      expect(await totals.locator('[data-currency="USD"] .payout-total-amount').innerText()).toBe(money(earned('USD'), 'USD'));
      await mine.page.getByText(t('payouts.statements.empty')).waitFor();
      // No payout method yet: the page asks for one and leads to where it is added.
      await mine.page.getByRole('heading', { name: t('payouts.noMethod.title') }).waitFor();
      expect(await mine.page.getByRole('link', { name: t('payouts.noMethod.link') }).getAttribute('href')).toBe(`${site}/account-billing`);
      // The month filter is a form: chosen from the keyboard, it shows the same month.
      const filter = mine.page.getByLabel(t('payouts.filter.month'), { exact: true });
      expect(await filter.inputValue()).toBe(guide.month);
      await checkPage(mine.page, `payments ${device} ${colorScheme}`);

      // Adam builds the month's statements from the back office, with the keyboard.
      const admin = await open(device, { storageState: await staff('admin') });
      await admin.page.goto(`${site}/admin/payouts?month=${guide.month}`);
      await hydrated(admin.page);
      const build = admin.page.getByRole('button', { name: t('admin.payouts.build', { month: monthName }) });
      await build.focus();
      await admin.page.keyboard.press('Enter');
      const rows = admin.page.locator('tbody tr', { has: admin.page.getByRole('link', { name: guide.email }) });
      await expect.poll(() => rows.count()).toBe(2);
      await toast(admin.page, formatted(locale, 'admin.payouts.built', { count: 2 })).waitFor();
      const euro = rows.filter({ has: admin.page.getByRole('cell', { name: 'EUR', exact: true }) });
      expect(await euro.locator('.admin-amount').innerText()).toContain(money(earned('EUR'), 'EUR'));
      await euro.getByText(t('admin.payouts.noMethod')).waitFor();
      // Built once: running it again builds nothing more.
      await build.click();
      await toast(admin.page, formatted(locale, 'admin.payouts.built', { count: 0 })).waitFor();
      expect(await rows.count()).toBe(2);
      await checkPage(admin.page, `admin payouts ${device}`);

      // Adam marks the euro statement paid.
      const reference = (await euro.getAttribute('data-reference')) ?? '';
      await euro.getByRole('button', { name: messagePattern(locale, 'admin.payouts.markPaidLabel', { reference }) }).click();
      await toast(admin.page, t('admin.payouts.paid', { reference })).waitFor();
      await euro.locator('.payout-status-paid').waitFor();

      // The guide finds both statements, the euro one paid, and downloads its PDF.
      await mine.page.reload();
      await hydrated(mine.page);
      const statements = mine.page.getByRole('region', { name: t('payouts.statements.caption') });
      expect(await statements.locator('tbody tr').count()).toBe(2);
      const paidRow = statements.locator('tbody tr', { has: mine.page.locator('th', { hasText: reference }) });
      await paidRow.locator('.payout-status-paid').waitFor();
      const pdfLink = paidRow.getByRole('link', { name: t('payouts.statements.pdfLabel', { reference }) });
      const pdf = await mine.context.request.get((await pdfLink.getAttribute('href')) ?? '');
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});
