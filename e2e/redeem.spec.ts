// Redeeming a gift card at /redeem (requirements §screens.redeem) in it_IT / GBP, on a desktop and on a 375 px phone:
// a visitor follows the gift card's link (/redeem?code=…), is asked to log in and comes back with the
// code kept; the code typed in lower case without its hyphen credits the card's coins, shown in euros
// and ≈ in pounds, on the page, in the balance history and in the account's menu; the same code again is
// 'already redeemed', an unpaid card 'not yet paid' — also as a plain form post without JavaScript.
// In de_DE / CHF a card whose bank transfer has not arrived is 'not yet paid' until an admin confirms
// the transfer on the back office's bank-transfers screen; then the same code redeems.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { fieldLabel, logInWithForm, toast } from './support/accounts.ts';
import { hydrated, waitForPath, type Device } from './support/browser.ts';
import { coinsApproximately, coinsInEuros } from './support/coins.ts';
import { e2eGiftCardValue } from './support/gift-cards.ts';
import { formatted, message, messagePattern } from './support/site.ts';
import { expect, test } from './support/users.ts';
import { sharedServer } from './support/shared-server.ts';

const locale = 'it_IT';
const site = `/${locale}/GBP`;
const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);

const euros = (eurCents: number) => coinsInEuros(locale, eurCents);

function codeField(page: Page) {
  return page.getByLabel(fieldLabel(message(locale, 'redeem.form.code')));
}

async function redeem(page: Page, code: string) {
  await codeField(page).fill(code);
  await page.locator('main').getByRole('button', { name: message(locale, 'redeem.form.submit'), exact: true }).click();
}

/** The form's answer about the code: in the summary (focused, role=alert) and under the field. */
async function expectCodeProblem(page: Page, key: string) {
  const text = message(locale, key);
  await page.locator('.error-summary[role="alert"]', { hasText: text }).waitFor();
  await page.locator('.field-error', { hasText: text }).waitFor();
  expect(await codeField(page).getAttribute('aria-invalid')).toBe('true');
}

