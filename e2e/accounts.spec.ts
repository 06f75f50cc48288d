// A customer's account from sign-up to logout, in two languages on a desktop and a phone: sign up,
// verify the address from the mail, log out and in, correct the profile, keep two addresses and a
// favourite tour. Then the session on the server side: an expired access cookie is renewed from
// the refresh cookie; without either, an account page asks for a login and comes back after it.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import {
  fieldLabel,
  fillPersonalDetails,
  logInThroughApi,
  logInWithForm,
  newPerson,
  toast,
  verifyThroughMailbox,
  type NewAccount,
} from './support/accounts.ts';
import { baseURL, hydrated, pathOf, waitForPath, type Device } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { cookie, message, startsWith } from './support/site.ts';

/** The user menu's button (desktop header), named after the person. */
function userMenuButton(page: Page, locale: string, person: { firstName: string; lastName: string }) {
  return page.getByRole('button', { name: message(locale, 'shell.user.menuLabel', { name: `${person.firstName} ${person.lastName}` }) });
}

/** Logs out from the header: the user menu on a desktop, the menu drawer's account tab on a phone. */
async function logOut(page: Page, device: Device, locale: string, person: NewAccount, site: string) {
  await hydrated(page);
  if (device === 'desktop') {
    await userMenuButton(page, locale, person).click();
  } else {
    await page.getByRole('button', { name: message(locale, 'shell.mobile.openMenu') }).click();
    await page.getByRole('tab', { name: message(locale, 'shell.mobile.tab.account') }).click();
  }
  await page.getByRole('button', { name: message(locale, 'shell.user.logout'), exact: true }).click();
  await waitForPath(page, `${site}/login`);
  await toast(page, message(locale, 'auth.notice.loggedOut')).waitFor();
}

/** The header of the HTML the server sent, before any script ran. */
async function serverRenderedHeader(page: Page): Promise<string> {
  const response = await page.reload();
  const html = (await response?.text()) ?? '';
  return /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
}

