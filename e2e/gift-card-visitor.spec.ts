// A visitor buys a gift card without an account (requirements §screens.gift-cards 'A visitor may buy; the receipt goes to
// the buyer's e-mail'), on a 375 px phone and a desktop in en_US / EUR: step 3 asks for the e-mail the receipt goes
// to, the tours' card step takes the test card, pay-done shows the card (no My gift cards: there is no
// account), the receipt reaches the buyer's address and the card its recipient. Another visitor who
// learns the order's reference sees nothing of it, neither at pay-done nor at the card step.
import { randomUUID } from 'node:crypto';
import { describe } from 'vitest';
import { openNewestMail } from './support/accounts.ts';
import { hydrated } from './support/browser.ts';
import { payWithTestCard } from './support/booking.ts';
import { purchase } from './support/gift-card-purchase.ts';
import { formatted, messagePattern, startsWith } from './support/site.ts';
import { expect, test } from './support/users.ts';

const locale = 'en_US';
const site = `/${locale}/EUR`;
const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);

describe('a visitor buys a gift card', () => {
  for (const device of ['phone', 'desktop'] as const) {
    test(`without an account, paid by test card: the receipt to the buyer’s e-mail, the card to its recipient, the order hidden from another visitor — en_US EUR ${device}`, { timeout: 90_000 }, async ({ open, signUp }) => {
      // Both addresses belong to accounts only so that the development mailbox shows each their mail.
      const buyerInbox = await open('desktop');
      const buyer = await signUp(buyerInbox.context, { locale });
      const recipientInbox = await open('desktop');
      const recipient = await signUp(recipientInbox.context, { locale, firstName: 'Rosa' });

      const { page } = await open(device);
      const { field, next, listed, waitForStep } = purchase(page, locale);

      await page.goto(`${site}/gift-cards`);
      await hydrated(page);
      await page.getByRole('radio', { name: startsWith('€50.00') }).check();
      await next();
      await waitForStep('giftCards.purchase.step.occasion');
      await page.getByRole('radio', { name: t('giftCards.occasion.birthday'), exact: true }).check();
      await next();

      // Step 3 asks a visitor for the e-mail their receipt goes to, as it asks for the other fields.
      await waitForStep('giftCards.purchase.step.details');
      await next();
      expect(await listed()).toContain(`${t('giftCards.purchase.buyerEmail')}: ${t('errors.field.required')}`);
      await field('giftCards.purchase.recipientEmail').fill(recipient.email);
      await field('giftCards.purchase.senderFirstName').fill('Vera');
      await field('giftCards.purchase.senderLastName').fill('Visitor');
      await field('giftCards.purchase.buyerEmail').fill(buyer.email);
      await next();

      // The review says where the receipt goes; paying needs no login.
      await waitForStep('giftCards.purchase.step.review');
      await page.locator('main', { hasText: t('giftCards.purchase.visitorReceipt', { email: buyer.email }) }).waitFor();
      await page.locator('main').getByRole('button', { name: messagePattern(locale, 'giftCards.purchase.pay') }).click();
      await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
      const reference = new URL(page.url()).searchParams.get('order') ?? '';
      await hydrated(page);
      await payWithTestCard(page, locale);
      await page.waitForURL((url) => url.pathname === `${site}/pay-done`);
      await page.getByRole('heading', { level: 1, name: t('payDone.completeTitle') }).waitFor();
      const box = page.locator('.checkout-box');
      expect(await box.innerText()).toContain(t('payDone.giftCard', { email: recipient.email }));
      expect(await page.locator('main').getByRole('link', { name: t('myGiftCards.title'), exact: true }).count()).toBe(0);

      // Another visitor with the reference and a visitor cookie of their own: neither pay-done nor the card step shows the order.
      const other = await open('desktop');
      await other.page.goto(`${site}/pay-done?order=${reference}`);
      await other.context.addCookies([{ name: 'cart_id', value: randomUUID(), url: new URL(other.page.url()).origin }]);
      for (const path of [`/pay-done?order=${reference}`, `/checkout?order=${reference}`]) {
        await other.page.goto(`${site}${path}`);
        await other.page.getByText(t('payDone.loginAgain')).waitFor();
        expect(await other.page.locator('form.card-grid').count()).toBe(0);
        expect(await other.page.locator('main').innerText()).not.toContain(recipient.email);
      }

      // The receipt at the buyer's address names the order; the card reached its recipient.
      await openNewestMail(buyerInbox.page, buyer.email, 'gift-card-copy');
      expect(await buyerInbox.page.locator('body').innerText()).toContain(reference);
      await openNewestMail(recipientInbox.page, recipient.email, 'gift-card-received');
      expect(await recipientInbox.page.locator('body').innerText()).toContain('Vera Visitor');
    });
  }
});
