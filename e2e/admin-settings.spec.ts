// The back office's settings (requirements §back-office.settings, decision 0033): admin Adam sets his own rate for the New
// Zealand dollar and a visitor's tour prices in NZD follow it; he withdraws the Danish krone and the
// currency switcher stops offering it; then on a phone in the dark theme the page fits and reads well.
// Every change is undone at the end, for the specs that run after this one on the same server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { baseURL, hydrated, resultsDir } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message, startsWith } from './support/site.ts';

const en = (key: string, values?: Record<string, string>) => message('en_US', key, values);

async function shoot(page: Page, name: string) {
  mkdirSync(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `${name}.png`), fullPage: true });
}

/** The first tour card's title and price (a number) on the NZD tour list. */
async function firstCard(page: Page): Promise<{ title: string; price: number }> {
  await page.goto('/en_US/NZD/tours');
  const card = page.locator('.tour-card').first();
  const title = ((await card.locator('.tour-card-link').textContent()) ?? '').trim();
  const price = Number(((await card.locator('.tour-card-price strong').textContent()) ?? '').replace(/[^\d.]/g, ''));
  return { title, price };
}

async function offeredCurrencies(page: Page): Promise<string[]> {
  await page.goto('/en_US/EUR/');
  await hydrated(page);
  await page.getByRole('button', { name: startsWith('Language and currency') }).click();
  await page.getByRole('tab', { name: en('shell.picker.tabCurrency') }).click();
  return page.getByRole('tabpanel').locator('.choice-code').allTextContents();
}

describe('the settings of the back office', () => {
  test('an admin sets a rate and the prices follow; withdraws a currency and the switcher drops it; the page on a phone, dark', async ({ open, staff }) => {
    const { page } = await open('desktop', { storageState: await staff('admin') });
    const visitor = (await open('desktop')).page;
    const before = await firstCard(visitor);
    const refreshed = ((await (await visitor.request.get('/api/exchange-rates/NZD')).json()) as { rate: number }).rate;
    expect(before.price).toBeGreaterThan(0);

    await page.goto('/en_US/EUR/admin/settings');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: en('admin.settings.title') }).waitFor();
    const rateField = page.getByLabel(en('admin.settings.currencies.ownRateFor', { code: 'NZD' }));
    await rateField.fill('20');
    await page.locator('form', { has: rateField }).getByRole('button', { name: en('admin.settings.currencies.setRate') }).click();
    await toast(page, en('admin.settings.done.rate', { code: 'NZD', rate: '20', previous: new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 }).format(refreshed) })).waitFor();
    await shoot(page, 'admin-settings-desktop-light');

    // The same tour, about 20 / refreshed times its price before (rounded to whole cents either way).
    const after = await firstCard(visitor);
    expect(after.title).toBe(before.title);
    expect(after.price / before.price).toBeCloseTo(20 / refreshed, 1);
    // The page says which day's rates it converted with: the admin's, of today.
    const today = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date());
    expect(await visitor.locator('.footer-rates').textContent()).toBe(en('shell.footer.rates', { date: today }));

    const withdraw = page.getByRole('button', { name: en('admin.settings.withdrawNamed', { name: 'DKK' }) });
    await withdraw.click();
    await toast(page, en('admin.settings.done.currencyOff', { code: 'DKK' })).waitFor();
    expect(await offeredCurrencies(visitor)).not.toContain('DKK');
    expect(await offeredCurrencies(visitor)).toContain('NZD');

    const { page: phone, context } = await open('phone', { storageState: await staff('admin') });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await phone.goto('/en_US/EUR/admin/settings');
    await hydrated(phone);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNone(await seriousViolations(phone), 'the settings page, phone, dark');
    await shoot(phone, 'admin-settings-phone-dark');

    // The other two looks: the phone in the light theme, the laptop in the dark one.
    await context.clearCookies({ name: 'theme' });
    await phone.reload();
    await shoot(phone, 'admin-settings-phone-light');
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await page.reload();
    await shoot(page, 'admin-settings-desktop-dark');
    await page.context().clearCookies({ name: 'theme' });

    // Back as it was: DKK offered again (by keyboard), NZD at its refreshed rate.
    await page.reload();
    const offer = page.getByRole('button', { name: en('admin.settings.offerNamed', { name: 'DKK' }) });
    await page.locator('.admin-settings-more summary').click();
    await offer.focus();
    await page.keyboard.press('Enter');
    await toast(page, en('admin.settings.done.currencyOn', { code: 'DKK' })).waitFor();
    await page.getByRole('button', { name: en('admin.settings.currencies.removeRateFor', { code: 'NZD' }) }).click();
    await toast(page, en('admin.settings.done.rateRemoved', { code: 'NZD', rate: new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 }).format(refreshed) })).waitFor();
    expect(await offeredCurrencies(visitor)).toContain('DKK');
    expect((await firstCard(visitor)).price).toBe(before.price);
  });
});
