// The back office's users (requirements §back-office.users): admin Adam finds a traveller by e-mail, credits her Cicerone
// Coins with a reason (a confirmation step first), and her own page shows the new balance; then he
// deactivates her, and her open session is logged out at her next page. On a phone in the dark
// theme, the list and the user's page fit 375 px and pass the accessibility checks.
import { describe } from 'vitest';
import { logInWithForm, toast } from './support/accounts.ts';
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
    await page.getByRole('status').filter({ hasText: new RegExp(`^\\s*${t('admin.users.results', { count: 1 })}\\s*$`) }).waitFor();
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

describe('the back office in French on a phone', () => {
  test('an admin logs in to the back office, finds a traveller by part of her e-mail, and reads a tour’s titles and history in French', async ({ open, signUp, staff }) => {
    const fr = (key: string, values?: Record<string, string | number>) => formatted('fr_FR', key, values);
    const frSite = '/fr_FR/EUR';
    const traveller = await open('phone');
    const account = await signUp(traveller.context, { locale: 'fr_FR' });

    // Logged in without a page to return to, an admin lands in the back office, not on the account.
    const { page } = await open('phone');
    await page.goto(`${frSite}/login`);
    await logInWithForm(page, 'fr_FR', { email: 'adam@demo.cicerone.travel', password: 'admin-demo-2026' } as Parameters<typeof logInWithForm>[2], `${frSite}/admin`);

    // Part of the e-mail from its middle finds her.
    const part = (account.email.split('@')[0] ?? '').slice(4);
    await page.goto(`${frSite}/admin/users`);
    await hydrated(page);
    await page.locator('main').getByLabel(fr('admin.users.q')).fill(part);
    await page.locator('main').getByRole('button', { name: fr('admin.users.find'), exact: true }).click();
    // Exactly one: '1 résultat' is also part of the whole list's '51 résultats', shown before the search answers.
    await page.getByRole('status').filter({ hasText: new RegExp(`^\\s*${fr('admin.users.results', { count: 1 })}\\s*$`) }).waitFor();
    await page.getByRole('link', { name: `${account.firstName} ${account.lastName}` }).waitFor();

    // A tour with French texts is listed by its French title.
    const admin = await open('desktop', { storageState: await staff('admin') });
    const { tours } = (await (await admin.page.request.get('/api/tours?language=fr_FR&page=2')).json()) as { tours: { id: number; title: string; slug: string }[] };
    const tour = tours[0] as { id: number; title: string; slug: string };
    const french = (await (await admin.page.request.get(`/api/tour/${tour.id}?language=fr_FR`)).json()) as { title: string };
    await page.goto(`${frSite}/admin/tours?q=${encodeURIComponent(tour.slug)}`);
    await page.locator('.admin-tours-list').getByText(french.title, { exact: true }).first().waitFor();

    // Its history names fields as the form does and writes prices as money.
    const current = (await (await admin.page.request.get(`/api/admin/tours/${tour.id}`)).json()) as { details: { prices: { priceCents: number }[]; groupsPerDay: number } & Record<string, unknown> };
    const details = current.details;
    const prices = details.prices.map((price, index) => (index === 0 ? { ...price, priceCents: price.priceCents + 100 } : price));
    const changed = await admin.page.request.put(`/api/admin/tours/${tour.id}`, { data: { ...details, prices, groupsPerDay: details.groupsPerDay + 1 }, headers: { origin: baseURL() } });
    expect(changed.status(), await changed.text()).toBe(200);
    await page.goto(`${frSite}/admin/tours/${tour.id}`);
    const history = page.getByRole('table', { name: fr('admin.audit.history'), exact: true });
    await history.getByText(fr('admin.tours.field.prices'), { exact: true }).first().waitFor();
    await history.getByText(fr('admin.tours.field.groupsPerDay'), { exact: true }).first().waitFor();
    const text = await history.innerText();
    expect(text).not.toMatch(/priceCents|band|groupsPerDay/);
    expect(text).toContain('€');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }, 240_000);
});
