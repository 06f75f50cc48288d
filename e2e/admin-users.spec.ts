// The back office's users (issue 18 §3): admin Adam finds a traveller by e-mail, credits her Cicerone
// Coins with a reason (a confirmation step first), and her own page shows the new balance; then he
// deactivates her, and her open session is logged out at her next page. On a phone in the dark
// theme, the list and the user's page fit 375 px and pass the accessibility checks.
import { describe } from 'vitest';
import { toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { coinsInEuros } from './support/coins.ts';
import { baseURL, hydrated, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { formatted } from './support/site.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);

describe('users in the back office', () => {
  test('an admin finds a traveller by e-mail, credits her coins with a reason, her balance shows it; deactivated, her open session is logged out', async ({ open, signUp, staff }) => {
    const traveller = await open('desktop');
    const account = await signUp(traveller.context, { locale });
    await traveller.page.goto(`${site}/redeem`);
    await traveller.page.locator('.empty-note', { hasText: t('redeem.history.empty') }).waitFor();

    const { page } = await open('desktop', { storageState: await staff('admin') });
    await page.goto(`${site}/admin/users`);
    await hydrated(page);
    await page.getByLabel(t('admin.users.q')).fill(account.email.toUpperCase());
    await page.getByRole('button', { name: t('admin.users.find') }).click();
    await page.getByRole('status').filter({ hasText: t('admin.users.results', { count: 1 }) }).waitFor();
    await page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }).click();
    await page.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` }).waitFor();

    // The reason is required: the form says so before anything moves.
    await page.getByLabel(t('admin.users.coins.amount')).fill('12.50');
    await page.getByRole('button', { name: t('admin.users.coins.next') }).click();
    await page.locator('.error-summary', { hasText: t('errors.field.required') }).waitFor();
    const reason = 'Guide arrived 30 minutes late';
    await page.getByLabel(t('admin.users.coins.reason')).fill(reason);
    await page.getByRole('button', { name: t('admin.users.coins.next') }).click();
    const amount = coinsInEuros(locale, 12_50);
    await page.getByRole('heading', { name: t('admin.users.coins.confirm.credit', { amount }) }).waitFor();
    await page.getByText(t('admin.users.coins.confirmReason', { reason })).waitFor();
    await page.getByRole('button', { name: t('admin.users.coins.yes.credit', { amount }) }).click();
    await toast(page, t('admin.users.coins.credited', { email: account.email, amount, balance: amount })).waitFor();
    await page.locator('#user-coins-title', { hasText: amount }).waitFor();

    await traveller.page.reload();
    expect(await traveller.page.locator('.coin-balance .coin-balance-amount').innerText()).toBe(amount);
    await traveller.page.getByRole('cell', { name: t('redeem.history.reason.adjustment') }).waitFor();

    // Deactivation asks first: it logs her out everywhere.
    await page.getByRole('link', { name: t('admin.users.deactivate') }).click();
    await page.getByText(t('admin.users.deactivateWarning')).waitFor();
    await page.getByRole('button', { name: t('admin.users.deactivateYes') }).click();
    await toast(page, t('admin.users.deactivated', { email: account.email })).waitFor();
    await page.getByRole('button', { name: t('admin.users.reactivate') }).waitFor();

    // Her next page finds no session: neither her access cookie nor her refresh cookie works any more.
    await traveller.page.goto(`${site}/redeem`);
    await waitForPath(traveller.page, `${site}/login?next=${encodeURIComponent(`${site}/redeem`)}`);

    // The admin's own page offers no change: another admin credits their coins, as they change their role.
    const me = (await (await page.request.get('/api/me')).json()) as { uuid: string };
    await page.goto(`${site}/admin/users/${me.uuid}`);
    await page.getByText(t('admin.users.ownAccount')).waitFor();
    expect(await page.getByLabel(t('admin.users.coins.amount')).count()).toBe(0);
    expect(await page.getByRole('link', { name: t('admin.users.deactivate') }).count()).toBe(0);
  });

  test('on a phone in the dark theme, the list and a user fit 375 px and pass the accessibility checks', async ({ open, signUp, staff }) => {
    const someone = await open('phone');
    const account = await signUp(someone.context, { locale });
    const { page, context } = await open('phone', { storageState: await staff('admin') });
    await context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await page.goto(`${site}/admin/users?q=${encodeURIComponent(account.email)}&sort=email&dir=asc`);
    await hydrated(page);
    await page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNone(await seriousViolations(page), 'the users list, phone, dark');
    await page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }).tap();
    await page.getByRole('heading', { level: 1, name: `${account.firstName} ${account.lastName}` }).waitFor();
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expectNone(await seriousViolations(page), 'a user, phone, dark');
  });
});
