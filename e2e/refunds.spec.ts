// Refunds in the browser (requirements §lifecycles.refund): a traveller in Spanish on a phone cancels
// a booking paid by bank transfer, gives the account the money goes to (a wrong IBAN is refused with
// the page's words), and reads the refund as requested; the cancellation mail says so. An admin in
// German finds it on the refunds page with its account, downloads the SEPA file, marks it sent; the
// traveller's booking then reads refunded and a second mail says the money left. Then an admin gives
// back part of a card booking from its page, after a confirmation step. A traveller in Spanish on a
// phone cancels a card booking 30 hours before its start (inside the 24-hour free window): the whole
// price goes back, the refund line moves past requested, the cancellation and refund mails arrive in
// Spanish and the credit note downloads as a PDF. An admin in German cancels one booking of a
// two-booking order paid partly with coins: its card share and its coin share go back, the other
// booking keeps its money. Screenshots of each page on a phone and a desktop, light and dark
// (test-results/refunds-*.png), each scanned with axe.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { extractText } from 'unpdf';
import { describe } from 'vitest';
import { formatMoney } from '@cicerone/core/money';
import { expectNone, seriousViolations } from './support/axe.ts';
import { fieldLabel, openNewestMail, toast } from './support/accounts.ts';
import { addToCart, bankOrderThroughApi, cartToCheckout, dayAhead, firstTour, payWithTestCard, placeCardOrderAndPay } from './support/booking.ts';
import { baseURL, hydrated, resultsDir, waitForPath, type Opened } from './support/browser.ts';
import { coinsInEuros } from './support/coins.ts';
import { e2eGiftCardValue } from './support/gift-cards.ts';
import { bookingsOf, coinBalance, mailPattern, startAbout } from './support/refunds.ts';
import { sharedServer } from './support/shared-server.ts';
import { message, messagePattern } from './support/site.ts';
import { expect, test } from './support/users.ts';

const iban = 'FR7630006000011234567890189';

