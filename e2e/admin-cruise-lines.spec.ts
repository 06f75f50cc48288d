// The cruise companies and ships the cruise request form offers (requirements §screens.quotes, decision 0021): admin Adam
// adds a ship to Cunard and the public list (GET /api/cruises-ships) offers it; on a phone in the
// dark theme, in Italian, he retires it again by keyboard, and the list no longer offers it.
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { baseURL, hydrated } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message } from './support/site.ts';

const ship = 'Queen Elizabeth II Test';

async function offeredShips(page: Page, company: string): Promise<string[]> {
  const companies = (await (await page.request.get('/api/cruises-ships')).json()) as { name: string; ships: { name: string }[] }[];
  return companies.find((line) => line.name === company)?.ships.map((entry) => entry.name) ?? [];
}

describe('cruise companies and ships in the back office', () => {
  test('an admin adds a ship, the cruise form is offered it; on a phone in the dark theme, in Italian, retires it by keyboard', async ({ open, staff }) => {
    const en = (key: string, values?: Record<string, string>) => message('en_US', key, values);
    const desktop = await open('desktop', { storageState: await staff('admin') });
    await desktop.page.goto('/en_US/EUR/admin/cruise-lines');
    await hydrated(desktop.page);
    await desktop.page.getByRole('heading', { level: 1, name: en('admin.cruises.title') }).waitFor();
    await desktop.page.getByText('Cunard', { exact: true }).click();
    await desktop.page.getByLabel(en('admin.cruises.newShip', { company: 'Cunard' })).fill(ship);
    await desktop.page.locator('form', { has: desktop.page.getByLabel(en('admin.cruises.newShip', { company: 'Cunard' })) }).getByRole('button', { name: en('admin.cruises.add') }).click();
    await toast(desktop.page, en('admin.cruises.done.addShip', { name: ship })).waitFor();
    expect(await offeredShips(desktop.page, 'Cunard')).toContain(ship);

    const it = (key: string, values?: Record<string, string>) => message('it_IT', key, values);
    const { page, context } = await open('phone', { storageState: await staff('admin') });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await page.goto('/it_IT/EUR/admin/cruise-lines');
    await hydrated(page);
    await page.getByText('Cunard', { exact: true }).tap();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNone(await seriousViolations(page), 'the cruise companies page, phone, dark');

    const retire = page.getByRole('button', { name: it('admin.cruises.retireNamed', { name: ship }) });
    await retire.focus();
    await page.keyboard.press('Enter');
    await toast(page, it('admin.cruises.done.retireShip')).waitFor();
    expect(await offeredShips(page, 'Cunard')).not.toContain(ship);
    // Retired, not gone: the back office can offer it again (the company's section stays open after the change).
    expect(await page.locator('details', { has: page.getByText('Cunard', { exact: true }) }).evaluate((section) => (section as HTMLDetailsElement).open)).toBe(true);
    await page.getByRole('button', { name: it('admin.cruises.restoreNamed', { name: ship }) }).waitFor();
  });
});
