import { chromium } from 'playwright-core';
import { chromiumArgs } from '../scripts/chromium.ts';

const base = process.env.BASE ?? 'http://localhost:3793';
const js = process.env.NOJS !== '1';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: [...chromiumArgs] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', javaScriptEnabled: js });
const page = await context.newPage();
page.on('pageerror', (e) => console.log('page error', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
const email = process.env.EMAIL ?? 'gina@demo.cicerone.travel';
const password = process.env.PASSWORD ?? 'guide-demo-2026';
await page.goto(`${base}/en_US/EUR/login`);
await page.getByLabel('E-mail address').fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Log in' }).click();
await page.waitForLoadState('networkidle');
console.log('after login', page.url());
await page.goto(`${base}/en_US/EUR/account`);
// Errors: empty first name, bad phone
await page.getByLabel('First name').fill('');
await page.getByLabel('Phone').fill('12');
await page.getByRole('button', { name: 'Save changes' }).click();
await page.waitForLoadState('networkidle');
console.log('summary:', await page.getByRole('alert').first().innerText().catch(() => 'none'));
await page.screenshot({ path: `/tmp/acct/shots/flow-profile-errors-${js ? 'js' : 'nojs'}.png`, fullPage: true });
await page.getByLabel('First name').fill('Gina');
await page.getByLabel('Phone').fill('+33 6 12 34 56 78');
await page.getByLabel('Female').check();
await page.getByLabel('Date of birth').fill('1990-05-17');
await page.getByLabel('Native language').selectOption('de_DE');
await page.getByLabel('Country').selectOption('DE');
await page.getByRole('button', { name: 'Save changes' }).click();
await page.getByText('Your account information has been saved.').waitFor();
console.log('status after save:', await page.getByRole('status').allInnerTexts(), page.url());
await page.screenshot({ path: `/tmp/acct/shots/flow-profile-saved-${js ? 'js' : 'nojs'}.png`, fullPage: true });
console.log('phone now', await page.getByLabel('Phone').inputValue());
// Addresses
const resp = await page.goto(`${base}/en_US/EUR/my-addresses`);
console.log('my-addresses', resp?.status(), page.url());
for (const [street, city] of [['1 Rue de la Paix', 'Paris'], ['2 Unter den Linden', 'Berlin']]) {
  await page.getByLabel('Street and number').fill(street!);
  await page.getByLabel('Postcode').fill('75002');
  await page.getByLabel('City').fill(city!);
  await page.getByLabel('Country').selectOption(city === 'Paris' ? 'FR' : 'DE');
  const before = await page.locator('.account-card').count();
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByText('The address has been added.').first().waitFor();
  await page.waitForFunction((n) => document.querySelectorAll('.account-card').length > n, before);
}
console.log('addresses:', await page.locator('.account-card').allInnerTexts());
await page.getByRole('button', { name: 'Set as primary' }).first().click();
await page.getByText('This is now your primary address.').first().waitFor();
console.log('after primary:', (await page.locator('.account-card').allInnerTexts()).map((s) => s.replace(/\n/g, ' | ')));
await page.screenshot({ path: `/tmp/acct/shots/flow-addresses-${js ? 'js' : 'nojs'}.png`, fullPage: true });
// Favourite a tour
await page.goto(`${base}/en_US/EUR/tours`);
const first = page.locator('.tour-card').first();
const title = await first.locator('.tour-card-title').innerText();
await first.getByRole('button', { name: 'Add to favourites' }).click();
await page.waitForTimeout(1500);
console.log('pressed:', await page.locator('.tour-card').first().getByRole('button', { name: /favourites/ }).getAttribute('aria-pressed'), page.url());
await page.goto(`${base}/en_US/EUR/favourite-tours`);
console.log('favourites list:', await page.locator('.tour-card-title').allInnerTexts(), 'expected', title);
await browser.close();