async function shoot(seen: Opened, name: string): Promise<void> {
  expect(await seen.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  mkdirSync(resultsDir, { recursive: true });
  await seen.page.screenshot({ path: join(resultsDir, `refunds-${name}.png`), fullPage: true });
  expectNone(await seriousViolations(seen.page), name);
}

/** Euros as a page or a mail in `locale` writes them ('12,50 €'). */
const euros = (locale: string, cents: number) => formatMoney(cents, { code: 'EUR', minorUnits: 2 }, locale.replace('_', '-'));

describe('refunds', () => {
  test('a bank-transfer booking cancelled on a phone goes through the account step, the admin’s queue and its SEPA file — es_ES traveller, de_DE admin', async ({ open, signUp, staff }) => {
    const es = (key: string, values?: Record<string, string>) => message('es_ES', key, values);
    const de = (key: string, values?: Record<string, string>) => message('de_DE', key, values);
    const traveller = await open('phone');
    await traveller.context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    const { email } = await signUp(traveller.context, { locale: 'es_ES' });
    const tour = await firstTour(traveller.page.request);
    const { order, booking } = await bankOrderThroughApi(traveller.context, tour, dayAhead(tour, 9), email);
    const admin = await open('desktop', { storageState: await staff('admin') });
    expect((await admin.context.request.put(`/api/admin/bank-transfers/${order}/confirm`, { headers: { origin: baseURL() } })).status()).toBe(200);

    // The booking page says the money goes back by transfer and asks for the account.
    const page = `/es_ES/EUR/bookings/${booking}`;
    await traveller.page.goto(page);
    await hydrated(traveller.page);
    await expect.poll(() => traveller.page.locator('#cancel-title ~ .notice-info').innerText()).toMatch(messagePattern('es_ES', 'bookings.cancel.transferRefund'));
    const form = traveller.page.locator('form', { has: traveller.page.getByLabel(fieldLabel(es('bookings.cancel.iban'))) });
    await form.getByLabel(fieldLabel(es('bookings.cancel.reason'))).fill('Cambio de planes de viaje');
    await form.getByLabel(fieldLabel(es('bookings.cancel.accountHolder'))).fill('Ana Ruiz');
    await form.getByLabel(fieldLabel(es('bookings.cancel.iban'))).fill('FR76 3000 6000 0112 3456 7890 188');
    await shoot(traveller, 'cancel-transfer-phone-dark');
    await form.getByRole('button', { name: es('bookings.cancel.confirm') }).click();
    await traveller.page.getByText(es('errors.invalid_iban')).first().waitFor();
    await form.getByLabel(fieldLabel(es('bookings.cancel.iban'))).fill('FR76 3000 6000 0112 3456 7890 189');
    await form.getByRole('button', { name: es('bookings.cancel.confirm') }).click();
    await waitForPath(traveller.page, '/es_ES/EUR/bookings?view=cancelled');
    // My bookings: the refund on the booking's card, requested.
    const card = traveller.page.locator('.booking-card', { hasText: booking }).locator('.booking-refund');
    await expect.poll(() => card.innerText()).toMatch(messagePattern('es_ES', 'bookings.refund.requested'));
    await shoot(traveller, 'my-bookings-phone-dark');
    // The dev mailbox shows a signed-in reader the mail sent to them.
    await openNewestMail(traveller.page, email, 'booking-cancelled');

    // The admin's queue: the transfer with its account, in the SEPA file, then marked sent.
    await admin.page.goto('/de_DE/EUR/admin/refunds');
    await hydrated(admin.page);
    const row = admin.page.locator('tbody tr', { hasText: booking });
    await expect.poll(() => row.innerText()).toContain(de('admin.refunds.account', { holder: 'Ana Ruiz', iban: 'FR76 3000 6000 0112 3456 7890 189' }));
    // Its name counts the transfers (a plural the pattern helper cannot read): found by its start.
    const sepa = admin.page.getByRole('link', { name: new RegExp(`^${de('admin.refunds.sepa', { count: '0' }).split(' ')[0]}`) });
    const file = await admin.context.request.get((await sepa.getAttribute('href')) ?? '');
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(`<IBAN>${iban}</IBAN>`);
    await shoot(admin, 'queue-desktop-light');
    await row.getByRole('button', { name: messagePattern('de_DE', 'admin.refunds.transferSentLabel') }).click();
    await toast(admin.page, de('admin.refunds.marked', { reference: booking })).waitFor();
    // Found again among the refunded ones by the traveller's e-mail.
    await admin.page.getByLabel(de('admin.refunds.q')).fill(email);
    await admin.page.getByLabel(de('admin.refunds.stateFilter')).selectOption('succeeded');
    await admin.page.getByRole('button', { name: de('admin.bookings.find') }).click();
    await admin.page.waitForURL((url) => url.searchParams.get('state') === 'succeeded');
    await expect.poll(() => admin.page.locator('tbody tr', { hasText: booking }).count()).toBe(1);

    // The traveller reads it refunded; the second mail says the money left.
    await traveller.page.goto(page);
    await expect.poll(() => traveller.page.locator('.booking-refund').innerText()).toMatch(messagePattern('es_ES', 'bookings.refund.succeeded'));
    await shoot(traveller, 'booking-phone-dark');
    await openNewestMail(traveller.page, email, 'refund-sent');
  });

  test('an admin gives back part of a card booking from its page, after a confirmation step — de_DE desktop and phone', async ({ open, signUp, staff }) => {
    const de = (key: string, values?: Record<string, string>) => message('de_DE', key, values);
    const traveller = await open('desktop');
    const { email } = await signUp(traveller.context);
    const tour = await firstTour(traveller.page.request);
    const { order, booking } = await bankOrderThroughApi(traveller.context, tour, dayAhead(tour, 16), email);
    const admin = await open('desktop', { storageState: await staff('admin') });
    expect((await admin.context.request.put(`/api/admin/bank-transfers/${order}/confirm`, { headers: { origin: baseURL() } })).status()).toBe(200);

    await admin.page.goto(`/de_DE/EUR/admin/bookings/${booking}`);
    await hydrated(admin.page);
    const form = admin.page.locator('form', { has: admin.page.getByRole('heading', { name: de('admin.booking.refund.title') }) });
    await form.getByLabel(fieldLabel(de('admin.booking.refund.amount', { currency: 'EUR' }))).fill('12,50');
    await form.getByLabel(fieldLabel(de('admin.booking.refund.reason'))).fill('Tour wegen Regen gekürzt');
    await form.getByLabel(fieldLabel(de('bookings.cancel.accountHolder'))).fill('Ana Ruiz');
    await form.getByLabel(fieldLabel(de('bookings.cancel.iban'))).fill(iban);
    await form.getByRole('button', { name: de('admin.booking.refund.submit') }).click();
    await admin.page.getByRole('heading', { name: de('admin.booking.confirm.refundTitle', { reference: booking }) }).waitFor();
    await admin.page.getByRole('button', { name: de('admin.booking.confirm.refundYes') }).click();
    await admin.page.locator('.toast', { hasText: messagePattern('de_DE', 'admin.booking.flash.refunded') }).waitFor();
    const listed = admin.page.locator('section[aria-labelledby="booking-refunds"] tbody tr');
    await expect.poll(() => listed.innerText()).toContain('12,50');
    await shoot(admin, 'booking-desktop-light');
    const phone = await open('phone', { storageState: await staff('admin') });
    await phone.context.addCookies([{ name: 'theme', value: 'dark', url: baseURL() }]);
    await phone.page.goto(`/de_DE/EUR/admin/refunds?state=all&q=${encodeURIComponent(email)}`);
    await hydrated(phone.page);
    await shoot(phone, 'list-phone-dark');
  });

  test('a card booking cancelled on a phone 30 hours ahead goes back whole: the refund line past requested, both mails, the credit note — es_ES EUR phone', async ({ open, signUp }) => {
    const locale = 'es_ES';
    const site = `/${locale}/EUR`;
    const es = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const traveller = await open('phone');
    const { context, page } = traveller;
    const { email } = await signUp(context, { locale });
    // Six hours before the free window (24 h before the start) closes: the whole price goes back.
    const { tour, day, time } = await startAbout(page.request, 30);
    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    await addToCart(page, locale, day, email, { time });
    await cartToCheckout(page, site, locale);
    const order = await placeCardOrderAndPay(page, site, locale);
    const [booked] = await bookingsOf(context, order);
    if (!booked) throw new Error(`No booking of order ${order}`);
    const { reference } = booked;
    const amount = euros(locale, booked.price);

    // The terms before confirming: free until the deadline, the whole price back to the card.
    const bookingPage = `${site}/bookings/${reference}`;
    await page.goto(bookingPage);
    await hydrated(page);
    const cancel = page.locator('section[aria-labelledby="cancel-title"]');
    const terms = await cancel.locator('.notice-info').innerText();
    expect(terms).toMatch(messagePattern(locale, 'bookings.cancel.freeUntil'));
    expect(terms).toContain(es('bookings.cancel.refund', { amount }));
    await cancel.getByLabel(fieldLabel(es('bookings.cancel.reason'))).fill('Me han cambiado el vuelo.');
    await cancel.getByRole('button', { name: es('bookings.cancel.confirm') }).click();
    await waitForPath(page, `${site}/bookings?view=cancelled`);
    await toast(page, es('bookings.cancelled', { id: reference })).waitFor();

    // The cancellation mail says the card refund is asked of the provider now.
    await openNewestMail(page, email, 'booking-cancelled');
    const cancelledMail = await page.locator('body').innerText();
    expect(cancelledMail).toMatch(mailPattern(locale, 'mail.bookingCancelled.byYou', { reference }));
    expect(cancelledMail).toMatch(mailPattern(locale, 'mail.bookingCancelled.card', { amount }));

    // The booking page: the refund past requested — sent (the provider took it), or succeeded once its event
    // confirmed it. The cancellation asks the provider after its commit; a refusal waits for the refunds job's minute.
    const line = page.locator('.booking-refund');
    const state = async () => {
      await page.goto(bookingPage);
      return line.getAttribute('data-status');
    };
    await expect.poll(state, { timeout: 75_000, interval: 2_000 }).toMatch(/^(sent|succeeded)$/);
    // Back to the card that paid, named by its last four digits.
    const back = `${es('bookings.refund.cardEnding', { amount, digits: '4242' })} — `;
    const said = await line.innerText();
    expect(said.slice(0, back.length)).toBe(back);
    expect(said).toMatch(messagePattern(locale, `bookings.refund.${await line.getAttribute('data-status')}`));
    await hydrated(page);
    await shoot(traveller, 'card-booking-phone-light');
    const [refund] = (await bookingsOf(context, order))[0]?.refunds ?? [];
    const number = refund?.creditNote?.number ?? '';
    expect(refund).toMatchObject({ amount: booked.price, coins: 0, route: 'card' });
    const note = page.getByRole('link', { name: es('bookings.documents.creditNote', { number }) });
    const [download] = await Promise.all([page.waitForEvent('download'), note.click()]);
    expect((await readFile((await download.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await context.request.get((await note.getAttribute('href')) ?? '');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
    expect(text).toContain(number);

    // The second mail: the money left.
    await openNewestMail(page, email, 'refund-sent');
    expect(await page.locator('body').innerText()).toMatch(mailPattern(locale, 'mail.refundSent.card', { amount, reference }));
  });

  test('an admin cancels one booking of a two-booking order paid partly in coins: its card and coin shares go back, the other booking keeps its money — de_DE EUR desktop', async ({ open, signUp, staff }) => {
    const locale = 'de_DE';
    const site = `/${locale}/EUR`;
    const de = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const coinsSpent = 40_00;
    const traveller = await open('desktop');
    const { email } = await signUp(traveller.context, { locale });
    // 50 € of coins from a gift card (redeem.spec.ts redeems cards 0 and 1 of the run, admin-bookings.spec.ts card 3).
    const redeemed = await traveller.context.request.post('/api/gift-cards/redeem', { headers: { origin: baseURL() }, data: { code: sharedServer().giftCards.paid[2] } });
    expect(redeemed.status()).toBe(200);
    // Two alike bookings of one tour on two days, in one order: 40 € of coins, the rest by card.
    const tour = await firstTour(traveller.page.request);
    const details = (await (await traveller.context.request.get(`/api/tour/${tour.id}`)).json()) as { prices: { duration: string }[]; guideLanguages: string[]; minStartTime: string; minPeople: number };
    const item = (day: string) => ({
      tourId: tour.id,
      duration: details.prices[0]?.duration,
      day,
      startTime: details.minStartTime.slice(0, 5),
      travellers: { adults: Math.max(2, details.minPeople), children: 0, infants: 0 },
      guideLanguage: details.guideLanguages[0],
      contact: { name: 'Ada Münz', email, phone: '+49 30 1234567' },
    });
    const placed = await traveller.context.request.post('/api/orders', {
      headers: { origin: baseURL() },
      data: { paymentMethod: 'card', currency: 'EUR', fromCart: false, coinsRequested: coinsSpent, items: [item(dayAhead(tour, 14)), item(dayAhead(tour, 15))] },
    });
    expect(placed.status()).toBe(201);
    const order = ((await placed.json()) as { reference: string }).reference;
    await traveller.page.goto(`${site}/checkout?order=${order}`);
    await hydrated(traveller.page);
    await payWithTestCard(traveller.page, locale);
    await waitForPath(traveller.page, `${site}/pay-done?order=${order}`);
    const [kept, cancelled] = await bookingsOf(traveller.context, order);
    if (!kept || !cancelled) throw new Error(`Order ${order} has not two bookings`);
    // Alike, so each booking's share of the coins is half of them.
    expect(cancelled.price).toBe(kept.price);
    const coinShare = coinsSpent / 2;
    const balance = await coinBalance(traveller.context);
    expect(balance).toBe(e2eGiftCardValue - coinsSpent);

    // The admin cancels the second with its refund (the policy's answer), after the confirmation step.
    const { reference } = cancelled;
    const card = euros(locale, cancelled.price);
    const coins = coinsInEuros(locale, coinShare);
    const admin = await open('desktop', { storageState: await staff('admin') });
    await admin.page.goto(`${site}/admin/bookings/${reference}`);
    await hydrated(admin.page);
    const form = admin.page.locator('form', { has: admin.page.locator('input[name="form"][value="cancel"]') });
    await form.getByLabel(fieldLabel(de('admin.booking.cancel.reason'))).fill('Der Reisende hat angerufen: nur noch ein Tag.');
    expect(await form.locator('input[name="refund"][value="yes"]').isChecked()).toBe(true);
    await form.getByRole('button', { name: de('admin.booking.cancel.submit') }).click();
    const confirm = admin.page.locator('section.admin-confirm');
    await confirm.getByRole('heading', { name: de('admin.booking.confirm.cancelTitle', { reference }) }).waitFor();
    expect(await confirm.innerText()).toContain(de('admin.booking.confirm.refund', { card, coins }));
    await confirm.getByRole('button', { name: de('admin.booking.confirm.cancelYes') }).click();
    await toast(admin.page, de('admin.booking.flash.cancelledRefunded', { reference, card, coins })).waitFor();

    // The page's refunds of the order: this booking's only, its card share and its coins.
    const rows = admin.page.locator('section[aria-labelledby="booking-refunds"] tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.getAttribute('data-reference')).toBe(reference);
    expect(await rows.locator('.admin-amount').innerText()).toBe(`${card} + ${de('admin.refunds.coins', { amount: coins })}`);
    expect(await rows.innerText()).toContain(de('admin.refunds.route.card'));
    // Its card part past requested (the provider asked after the commit, else by the refunds job within its minute).
    const status = async () => {
      await admin.page.reload();
      return rows.getAttribute('data-status');
    };
    await expect.poll(status, { timeout: 75_000, interval: 2_000 }).toMatch(/^(sent|succeeded)$/);
    expect(await rows.locator('td').nth(3).innerText()).toMatch(messagePattern(locale, `admin.refunds.state.${await rows.getAttribute('data-status')}`));
    expect(await admin.page.locator('.admin-fact', { hasText: de('admin.bookings.column.status') }).locator('.status-badge').innerText()).toBe(de('bookings.status.cancelled'));
    await shoot(admin, 'coins-booking-desktop-light');

    // The traveller has that booking's coins back; the other booking is as it was.
    expect(await coinBalance(traveller.context)).toBe(balance + coinShare);
    const [keptAfter, cancelledAfter] = await bookingsOf(traveller.context, order);
    expect(cancelledAfter).toMatchObject({ status: 'cancelled', refunds: [{ amount: cancelled.price, coins: coinShare, route: 'card' }] });
    expect(keptAfter).toEqual(kept);
  });
});
