// Buying a gift card at /gift-cards in four steps (requirements §screens.gift-cards) and the card's whole journey (requirements §screens.gift-cards
// 'Tests in the browser'): on a 375 px phone (and a desktop) in it_IT / GBP a signed-in buyer chooses an
// amount, a birthday design and a send time tomorrow, each step listing what is missing first and Back
// keeping what was entered; the tours' card step pays it; pay-done leads to My gift cards, where the
// card is scheduled and is sent now. The recipient, an account of their own, finds the mail in the development mailbox (the stored
// mail shows the code masked, decision 0016; the attached PDF, rendered as it is sent, carries it),
// redeems it typed in lower case without its hyphen, sees the coins ≈ in pounds, spends the most of
// them on a tour at checkout, pays the rest by test card, and the balance history names the order. On
// a desktop in de_DE / CHF a bank transfer leaves the card unpaid (its code is only in the recipient's
// mail, sent once paid: the unpaid state is read from GET /api/me/gift-cards). Without JavaScript the
// steps are plain form posts answered by the server.
import { extractText } from 'unpdf';
import { describe } from 'vitest';
import { fieldLabel, openNewestMail, toast } from './support/accounts.ts';
import { hydrated, waitForPath } from './support/browser.ts';
import { addToCart, cartToCheckout, dayAhead, firstTour, payWithTestCard, placeCardOrderAndPay } from './support/booking.ts';
import { coinsApproximately, coinsInEuros } from './support/coins.ts';
import { purchase } from './support/gift-card-purchase.ts';
import { messagePattern, startsWith } from './support/site.ts';
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