describe('redeem a gift card', () => {
  const cases: { device: Device; card: number }[] = [
    { device: 'desktop', card: 0 },
    { device: 'phone', card: 1 },
  ];
  for (const { device, card } of cases) {
    test(`a visitor follows the card's link, logs in, redeems it typed in lower case, sees the coins ≈ in GBP and the history; again → already redeemed; unpaid → not yet paid — it_IT GBP ${device}`, async ({ open, signUp }) => {
      const paid = sharedServer().giftCards.paid[card] as string;
      const unpaid = sharedServer().giftCards.unpaid[card] as string;

      // An account made elsewhere; this browser is a visitor following the gift card's e-mail.
      const elsewhere = await open(device);
      const account = await signUp(elsewhere.context, { locale });
      const { page, context } = await open(device);
      const link = `${site}/redeem?code=${encodeURIComponent(paid)}`;
      await page.goto(link);
      await waitForPath(page, `${site}/login?next=${encodeURIComponent(link)}`);
      await logInWithForm(page, locale, account, link);
      expect(await codeField(page).inputValue()).toBe(paid);
      await page.locator('.empty-note', { hasText: message(locale, 'redeem.history.empty') }).waitFor();

      // Typed as people type it: lower case, no hyphen.
      await redeem(page, paid.toLowerCase().replace('-', ''));
      await toast(page, t('redeem.result.success', { coins: euros(e2eGiftCardValue), balance: euros(e2eGiftCardValue) })).waitFor();
      await waitForPath(page, `${site}/redeem`);
      const balance = page.locator('.coin-balance');
      expect(await balance.locator('.coin-balance-amount').innerText()).toBe(euros(e2eGiftCardValue));
      const pounds = await coinsApproximately(context, locale, 'GBP', e2eGiftCardValue);
      expect(await balance.locator('.coin-value').innerText()).toBe(pounds);

      // The history: the card, masked, and its coins, signed.
      const row = page.locator('.coin-history tbody tr');
      expect(await row.count()).toBe(1);
      const text = await row.innerText();
      expect(text).toContain(`GC-…${paid.slice(-3)}`);
      expect(text).toContain(message(locale, 'redeem.history.reason.giftCard'));
      expect(text).toContain(new Intl.NumberFormat('it-IT', { signDisplay: 'exceptZero' }).format(e2eGiftCardValue / 100));
      expect(text).not.toContain(paid);

      // The account's menu shows the balance ≈ in pounds too: the dropdown on a desktop, the drawer's account tab on a phone.
      if (device === 'desktop') {
        await page.locator('.site-header').getByRole('button', { name: new RegExp(account.firstName) }).click();
        await page.locator('.user-panel .coin-value', { hasText: pounds }).waitFor();
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('button', { name: message(locale, 'shell.mobile.openMenu') }).click();
        await page.getByRole('tab', { name: message(locale, 'shell.mobile.tab.account') }).click();
        await page.locator('.drawer-coins .coin-value', { hasText: pounds }).waitFor();
        await page.getByRole('button', { name: message(locale, 'shell.mobile.closeMenu') }).click();
      }

      // The same code again, as on the card.
      await redeem(page, paid);
      await expectCodeProblem(page, 'errors.gift_card_already_redeemed');
      // An unpaid card.
      await redeem(page, unpaid);
      await expectCodeProblem(page, 'errors.gift_card_not_paid');
      expect(await page.locator('.coin-history tbody tr').count()).toBe(1);

      // Without JavaScript the same form is a plain post, answered by the page with the same problems.
      const plain = await open(device, { javaScriptEnabled: false, storageState: await context.storageState() });
      await plain.page.goto(`${site}/redeem?code=${encodeURIComponent(unpaid.toLowerCase())}`);
      await plain.page.locator('main').getByRole('button', { name: message(locale, 'redeem.form.submit'), exact: true }).click();
      await expectCodeProblem(plain.page, 'errors.gift_card_not_paid');
    });
  }

  // The card comes from the run's setup (support/gift-cards.ts), unpaid by bank transfer: a card bought
  // through the pages carries its code only in the recipient's mail, sent once paid, so no browser could
  // type it before the transfer arrives.
  test('a card paid by bank transfer is "not yet paid" until an admin confirms the transfer on the bank-transfers screen; then the same code redeems — de_DE CHF desktop', async ({ open, signUp, staff }) => {
    const de = 'de_DE';
    const deSite = `/${de}/CHF`;
    const code = sharedServer().giftCards.unpaid[2] as string;
    const { page, context } = await open('desktop');
    await signUp(context, { locale: de });
    await page.goto(`${deSite}/redeem`);
    await hydrated(page);
    const submit = async () => {
      await page.getByLabel(fieldLabel(message(de, 'redeem.form.code'))).fill(code);
      await page.locator('main').getByRole('button', { name: message(de, 'redeem.form.submit'), exact: true }).click();
    };
    await submit();
    await page.locator('.error-summary[role="alert"]', { hasText: message(de, 'errors.gift_card_not_paid') }).waitFor();

    // Adam finds the card's order by its code in the gift cards' back office, and confirms its transfer.
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${deSite}/admin/gift-cards?q=${encodeURIComponent(code)}`);
    const found = admin.page.locator('tbody tr');
    expect(await found.count()).toBe(1);
    const reference = /CIC-[A-Z0-9]+/.exec(await found.innerText())?.[0] ?? '';
    expect(reference).not.toBe('');
    await admin.page.goto(`${deSite}/admin/bank-transfers`);
    await hydrated(admin.page);
    const row = admin.page.locator('tbody tr', { has: admin.page.locator('th', { hasText: reference }) });
    const amount = await row.locator('.admin-amount').innerText();
    await row.getByRole('link', { name: messagePattern(de, 'admin.bankTransfers.confirmLabel', { reference }) }).click();
    const step = admin.page.getByRole('region', { name: message(de, 'admin.bankTransfers.confirmTitle', { reference }) });
    await step.getByRole('button', { name: message(de, 'admin.bankTransfers.confirmYes', { amount }) }).click();
    await toast(admin.page, message(de, 'admin.bankTransfers.confirmed', { reference })).waitFor();

    // The same code, typed again: the card's coins (the setup's cards are all worth e2eGiftCardValue).
    await submit();
    const coins = coinsInEuros(de, e2eGiftCardValue);
    await toast(page, formatted(de, 'redeem.result.success', { coins, balance: coins })).waitFor();
    expect(await page.locator('.coin-balance .coin-balance-amount').innerText()).toBe(coins);
  });
});
