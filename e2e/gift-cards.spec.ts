// Buying a gift card at /gift-cards in four steps (issue 14 §1): on a 375 px phone in it_IT / GBP a
// visitor chooses an amount, a birthday design and a send time tomorrow, each step listing what is
// missing first and Back keeping what was entered; paying asks for a login and comes back to the review
// with everything, then the tours' card step pays it and the card is scheduled. On a desktop in
// de_DE / CHF a bank transfer leaves the card unpaid (its code is only in the recipient's mail, sent
// once paid: the unpaid state is read from GET /api/me/gift-cards). Without JavaScript the steps are plain
// form posts answered by the server.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import { logInWithForm } from './support/accounts.ts';
import { hydrated } from './support/browser.ts';
import { payWithTestCard } from './support/booking.ts';
import { formatted, messagePattern, startsWith } from './support/site.ts';
import { expect, test } from './support/users.ts';

interface MyGiftCard {
  state: string;
  occasion: string;
  recipientEmail: string;
  sendAt: string;
  orderReference: string;
  valueEurCents: number;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

function purchase(page: Page, locale: string) {
  const t = (key: string, values?: Record<string, string | number>) => formatted(locale, key, values);
  // A label is the field's name, then ' *' or '(optional)'.
  const field = (key: string, values?: Record<string, string>) => page.getByLabel(startsWith(t(key, values)));
  return {
    t,
    field,
    /** The stepper's current step, as aria-current says. */
    current: () => page.locator('.gift-stepper [aria-current="step"]').innerText(),
    next: () => page.locator('main').getByRole('button', { name: t('giftCards.purchase.next'), exact: true }).click(),
    back: () => page.locator('main').getByRole('button', { name: t('giftCards.purchase.back'), exact: true }).click(),
    /** The error summary's lines ('Label: message'). */
    listed: async () => {
      await page.locator('.error-summary li').first().waitFor();
      return page.locator('.error-summary li').allInnerTexts();
    },
    waitForStep: (key: string) => page.locator('.gift-stepper [aria-current="step"]', { hasText: t(key) }).waitFor(),
  };
}

describe('gift cards', () => {
  test('a visitor buys a birthday card in pounds, to be sent tomorrow, logs in at the review and pays by test card — it_IT GBP phone', async ({ open, signUp }) => {
    const locale = 'it_IT';
    const site = `/${locale}/GBP`;
    const account = await signUp((await open('desktop')).context, { locale });
    const { context, page } = await open('phone');
    const { t, field, current, next, back, listed, waitForStep } = purchase(page, locale);
    const required = t('errors.field.required');

    await page.goto(`${site}/gift-cards`);
    await hydrated(page);
    expect(await current()).toContain(t('giftCards.purchase.step.amount'));

    // Step 1: nothing chosen is listed; an amount below the equivalent of 10 EUR is refused with the bounds in pounds.
    await next();
    expect(await listed()).toEqual([`${t('giftCards.purchase.amount.label')}: ${required}`]);
    const amounts = page.getByRole('group', { name: t('giftCards.purchase.amount.label') });
    expect(await amounts.locator('.radio-option').first().innerText()).toMatch(/^[\d.,]+\s£ · [\d.,]+ Cicerone Coins$/);
    await amounts.getByRole('radio', { name: t('giftCards.purchase.amount.other') }).check();
    await field('giftCards.purchase.amount.custom', { currency: 'GBP' }).fill('5');
    await next();
    expect((await listed())[0]).toMatch(new RegExp(`^${t('giftCards.purchase.amount.custom', { currency: 'GBP' })}: `));
    await field('giftCards.purchase.amount.custom', { currency: 'GBP' }).fill('40');
    await page.locator('.gift-worth', { hasText: 'Cicerone Coins' }).waitFor();
    await next();

    // Step 2: the occasion is asked for; the birthday design, then Back and Next keep it.
    await waitForStep('giftCards.purchase.step.occasion');
    await next();
    expect(await listed()).toEqual([`${t('giftCards.purchase.occasion.label')}: ${required}`]);
    await page.getByRole('radio', { name: t('giftCards.occasion.birthday'), exact: true }).check();
    expect(await page.locator('.gift-card-title').innerText()).toBe(t('giftCards.occasion.birthday'));
    await back();
    await waitForStep('giftCards.purchase.step.amount');
    expect(await field('giftCards.purchase.amount.custom', { currency: 'GBP' }).inputValue()).toBe('40');
    await next();
    await waitForStep('giftCards.purchase.step.occasion');
    expect(await page.getByRole('radio', { name: t('giftCards.occasion.birthday'), exact: true }).isChecked()).toBe(true);
    await next();

    // Step 3: the e-mail and the sender are missing (a visitor's names are not known); the message counts down.
    await waitForStep('giftCards.purchase.step.details');
    await next();
    expect(await listed()).toEqual(
      ['recipientEmail', 'senderFirstName', 'senderLastName'].map((name) => `${t(`giftCards.purchase.${name}`)}: ${required}`),
    );
    // Back with those fields still empty goes back all the same (formnovalidate), and Next returns here.
    await back();
    await waitForStep('giftCards.purchase.step.occasion');
    await next();
    await waitForStep('giftCards.purchase.step.details');
    await field('giftCards.purchase.recipientName').fill('Giulia');
    await field('giftCards.purchase.recipientEmail').fill('giulia@example.com');
    await field('giftCards.purchase.senderFirstName').fill('Marco');
    await field('giftCards.purchase.senderLastName').fill('Rossi');
    const message = 'Tanti auguri! <img src=x onerror=alert(1)>';
    await field('giftCards.purchase.message').fill(message);
    await page.locator('.gift-counter', { hasText: t('giftCards.purchase.charactersLeft', { count: 500 - message.length }) }).waitFor();
    await page.getByRole('radio', { name: t('giftCards.purchase.sendLater') }).check();
    await field('giftCards.purchase.sendDay').fill(tomorrow());
    await field('giftCards.purchase.sendTime').fill('10:00');
    await next();

    // Step 4: the card and the e-mail's text; paying sends the visitor to log in and back here with everything.
    await waitForStep('giftCards.purchase.step.review');
    expect(await page.locator('.gift-card-message').innerText()).toBe(message);
    expect(await page.locator('.gift-mail-preview').innerText()).toContain('Marco Rossi');
    await page.locator('main').getByRole('button', { name: messagePattern(locale, 'giftCards.purchase.pay') }).click();
    await page.waitForURL((url) => url.pathname === `${site}/login`);
    const review = new URL(page.url()).searchParams.get('next') ?? '';
    expect(review.startsWith(`${site}/gift-cards?`)).toBe(true);
    await logInWithForm(page, locale, account, review);
    await waitForStep('giftCards.purchase.step.review');
    expect(await page.locator('.gift-review-list').innerText()).toContain('giulia@example.com');
    expect(await page.locator('.gift-card-message').innerText()).toBe(message);
    await page.locator('main').getByRole('button', { name: messagePattern(locale, 'giftCards.purchase.pay') }).click();

    // The tours' card step, then pay-done; the card is paid and waits for tomorrow.
    await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
    const reference = new URL(page.url()).searchParams.get('order') ?? '';
    await hydrated(page);
    await payWithTestCard(page, locale);
    await page.waitForURL((url) => url.pathname === `${site}/pay-done`);
    await page.getByRole('heading', { level: 1, name: t('payDone.completeTitle') }).waitFor();
    const { giftCards } = (await (await context.request.get('/api/me/gift-cards')).json()) as { giftCards: MyGiftCard[] };
    expect(giftCards).toHaveLength(1);
    expect(giftCards[0]).toMatchObject({ state: 'scheduled', occasion: 'birthday', recipientEmail: 'giulia@example.com', orderReference: reference });
    expect(new Date(giftCards[0]?.sendAt ?? '').getTime()).toBeGreaterThan(Date.now());
  });

  test('a bank-transfer gift card in Swiss francs stays unpaid — de_DE CHF desktop', async ({ open, signUp }) => {
    const locale = 'de_DE';
    const site = `/${locale}/CHF`;
    const { context, page } = await open('desktop');
    await signUp(context, { locale, firstName: 'Hanna' });
    const { t, field, next, waitForStep } = purchase(page, locale);

    await page.goto(`${site}/gift-cards`);
    await hydrated(page);
    await page.getByRole('group', { name: t('giftCards.purchase.amount.label') }).getByRole('radio').nth(1).check();
    await next();
    await waitForStep('giftCards.purchase.step.occasion');
    await page.getByRole('radio', { name: t('giftCards.occasion.thank-you'), exact: true }).check();
    await next();
    await waitForStep('giftCards.purchase.step.details');
    // The sender is the account's holder, already filled in.
    expect(await field('giftCards.purchase.senderFirstName').inputValue()).toBe('Hanna');
    await field('giftCards.purchase.recipientEmail').fill('jonas@example.com');
    await next();
    await waitForStep('giftCards.purchase.step.review');
    await page.getByRole('radio', { name: t('checkout.method.bank') }).check();
    await page.locator('main').getByRole('button', { name: messagePattern(locale, 'giftCards.purchase.pay') }).click();
    await page.waitForURL((url) => url.pathname === `${site}/pay-done`);
    await page.getByRole('heading', { name: t('payDone.pendingTitle') }).waitFor();
    expect(await page.locator('dl.bank-details').count()).toBe(1);
    // pay-done speaks of the card, not of a booking: no promise to confirm a booking, no link to bookings there are none of.
    expect(await page.locator('.checkout-box').innerText()).toContain(t('payDone.pendingGiftCard'));
    expect(await page.locator('main').getByRole('link', { name: t('bookings.title') }).count()).toBe(0);
    const { giftCards } = (await (await context.request.get('/api/me/gift-cards')).json()) as { giftCards: MyGiftCard[] };
    expect(giftCards).toHaveLength(1);
    expect(giftCards[0]).toMatchObject({ state: 'unpaid', occasion: 'thank-you', recipientEmail: 'jonas@example.com' });
  });

  test('without JavaScript the steps are plain form posts: the server lists what is missing, Next and Back keep the choices — en_US EUR desktop', async ({ open }) => {
    const locale = 'en_US';
    const { page } = await open('desktop', { javaScriptEnabled: false });
    const { t, next, back, listed, waitForStep } = purchase(page, locale);
    await page.goto(`/${locale}/EUR/gift-cards`);
    await next();
    expect(await listed()).toEqual([`${t('giftCards.purchase.amount.label')}: ${t('errors.field.required')}`]);
    await page.getByRole('radio', { name: startsWith('€50.00') }).check();
    await next();
    await waitForStep('giftCards.purchase.step.occasion');
    await page.getByRole('radio', { name: t('giftCards.occasion.bon-voyage'), exact: true }).check();
    await next();
    await waitForStep('giftCards.purchase.step.details');
    await back();
    await waitForStep('giftCards.purchase.step.occasion');
    expect(await page.getByRole('radio', { name: t('giftCards.occasion.bon-voyage'), exact: true }).isChecked()).toBe(true);
    await back();
    await waitForStep('giftCards.purchase.step.amount');
    expect(await page.getByRole('radio', { name: startsWith('€50.00') }).isChecked()).toBe(true);
  });
});
