// Accounts in the browser specs: the demo accounts the server seeds on its first start (only staff
// is signed in as them, see users.ts), logging a context in through the API, fresh addresses for
// sign-ups, and reading the development mailbox.
import type { BrowserContext, Page } from 'playwright-core';
import { baseURL, hydrated, waitForPath } from './browser.ts';
import { message } from './site.ts';

export interface Account {
  email: string;
  password: string;
  firstName: string;
}

/**
 * The seeded demo staff (README 'Demo accounts', apps/server/src/demo-accounts.ts):
 * no product path makes a guide or an admin. Customers and business accounts are signed up by each
 * test instead (users.ts), so the demo customer's and agents' logins are left to people trying the site.
 */
export const demo = {
  guide: { email: 'gina@demo.cicerone.travel', password: 'guide-demo-2026', firstName: 'Gina' },
  admin: { email: 'adam@demo.cicerone.travel', password: 'admin-demo-2026', firstName: 'Adam' },
  superAdmin: { email: 'sofia@demo.cicerone.travel', password: 'super-demo-2026', firstName: 'Sofia' },
} satisfies Record<string, Account>;

let counter = 0;

/** An address no earlier run of the suite used (the server keeps its database for the whole run). */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `e2e-${label}-${Date.now().toString(36)}-${counter}@example.com`;
}

/**
 * Logs the context in with POST /api/auth/login: the session cookies land in the context's jar.
 * Origin is this site, as a browser's own fetch would send it (the CSRF check wants it on any
 * cookie-carrying write).
 */
export async function logInThroughApi(context: BrowserContext, account: Account): Promise<void> {
  const response = await context.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
    headers: { origin: baseURL() },
  });
  if (response.status() !== 200) throw new Error(`login of ${account.email} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Opens /dev/mailbox, then the newest mail to `email` of `template` ('verify-email',
 * 'reset-password'…: the mailbox's template column, the same in every language), waiting for it
 * to be written.
 */
export async function openNewestMail(page: Page, email: string, template: string): Promise<void> {
  const rows = page
    .locator('tbody tr')
    .filter({ has: page.locator('td:nth-child(2)', { hasText: email }) })
    .filter({ has: page.locator('td:nth-child(4)', { hasText: new RegExp(`^\\s*${template}\\s`) }) });
  for (let attempt = 0; ; attempt += 1) {
    await page.goto('/dev/mailbox');
    if ((await rows.count()) > 0) break;
    if (attempt >= 20) throw new Error(`No ${template} mail to ${email} in /dev/mailbox`);
    await page.waitForTimeout(250);
  }
  // The list is newest first; the subject cell's first link opens the HTML mail.
  await rows.first().locator('td:nth-child(3) a').first().click();
  await page.waitForURL(/\/dev\/mailbox\/\d+$/);
}

export interface NewAccount extends Account {
  lastName: string;
}

/** A fresh individual account's details. */
export function newPerson(label: string): NewAccount {
  return { email: uniqueEmail(label), password: `Pw-${Date.now().toString(36)}-e2e`, firstName: 'Zoé', lastName: `Tester${counter}` };
}

/** Fills the sign-up form's personal part (the form is open and hydrated). */
export async function fillPersonalDetails(page: Page, locale: string, person: NewAccount): Promise<void> {
  const field = (key: string) => page.getByLabel(fieldLabel(message(locale, key)));
  await field('auth.signUp.firstName').fill(person.firstName);
  await field('auth.signUp.lastName').fill(person.lastName);
  await field('auth.signUp.email').fill(person.email);
  await field('auth.signUp.confirmEmail').fill(person.email);
  await field('auth.signUp.password').fill(person.password);
  await field('auth.signUp.confirmPassword').fill(person.password);
}

/** The login form: e-mail, password, submit; waits until the page it sends to (`landing`) is shown. */
export async function logInWithForm(page: Page, locale: string, account: Account, landing: string): Promise<void> {
  await hydrated(page);
  await page.getByLabel(fieldLabel(message(locale, 'auth.login.email'))).fill(account.email);
  await page.getByLabel(fieldLabel(message(locale, 'auth.login.password'))).fill(account.password);
  await page.locator('main').getByRole('button', { name: message(locale, 'auth.login.submit'), exact: true }).click();
  await waitForPath(page, landing);
  await hydrated(page);
}

/** Opens the newest verification mail to `email` and follows its link; the page says the address is verified. */
export async function verifyThroughMailbox(page: Page, locale: string, email: string): Promise<void> {
  await openNewestMail(page, email, 'verify-email');
  await page.locator('a[href*="/verify-email?token="]').first().click();
  await page.waitForURL((url) => url.pathname.endsWith('/verify-email') && url.searchParams.get('result') === 'verified');
  await page.getByRole('heading', { level: 1, name: message(locale, 'auth.verify.verifiedTitle') }).waitFor();
}

/** The green toast (a form's confirmation once JavaScript runs) showing `text`. */
export function toast(page: Page, text: string) {
  return page.locator('.toast', { hasText: text });
}

/** A form field's label: exactly `text`, with or without the ' *' a required field of the account pages adds. */
export function fieldLabel(text: string): RegExp {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?\\s*$`);
}
