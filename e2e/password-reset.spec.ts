// A forgotten password: the same confirmation whether or not the address has an account, the mailed
// link, a new password, and a login with it (the old one no longer works).
import { describe } from 'vitest';
import { fieldLabel, logInWithForm, openNewestMail, toast, uniqueEmail } from './support/accounts.ts';
import { hydrated, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { message } from './support/site.ts';

const locale = 'de_DE';
const site = '/de_DE/EUR';
const t = (key: string) => message(locale, key);

describe('forgotten password', () => {
  test('ask for a link, set a new password from the mail, log in with it', async ({ open, signUp, staff }) => {
    const { context, page } = await open('desktop');
    // An account that speaks German (its mails and links are in its language), opened through the API.
    const person = await signUp(context, { locale });
    await context.clearCookies();

    // The confirmation is the same for an unknown address and for the account's.
    const confirmations: string[] = [];
    for (const email of [uniqueEmail('nobody'), person.email]) {
      await page.goto(`${site}/forgot-password`);
      await hydrated(page);
      await page.getByLabel(fieldLabel(t('auth.forgot.email'))).fill(email);
      await page.getByRole('button', { name: t('auth.forgot.submit') }).click();
      await waitForPath(page, `${site}/forgot-password?sent=1`);
      const confirmation = page.locator('main [role="status"]');
      await confirmation.getByText(t('auth.forgot.sent')).waitFor();
      confirmations.push(await confirmation.innerText());
    }
    expect(confirmations[1]).toBe(confirmations[0]);

    // Signed out, the person cannot read the outbox (nor anyone else's mail in it): the mailbox asks
    // them to sign in and shows no mail.
    await page.goto('/dev/mailbox');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    expect(await page.locator('a[href*="/reset-password?token="]').count()).toBe(0);
    // On the demo installation the admin reads the outbox and hands the link over; it works once.
    const admin = await open('desktop', { storageState: await staff('superAdmin') });
    await openNewestMail(admin.page, person.email, 'reset-password');
    const link = await admin.page.locator('a[href*="/reset-password?token="]').first().getAttribute('href');
    await page.goto(link ?? 'no link in the mail');
    await page.waitForURL((url) => url.pathname === `${site}/reset-password` && url.searchParams.has('token'));
    await hydrated(page);
    const newPassword = `${person.password}-new`;
    await page.getByLabel(fieldLabel(t('auth.reset.password'))).fill(newPassword);
    await page.getByLabel(fieldLabel(t('auth.reset.confirmPassword'))).fill(newPassword);
    await page.getByRole('button', { name: t('auth.reset.submit') }).click();
    await waitForPath(page, `${site}/login`);
    await toast(page, t('auth.notice.passwordReset')).waitFor();

    // The old password is refused; the new one opens the account.
    await page.getByLabel(fieldLabel(t('auth.login.email'))).fill(person.email);
    await page.getByLabel(fieldLabel(t('auth.login.password'))).fill(person.password);
    await page.locator('main').getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.locator('.error-summary').getByText(t('errors.invalid_credentials')).waitFor();
    await logInWithForm(page, locale, { ...person, password: newPassword }, `${site}/account`);
    expect(await page.locator('.account-email').innerText()).toBe(person.email);
  });
});
