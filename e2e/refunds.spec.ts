// Refunds in the browser (requirements §lifecycles.refund): a traveller in Spanish on a phone cancels
// a booking paid by bank transfer, gives the account the money goes to (a wrong IBAN is refused with
// the page's words), and reads the refund as requested; the cancellation mail says so. An admin in
// German finds it on the refunds page with its account, downloads the SEPA file, marks it sent; the
// traveller's booking then reads refunded and a second mail says the money left. Then an admin gives
// back part of a card booking from its page, after a confirmation step. Screenshots of each page on
// a phone and a desktop, light and dark (test-results/refunds-*.png), each scanned with axe.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe } from 'vitest';
import { expectNone, seriousViolations } from './support/axe.ts';
import { fieldLabel, openNewestMail, toast } from './support/accounts.ts';
import { bankOrderThroughApi, dayAhead, firstTour } from './support/booking.ts';
import { baseURL, hydrated, resultsDir, waitForPath, type Opened } from './support/browser.ts';
import { message, messagePattern } from './support/site.ts';
import { expect, test } from './support/users.ts';

const iban = 'FR7630006000011234567890189';

async function shoot(seen: Opened, name: string): Promise<void> {
  expect(await seen.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  mkdirSync(resultsDir, { recursive: true });
  await seen.page.screenshot({ path: join(resultsDir, `refunds-${name}.png`), fullPage: true });
  expectNone(await seriousViolations(seen.page), name);
}

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
    const { order, booking } = await bankOrderThroughApi(traveller.context, tour, dayAhead(tour, 10), email);
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
});
