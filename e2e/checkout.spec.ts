// Buying a tour in the browser: the booking panel (its list of what is missing first), the cart, the
// checkout's sign-up that keeps the visitor's cart, the test card form (a declined card, then a good
// one), pay-done complete and the voucher PDF from My bookings; then on a phone in Japanese yen, a bank transfer whose pay-done page
// gives the bank details, and that another account cannot open.
import { readFile } from 'node:fs/promises';
import { extractText } from 'unpdf';
import { describe } from 'vitest';
import { fillPersonalDetails, newPerson } from './support/accounts.ts';
import { hydrated, pathOf, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { addToCart, dayAhead, firstTour, orderReference, placeBankTransferOrder } from './support/booking.ts';
import { message, messagePattern } from './support/site.ts';

describe('checkout', () => {
  test('a visitor books from the tour page, signs up at checkout and pays by card after a declined card — en_US EUR desktop', async ({ open }) => {
    const { page } = await open('desktop');
    const locale = 'en_US';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const tour = await firstTour(page.request);
    const person = newPerson('checkout-card');

    // The panel sent empty: the list of what is missing shows first, and nothing is added.
    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    const panel = page.locator('form#booking');
    await panel.getByRole('button', { name: t('tour.booking.addToCart') }).click();
    const missing = panel.locator('.error-summary');
    await missing.waitFor();
    expect(await missing.getAttribute('role')).toBe('alert');
    const listed = await missing.locator('li').allInnerTexts();
    for (const field of ['tour.booking.date', 'tour.booking.contactName', 'tour.booking.contactEmail', 'tour.booking.contactPhone']) {
      expect(listed).toContain(`${t(field)}: ${t('errors.field.required')}`);
    }
    expect(pathOf(page)).toBe(`${site}/tour/${tour.slug}`);

    // Filled in: in the visitor's cart, with a price.
    await addToCart(page, locale, dayAhead(tour, 3), person.email);
    await waitForPath(page, `${site}/cart`);
    await page.locator('.toast', { hasText: t('cart.added') }).waitFor();
    const lines = page.locator('.cart-line');
    expect(await lines.count()).toBe(1);
    expect(await lines.locator('.cart-line-title').innerText()).toBe(tour.title);
    expect(await lines.locator('.cart-line-price').innerText()).toMatch(/^€[\d,]+\.\d{2}$/);

    // Checkout asks a visitor to log in or sign up; the sign-up comes back to it with the cart.
    await hydrated(page);
    await page.locator('main').getByRole('link', { name: t('shell.cart.checkout') }).click();
    await waitForPath(page, `${site}/checkout`);
    await page.getByRole('heading', { name: t('checkout.account.title') }).waitFor();
    await page.locator('main').getByRole('link', { name: t('checkout.account.signUp'), exact: true }).click();
    await page.waitForURL((url) => url.pathname === `${site}/sign-up` && url.searchParams.get('next') === `${site}/checkout`);
    await hydrated(page);
    await fillPersonalDetails(page, locale, person);
    await page.getByRole('button', { name: t('auth.signUp.submit') }).click();
    await waitForPath(page, `${site}/checkout`);
    await hydrated(page);
    await page.locator('.cart-line-title').first().waitFor();
    expect(await page.locator('.cart-line-title').allInnerTexts()).toEqual([tour.title]);

    // Card is the default method: the order, then the test provider's card form.
    await page.getByRole('button', { name: t('checkout.placeCard') }).click();
    await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
    const reference = orderReference(page);
    await hydrated(page);
    expect(await page.locator('.test-mode').innerText()).toBe(t('checkout.card.testMode'));
    const pay = async (cardNumber: string) => {
      await page.getByLabel(t('checkout.card.holder'), { exact: true }).fill(`${person.firstName} ${person.lastName}`);
      await page.getByLabel(t('checkout.card.number'), { exact: true }).fill(cardNumber);
      await page.getByLabel(t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') }), { exact: true }).fill('12/34');
      await page.getByLabel(t('checkout.card.cvc'), { exact: true }).fill('123');
      await page.locator('form.card-grid').getByRole('button', { name: messagePattern(locale, 'checkout.card.pay') }).click();
    };

    // A declined card says so and stays on the card form.
    await pay('4000 0000 0000 0002');
    await page.getByRole('alert').filter({ hasText: t('errors.card_declined') }).waitFor();
    expect(pathOf(page)).toBe(`${site}/checkout?order=${reference}`);

    // A good card: pay-done shows the order complete.
    await pay('4242 4242 4242 4242');
    await waitForPath(page, `${site}/pay-done?order=${reference}`);
    await page.getByRole('heading', { level: 1, name: t('payDone.completeTitle') }).waitFor();
    expect(await page.locator('.checkout-ok').innerText()).toBe(t('payDone.complete', { reference }));

    // The voucher: from My bookings, the booking's page, a PDF with the booking's reference (and its QR code).
    await page.goto(`${site}/bookings`);
    await hydrated(page);
    await page.locator('.booking-card', { hasText: tour.title }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname.startsWith(`${site}/bookings/BK-`));
    const booking = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: t('bookings.documents.voucher') }).click()]);
    expect(download.suggestedFilename()).toBe(`cicerone-voucher-${booking}.pdf`);
    const bytes = await readFile((await download.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
    expect(text).toContain(booking);
    expect(text).toContain(reference);
  });

  test('a customer pays by bank transfer in yen and gets the bank details; another account cannot open the order — ja_JP JPY phone', async ({ open, signUp }) => {
    const { context, page } = await open('phone');
    const locale = 'ja_JP';
    const site = `/${locale}/JPY`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const tour = await firstTour(page.request);
    const { email } = await signUp(context);

    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, dayAhead(tour, 4), email);
    // Choosing the bank transfer asks the loader again (GET) and changes the order button.
    const reference = await placeBankTransferOrder(page, site, locale);
    await page.getByRole('heading', { name: t('payDone.pendingTitle') }).waitFor();

    // The page's bank details are the order's (GET /api/orders/{reference}); yen have no decimals.
    const order = (await (await context.request.get(`/api/orders/${reference}`)).json()) as {
      status: string;
      paymentMethod: string;
      amounts: { currency: string; grandTotal: number };
      bankDetails?: { iban: string; bic: string; amount: number; paymentReference: string };
    };
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'bank_transfer', amounts: { currency: 'JPY' } });
    const bank = order.bankDetails;
    if (!bank) throw new Error('The order has no bank details');
    const details = new Map<string, string>();
    const rows = page.locator('dl.bank-details');
    const terms = await rows.locator('dt').allInnerTexts();
    const values = await rows.locator('dd').allInnerTexts();
    for (const [index, term] of terms.entries()) details.set(term.trim(), (values[index] ?? '').trim());
    expect(details.get('IBAN')).toBe(bank.iban);
    expect(details.get('BIC/SWIFT')).toBe(bank.bic);
    expect(details.get(t('payDone.bank.reference'))).toBe(reference);
    expect(bank.paymentReference).toBe(reference);
    const amount = details.get(t('payDone.bank.amount')) ?? '';
    expect(amount).toBe(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' }).format(order.amounts.grandTotal));
    expect(amount).toMatch(/^[¥￥][\d,]+$/);
    expect(bank.amount).toBe(order.amounts.grandTotal);

    // The order keeps its currency on a page in another one: still yen without decimals, not cents of a euro page.
    await page.goto(`/en_US/EUR/pay-done?order=${reference}`);
    const inEuroPage = await page.locator('dl.bank-details dd').allInnerTexts();
    expect(inEuroPage).toContain(new Intl.NumberFormat('en-US', { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' }).format(order.amounts.grandTotal));

    // Another account opening the same address is asked to log in again.
    const other = await open('phone');
    await signUp(other.context);
    await other.page.goto(`${site}/pay-done?order=${reference}`);
    await other.page.getByRole('alert').filter({ hasText: t('payDone.loginAgain') }).waitFor();
    expect(await other.page.locator('dl.bank-details').count()).toBe(0);
  });
});
