// The back office's dashboard and audit trail (requirements §back-office.dashboard): a customer's bank transfer waits in
// the dashboard's queue, whose link leads admin Adam to the transfers page where he confirms it; the
// dashboard's chart then counts it today, and the chart and its table show the same figures. Super
// admin Sofia finds the confirmation in the audit trail with its fields before and after; Adam may
// not open the whole log. Screenshots of both pages, desktop and phone, light and dark, go to test-results/.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { toast } from './support/accounts.ts';
import { seriousViolations, expectNone } from './support/axe.ts';
import { bankOrderThroughApi, dayAhead, firstTour } from './support/booking.ts';
import { baseURL, hydrated, resultsDir, waitForPath, type Device } from './support/browser.ts';
import { message, messagePattern } from './support/site.ts';
import { expect, test } from './support/users.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

/** Each day of a currency's chart as its bar and point say it, and as its table's row says it. */
async function chartAndTable(page: Page, currency: string) {
  const chart = page.locator(`svg[data-currency="${currency}"]`);
  const figure = page.locator('figure', { has: chart });
  const bars = await chart.locator('.sales-chart-bar').evaluateAll((nodes) => nodes.map((node) => ({ day: node.getAttribute('data-day'), title: node.querySelector('title')?.textContent ?? '', height: Number(node.getAttribute('height')) })));
  const points = await chart.locator('.sales-chart-point').evaluateAll((nodes) => nodes.map((node) => ({ day: node.getAttribute('data-day'), bookings: Number(node.getAttribute('data-bookings')) })));
  await figure.locator('summary').click();
  const rows = await figure.locator('tbody tr').evaluateAll((nodes) => nodes.map((node) => ({ day: node.getAttribute('data-day'), cells: [...node.children].map((cell) => (cell.textContent ?? '').trim()) })));
  return { bars, points, rows };
}

async function screenshots(page: Page, device: Device, name: string) {
  mkdirSync(resultsDir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
    await page.reload();
    await hydrated(page);
    await page.screenshot({ path: join(resultsDir, `admin-${name}-${device}-${theme}.png`), fullPage: true });
    expectNone(await seriousViolations(page), `${name} ${device} ${theme}`);
  }
}

describe('the back office dashboard and audit trail', () => {
  test('a transfer waits in a queue, is confirmed from its page, counts in the chart as in its table, and shows in the audit trail', async ({ open, signUp, staff }) => {
    const customer = await open('desktop');
    const { email } = await signUp(customer.context);
    const tour = await firstTour(customer.context.request);
    const { order } = await bankOrderThroughApi(customer.context, tour, dayAhead(tour, 12), email);

    // The dashboard: the transfer waits in its queue, whose link leads to the page that works it off.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${site}/admin`);
    await hydrated(admin.page);
    await admin.page.getByRole('heading', { level: 1, name: t('admin.dashboard.title') }).waitFor();
    const queue = admin.page.locator('[data-queue="bank_transfers"]');
    expect(Number(await queue.locator('.work-queue-count').innerText())).toBeGreaterThanOrEqual(1);
    const todayBefore = (await admin.page.locator('svg[data-currency="EUR"]').count()) > 0 ? await chartAndTable(admin.page, 'EUR') : null;
    const bookingsToday = (rows: { bookings: number }[] | undefined) => rows?.at(-1)?.bookings ?? 0;
    const before = bookingsToday(todayBefore?.points);
    await queue.getByRole('link').click();
    await waitForPath(admin.page, `${site}/admin/bank-transfers`);
    await hydrated(admin.page);

    // Confirmed in its two steps.
    const row = admin.page.locator('tbody tr', { has: admin.page.locator('th', { hasText: order }) });
    const amount = await row.locator('.admin-amount').innerText();
    await row.getByRole('link', { name: messagePattern(locale, 'admin.bankTransfers.confirmLabel', { reference: order }) }).click();
    await admin.page.getByRole('button', { name: t('admin.bankTransfers.confirmYes', { amount }) }).click();
    await toast(admin.page, t('admin.bankTransfers.confirmed', { reference: order })).waitFor();

    // Back on the dashboard: today counts one more booking, and every day of the chart is its table's row.
    await admin.page.goto(`${site}/admin`);
    await hydrated(admin.page);
    const { bars, points, rows } = await chartAndTable(admin.page, 'EUR');
    expect(rows).toHaveLength(30);
    expect(bookingsToday(points)).toBe(before + 1);
    expect(bars.map((bar) => bar.day)).toEqual(rows.map((line) => line.day));
    for (const [index, line] of rows.entries()) {
      const [label, bookings, revenue] = line.cells;
      expect(Number(bookings)).toBe(points[index]?.bookings);
      // The bar's own words: the table row's day and revenue, then its number of bookings.
      expect(bars[index]?.title.startsWith(`${label}: ${revenue}, ${bookings} `), `${bars[index]?.title} / ${line.cells.join(' | ')}`).toBe(true);
    }
    // The tallest bar is the day of the largest revenue.
    const revenueOf = (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, ''));
    const tallest = bars.reduce((best, bar, index) => (bar.height > (bars[best]?.height ?? -1) ? index : best), 0);
    expect(revenueOf(rows[tallest]?.cells[2])).toBe(Math.max(...rows.map((line) => revenueOf(line.cells[2]))));

    // An admin does not read the whole log.
    const forbidden = await admin.page.goto(`${site}/admin/audit-log`);
    expect(forbidden?.status()).toBe(403);

    // Sofia finds the confirmation by its admin and action, with the order's status before and after.
    const sofia = await open('desktop', { storageState: await staff('superAdmin') });
    await sofia.page.goto(`${site}/admin/audit-log`);
    await hydrated(sofia.page);
    const search = sofia.page.getByRole('search', { name: t('admin.audit.searchLabel') });
    await search.getByLabel(t('admin.audit.admin')).fill('adam@');
    await search.getByLabel(t('admin.audit.action'), { exact: true }).selectOption('bank_transfer.confirmed');
    await search.getByRole('button', { name: t('admin.audit.find') }).click();
    await sofia.page.waitForURL((url) => url.searchParams.get('action') === 'bank_transfer.confirmed');
    const line = sofia.page.locator('tr.audit-line', { hasText: order });
    await line.waitFor();
    expect(await line.innerText()).toContain(t('admin.audit.action.bank_transfer.confirmed'));
    expect(await line.innerText()).toContain('adam@demo.cicerone.travel');
    const status = line.locator('.audit-change', { hasText: 'status' });
    expect(await status.locator('.audit-before').innerText()).toBe('awaiting_payment');
    expect(await status.locator('.audit-after').innerText()).toBe('paid');

    await admin.page.goto(`${site}/admin`);
    await screenshots(admin.page, 'desktop', 'dashboard');
    await screenshots(sofia.page, 'desktop', 'audit-log');
  });

  test('on a 375 px phone, nothing but the chart and the tables scrolls sideways', async ({ open, staff }) => {
    for (const [who, path, name] of [
      ['admin', '/admin', 'dashboard'],
      ['superAdmin', '/admin/audit-log', 'audit-log'],
    ] as const) {
      const { page } = await open('phone', { storageState: await staff(who) });
      await page.goto(`${site}${path}`);
      await hydrated(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await screenshots(page, 'phone', name);
    }
  });
});