describe('a customer account', () => {
  const journeys: [Device, string, string][] = [
    ['desktop', 'en_US', 'EUR'],
    ['phone', 'fr_FR', 'CHF'],
  ];

  for (const [device, locale, currency] of journeys) {
    test(`sign up, verify, log out and in, profile, addresses, favourite, log out — ${locale} ${device}`, async ({ open }) => {
      const { page } = await open(device);
      const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
      const site = `/${locale}/${currency}`;
      const person = newPerson(`customer-${device}`);

      // Sign up as an individual: logged in at once, on the account page.
      await page.goto(`${site}/sign-up`);
      await hydrated(page);
      await fillPersonalDetails(page, locale, person);
      await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
      await waitForPath(page, `${site}/account`);
      await toast(page, t('auth.notice.checkInbox')).waitFor();
      const banner = page.getByRole('region', { name: t('auth.verifyBanner.label') });
      await banner.waitFor();
      expect(await banner.innerText()).toContain(t('auth.verifyBanner.text'));
      // The header knows the user in the very HTML the server sends (no logged-out flash).
      expect(await serverRenderedHeader(page)).toContain(`class="user-first-name">${person.firstName}</span>`);
      if (device === 'desktop') await userMenuButton(page, locale, person).waitFor();

      // The verification mail's link keeps the sign-up page's language and currency: verified, and the banner is gone.
      await verifyThroughMailbox(page, locale, person.email);
      expect(pathOf(page)).toBe(`${site}/verify-email?result=verified`);
      expect(await banner.count()).toBe(0);

      // Log out, then in again with the login form.
      await page.goto(`${site}/account`);
      await logOut(page, device, locale, person, site);
      expect(await cookie(page.context(), 'refresh_token')).toBeUndefined();
      await logInWithForm(page, locale, person, `${site}/account`);
      expect(await page.locator('.account-email').innerText()).toBe(person.email);

      // The profile: an invalid phone is refused with its message and nothing is saved; a valid one is.
      const phone = page.getByLabel(fieldLabel(t('account.profile.phone')));
      const lastName = page.getByLabel(fieldLabel(t('account.profile.lastName')));
      const save = page.getByRole('button', { name: t('account.profile.submit') });
      await lastName.fill('Changed');
      await phone.fill('12ab');
      await save.click();
      const summary = page.locator('.error-summary');
      await summary.waitFor();
      expect(await summary.innerText()).toContain(`${t('account.profile.phone')}: ${t('errors.field.phone')}`);
      expect(await phone.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#profile-phone-error').innerText()).toBe(t('errors.field.phone'));
      await page.reload();
      await hydrated(page);
      expect(await lastName.inputValue()).toBe(person.lastName);
      expect(await phone.inputValue()).toBe('');
      await phone.fill('+33 6 12 34 56 78');
      await save.click();
      await toast(page, t('account.profile.saved')).waitFor();
      // Back on the page itself (not on the '.data' address the form was sent to).
      expect(pathOf(page)).toBe(`${site}/account`);
      await page.reload();
      expect((await phone.inputValue()).replace(/\s/g, '')).toBe('+33612345678');

      // Two addresses; then the second becomes the primary one.
      await page.getByRole('navigation', { name: t('account.nav.label') }).getByRole('link', { name: t('account.nav.addresses') }).click();
      await waitForPath(page, `${site}/my-addresses`);
      await hydrated(page);
      const addresses = [
        { street: '12 Rue de Rivoli', zip: '75001', city: 'Paris', country: 'FR' },
        { street: 'Hauptstraße 5', zip: '10115', city: 'Berlin', country: 'DE' },
      ];
      const cards = page.locator('.account-cards > li');
      for (const [index, address] of addresses.entries()) {
        const add = page.locator('section.account-add');
        await add.getByLabel(fieldLabel(t('account.addresses.street'))).fill(address.street);
        await add.getByLabel(fieldLabel(t('account.addresses.zip'))).fill(address.zip);
        await add.getByLabel(fieldLabel(t('account.addresses.city'))).fill(address.city);
        await add.getByLabel(fieldLabel(t('account.addresses.country'))).selectOption(address.country);
        await add.getByRole('button', { name: t('account.addresses.add') }).click();
        await expect.poll(() => cards.count()).toBe(index + 1);
        expect(pathOf(page)).toBe(`${site}/my-addresses`);
      }
      const primaryBadges = page.locator('.account-cards .status-badge', { hasText: t('account.rows.primary') });
      expect(await primaryBadges.count()).toBe(1);
      const berlin = cards.filter({ hasText: 'Berlin' });
      await berlin.getByRole('button', { name: startsWith(t('account.rows.setPrimary')) }).click();
      await toast(page, t('account.addresses.primaryChanged')).waitFor();
      await expect.poll(() => berlin.locator('.status-badge').allInnerTexts()).toEqual([t('account.rows.primary')]);
      expect(await primaryBadges.count()).toBe(1);

      // A favourite tour from the tours list, then in the favourites page.
      await page.goto(`${site}/tours`);
      await hydrated(page);
      const card = page.locator('.tour-card').first();
      const title = (await card.locator('.tour-card-link').innerText()).trim();
      const heart = card.getByRole('button', { name: t('favourites.add') });
      await heart.click();
      await expect.poll(() => card.locator('.favourite-button').getAttribute('aria-pressed')).toBe('true');
      await page.goto(`${site}/favourite-tours`);
      expect((await page.locator('.tour-card-link').allInnerTexts()).map((text) => text.trim())).toEqual([title]);

      // Logging out ends on the login page.
      await logOut(page, device, locale, person, site);
    });
  }

  test('the session on the server: a lost access cookie is renewed from the refresh cookie; with neither, a login brings the page back', async ({ open, signUp }) => {
    const { context, page } = await open('desktop');
    const site = '/en_US/EUR';
    const person = await signUp(context);
    await page.goto(`${site}/account`);
    expect(pathOf(page)).toBe(`${site}/account`);
    const firstRefresh = (await cookie(context, 'refresh_token'))?.value;
    expect(firstRefresh).toBeTruthy();

    // Without its access token, the page is still theirs: the server rotated the refresh token.
    await context.clearCookies({ name: 'access_token' });
    const renewed = await page.reload();
    expect(renewed?.status()).toBe(200);
    expect(pathOf(page)).toBe(`${site}/account`);
    expect(await page.locator('.account-email').innerText()).toBe(person.email);
    const secondRefresh = (await cookie(context, 'refresh_token'))?.value;
    expect(secondRefresh).toBeTruthy();
    expect(secondRefresh).not.toBe(firstRefresh);
    expect((await cookie(context, 'access_token'))?.value).toBeTruthy();

    // Without both, the account page sends to the login page, which comes back to it.
    await context.clearCookies({ name: 'access_token' });
    await context.clearCookies({ name: 'refresh_token' });
    await page.goto(`${site}/account`);
    expect(pathOf(page)).toBe(`${site}/login?next=${encodeURIComponent(`${site}/account`)}`);
    await logInWithForm(page, 'en_US', person, `${site}/account`);
    expect(await page.locator('.account-email').innerText()).toBe(person.email);
  });

  test('the session in the browser: a tab left open after a logout on another device goes to the login page when it comes back', async ({ open, signUp }) => {
    const { context, page } = await open('desktop');
    const site = '/en_US/EUR';
    await page.clock.install();
    // Its own account: logging out ends every session of the account.
    const person = await signUp(context, { firstName: 'Wanda' });
    await page.goto(`${site}/account`);
    await hydrated(page);

    // Another device logs out: every session of the account ends, this tab's too.
    const other = await open('desktop');
    await logInThroughApi(other.context, person);
    const logout = await other.context.request.post('/api/auth/logout', { headers: { origin: baseURL() } });
    expect(logout.status()).toBe(200);

    // The tab comes back to the front a while later: its check fails, the refresh fails, off to the login page.
    // The watch lives in the signed-in notices, loaded after hydration: on a busy machine they may not
    // have rendered yet when the tab first comes back (a tab that has just loaded has nothing to check),
    // so the tab comes back again, a minute later each time, until the watch has seen it.
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(61_000);
          await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange'))).catch(() => undefined);
          return new URL(page.url()).pathname;
        },
        { timeout: 20_000, interval: 500 },
      )
      .toBe(`${site}/login`);
    await waitForPath(page, `${site}/login?next=${encodeURIComponent(`${site}/account`)}`);
  });
});
