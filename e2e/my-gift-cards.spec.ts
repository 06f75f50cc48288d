// "My gift cards" (requirements §lifecycles.gift-card) in en_US / GBP, on a desktop and on a 375 px phone: a customer buys
// a card through the API (POST /api/gift-cards) to be sent in a week, pays it by test card at the
// checkout as any order; the account shows it scheduled, with its value in euros ≈ in pounds; "send
// now" sends it (sent, with "send again"); the recipient's e-mail changes in place, and the notice
// says that a card already sent is not sent again by it. Screenshots in both themes.
import { join } from 'node:path';
import { describe } from 'vitest';
import { toast } from './support/accounts.ts';
import { baseURL, hydrated, resultsDir, waitForPath, type Device } from './support/browser.ts';
import { payWithTestCard } from './support/booking.ts';
import { message } from './support/site.ts';
import { expect, test } from './support/users.ts';

const locale = 'en_US';
const site = `/${locale}/GBP`;

describe('my gift cards', () => {
  for (const device of ['desktop', 'phone'] as Device[]) {
    test(`a bought card shows as scheduled, is sent now, and goes to another e-mail — ${device}`, async ({ open, signUp }) => {
      const { page, context } = await open(device);
      await signUp(context, { locale });
      const recipient = `friend.${device}.${Date.now()}@example.com`;
      const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const placed = await context.request.post('/api/gift-cards', {
        headers: { origin: baseURL() },
        data: {
          amount: 50_00,
          currency: 'EUR',
          paymentMethod: 'card',
          occasion: 'birthday',
          recipientName: 'Ada',
          recipientEmail: recipient,
          senderFirstName: 'Grace',
          senderLastName: 'Hopper',
          message: 'Happy birthday!',
          sendAt: { day: inAWeek, time: '09:00', timeZone: 'Europe/London' },
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const { reference } = (await placed.json()) as { reference: string };
      await page.goto(`${site}/checkout?order=${reference}`);
      await hydrated(page);
      await payWithTestCard(page, locale);
      await waitForPath(page, `${site}/pay-done?order=${reference}`);

      // Reached from the account's side navigation.
      await page.goto(`${site}/account`);
      await page.locator('.account-nav').getByRole('link', { name: message(locale, 'account.nav.giftCards') }).click();
      await waitForPath(page, `${site}/my-gift-cards`);
      await hydrated(page);
      const card = page.locator('.my-gift-card');
      expect(await card.count()).toBe(1);
      const text = await card.innerText();
      expect(text).toContain(message(locale, 'myGiftCards.state.scheduled'));
      expect(text).toContain('€50.00');
      expect(text).toContain('≈ £');
      expect(text).toContain(recipient);
      // Scheduled on the buyer's London clock, shown on the company's like every instant (decision 0007).
      expect(text).toContain('(Paris time)');
      expect(text).toMatch(/GC-…[A-Z0-9]{3}/);
      for (const theme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: theme });
        await page.screenshot({ path: join(resultsDir, `my-gift-cards-${device}-${theme}.png`), fullPage: true });
      }

      // Send now: the notice, and the card now sent, offering "send again".
      await card.getByRole('button', { name: new RegExp(`^${message(locale, 'myGiftCards.sendNow')}`) }).click();
      await toast(page, `sent to ${recipient}`).waitFor();
      await card.locator('.status-badge', { hasText: message(locale, 'myGiftCards.state.sent') }).waitFor();
      await card.getByRole('button', { name: new RegExp(`^${message(locale, 'myGiftCards.resend')}`) }).waitFor();

      // Another address, edited in place; a card already sent says it is not sent again by that.
      await card.getByRole('link', { name: new RegExp(`^${message(locale, 'myGiftCards.changeEmail')}`) }).click();
      await card.getByText(message(locale, 'myGiftCards.sentNote')).waitFor();
      const field = card.getByLabel(message(locale, 'myGiftCards.email'));
      await field.fill('not an e-mail');
      await card.getByRole('button', { name: message(locale, 'myGiftCards.save') }).click();
      await page.locator('.error-summary[role="alert"]').waitFor();
      const other = `other.${device}.${Date.now()}@example.com`;
      await field.fill(other);
      await card.getByRole('button', { name: message(locale, 'myGiftCards.save') }).click();
      await toast(page, `now goes to ${other}`).waitFor();
      await card.getByText(other).waitFor();
      expect(await page.locator('.my-gift-card input[name="recipientEmail"]').count()).toBe(0);
    });
  }
});