describe('gift cards', () => {
  // The issue's journey is on a phone; a desktop walks it too. Each books its own week (a demo tour takes 4 groups a day).
  for (const [device, weeksAhead] of [['phone', 12], ['desktop', 13]] as const) {
    test(`a buyer buys a birthday card in pounds for tomorrow and sends it now; the recipient reads the code in the PDF, redeems it and spends the coins at checkout — it_IT GBP ${device}`, { timeout: 120_000 }, async ({ open, signUp }) => {
      const locale = 'it_IT';
      const site = `/${locale}/GBP`;
      // The recipient has an account of their own: the development mailbox shows them the mail sent to their address.
      const recipientSide = await open(device);
      const recipient = await signUp(recipientSide.context, { locale, firstName: 'Giulia' });
      const { context, page } = await open(device);
      // Signed in: "send now" lives in the account's My gift cards (a visitor's purchase: gift-card-visitor.spec.ts).
      await signUp(context, { locale, firstName: 'Marco' });
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

      // Step 3: the recipient's e-mail is missing (the sender is the account's holder, filled in); the message counts down.
      await waitForStep('giftCards.purchase.step.details');
      await field('giftCards.purchase.senderLastName').fill('');
      await next();
      expect(await listed()).toEqual(['recipientEmail', 'senderLastName'].map((name) => `${t(`giftCards.purchase.${name}`)}: ${required}`));
      // An account's receipt goes to the account: no e-mail of the buyer's is asked.
      expect(await field('giftCards.purchase.buyerEmail').count()).toBe(0);
      // Back with those fields still empty goes back all the same (formnovalidate), and Next returns here.
      await back();
      await waitForStep('giftCards.purchase.step.occasion');
      await next();
      await waitForStep('giftCards.purchase.step.details');
      await field('giftCards.purchase.recipientName').fill('Giulia');
      await field('giftCards.purchase.recipientEmail').fill(recipient.email);
      await field('giftCards.purchase.senderFirstName').fill('Marco');
      await field('giftCards.purchase.senderLastName').fill('Rossi');
      const message = 'Tanti auguri! <img src=x onerror=alert(1)>';
      await field('giftCards.purchase.message').fill(message);
      await page.locator('.gift-counter', { hasText: t('giftCards.purchase.charactersLeft', { count: 500 - message.length }) }).waitFor();
      await page.getByRole('radio', { name: t('giftCards.purchase.sendLater') }).check();
      await field('giftCards.purchase.sendDay').fill(tomorrow());
      await field('giftCards.purchase.sendTime').fill('10:00');
      await next();

      // Step 4: the card and the e-mail's text, then pay.
      await waitForStep('giftCards.purchase.step.review');
      expect(await page.locator('.gift-review-list').innerText()).toContain(recipient.email);
      expect(await page.locator('.gift-mail-preview').innerText()).toContain('Marco Rossi');
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
      expect(giftCards[0]).toMatchObject({ state: 'scheduled', occasion: 'birthday', recipientEmail: recipient.email, orderReference: reference });
      expect(new Date(giftCards[0]?.sendAt ?? '').getTime()).toBeGreaterThan(Date.now());
      const value = giftCards[0]?.valueEurCents ?? 0;

      // pay-done leads to My gift cards: the card waits for tomorrow, and "send now" sends it.
      await page.locator('main').getByRole('link', { name: t('myGiftCards.title'), exact: true }).click();
      await waitForPath(page, `${site}/my-gift-cards`);
      await hydrated(page);
      const card = page.locator('.my-gift-card');
      // The list renders a moment after the path changes: counted once its card shows (a loaded CI counted none).
      await card.locator('.status-badge', { hasText: t('myGiftCards.state.scheduled') }).waitFor();
      expect(await card.count()).toBe(1);
      await card.getByRole('button', { name: startsWith(t('myGiftCards.sendNow')) }).click();
      await card.locator('.status-badge', { hasText: t('myGiftCards.state.sent') }).waitFor();

      // The recipient's mail: stored with the code masked, shown to its recipient as it is sent, with the
      // code; the printable card attached to it, rendered as the mail is sent, carries it as text too.
      const inbox = recipientSide.page;
      await openNewestMail(inbox, recipient.email, 'gift-card-received');
      const mail = await inbox.locator('body').innerText();
      expect(mail).toContain('Marco Rossi');
      const codeInMail = /GC-[2-9A-HJKMNP-Z]{7}/.exec(mail)?.[0] ?? '';
      expect(codeInMail).not.toBe('');
      await inbox.goto('/dev/mailbox');
      const attachment = inbox.locator('tbody tr', { hasText: recipient.email }).first().locator('a[href*="/attachments/"]');
      expect(await attachment.count()).toBe(1);
      const pdf = await recipientSide.context.request.get((await attachment.getAttribute('href')) ?? '');
      expect(pdf.headers()['content-type']).toBe('application/pdf');
      const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
      expect(text).toContain(t('giftCards.occasion.birthday'));
      const code = /GC-[2-9A-HJKMNP-Z]{7}/.exec(text)?.[0] ?? '';
      expect(code).toBe(codeInMail);

      // Redeemed typed in lower case without the hyphen: the coins in euros, ≈ in pounds.
      await inbox.goto(`${site}/redeem`);
      await hydrated(inbox);
      await inbox.getByLabel(fieldLabel(t('redeem.form.code'))).fill(code.toLowerCase().replace('-', ''));
      await inbox.locator('main').getByRole('button', { name: t('redeem.form.submit'), exact: true }).click();
      await toast(inbox, t('redeem.result.success', { coins: coinsInEuros(locale, value), balance: coinsInEuros(locale, value) })).waitFor();
      const balance = inbox.locator('.coin-balance');
      expect(await balance.locator('.coin-balance-amount').innerText()).toBe(coinsInEuros(locale, value));
      expect(await balance.locator('.coin-value').innerText()).toBe(await coinsApproximately(recipientSide.context, locale, 'GBP', value));

      // A tour in the cart; at checkout "use the maximum" takes every coin off the total, the test card pays the rest.
      const tour = await firstTour(inbox.request);
      await inbox.goto(`${site}/tour/${tour.slug}`);
      await hydrated(inbox);
      await addToCart(inbox, locale, dayAhead(tour, weeksAhead), recipient.email);
      await cartToCheckout(inbox, site, locale);
      await inbox.getByLabel(t('checkout.coins.useMax')).check();
      await inbox.locator('.checkout-rows dt', { hasText: t('checkout.coins.row') }).waitFor();
      const spentOn = await placeCardOrderAndPay(inbox, site, locale);
      await inbox.getByRole('heading', { level: 1, name: t('payDone.completeTitle') }).waitFor();

      // The balance history: the coins spent, newest first, on that order (its page linked); nothing left.
      await inbox.goto(`${site}/redeem`);
      const rows = inbox.locator('.coin-history tbody tr');
      expect(await rows.count()).toBe(2);
      const spent = rows.first();
      expect(await spent.innerText()).toContain(t('redeem.history.reason.checkout'));
      expect(await spent.getByRole('link', { name: spentOn }).getAttribute('href')).toBe(`${site}/pay-done?order=${encodeURIComponent(spentOn)}`);
      expect(await spent.locator('.coin-amount').innerText()).toBe(new Intl.NumberFormat('it-IT', { signDisplay: 'exceptZero', maximumFractionDigits: 2 }).format(-value / 100));
      expect(await inbox.locator('.coin-balance-amount').innerText()).toBe(coinsInEuros(locale, 0));
    });
  }

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
    expect(await page.locator('main').getByRole('link', { name: t('myGiftCards.title'), exact: true }).getAttribute('href')).toBe(`${site}/my-gift-cards`);
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
