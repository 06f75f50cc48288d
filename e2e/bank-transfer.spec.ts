// Paying by bank transfer end to end: a new customer orders a tour by bank transfer through the pages
// and sends a proof of payment; admin Adam opens the back office's bank transfers, reads the proof
// and confirms receipt (a second, stale page confirming the same order is told it was already
// confirmed); the booking is then pending and the confirmation mail is in the mailbox.
import type { BrowserContext } from 'playwright-core';
import { describe } from 'vitest';
import { demo, logInThroughApi, openNewestMail, registerThroughApi, toast } from './support/accounts.ts';
import { baseURL, expect, hydrated, test, waitForPath } from './support/browser.ts';
import { addToCart, dayAhead, firstTour, orderReference } from './support/booking.ts';
import { message, messagePattern } from './support/site.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Sends a proof of payment as the booking page's form does: one multipart `file` field, with the context's session cookies. */
async function uploadProof(context: BrowserContext, reference: string) {
  return context.request.post(`/api/orders/${reference}/proof`, {
    multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdf } },
    headers: { origin: baseURL() },
  });
}

describe('bank transfer', () => {
  test('a customer orders by bank transfer and sends a proof; an admin confirms receipt once — en_US EUR desktop', async ({ open }) => {
    const locale = 'en_US';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

    // A new customer (signed up, so signed in) places a bank-transfer order through the pages.
    const customer = await open('desktop');
    const email = await registerThroughApi(customer.context.request, 'bank-transfer');
    const tour = await firstTour(customer.page.request);
    await customer.page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(customer.page);
    await addToCart(customer.page, locale, dayAhead(tour, 6), email);
    await waitForPath(customer.page, `${site}/cart`);
    await hydrated(customer.page);
    await customer.page.locator('main').getByRole('link', { name: t('shell.cart.checkout') }).click();
    await waitForPath(customer.page, `${site}/checkout`);
    await hydrated(customer.page);
    await customer.page.getByLabel(t('checkout.method.bank')).check();
    const place = customer.page.getByRole('button', { name: t('checkout.placeBank') });
    await place.waitFor();
    await place.click();
    await customer.page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
    const reference = orderReference(customer.page);

    // A text file called .pdf is refused by its content; a real PDF is taken.
    const fake = await customer.context.request.post(`/api/orders/${reference}/proof`, {
      multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a receipt') } },
      headers: { origin: baseURL() },
    });
    expect(fake.status()).toBe(415);
    const uploaded = await uploadProof(customer.context, reference);
    expect(uploaded.status()).toBe(201);

    // Adam's back office: the order waits, with its proof; two pages open on the list.
    const admin = await open('desktop');
    await logInThroughApi(admin.context, demo.admin);
    const stale = await admin.context.newPage();
    for (const page of [admin.page, stale]) {
      await page.goto(`${site}/admin/bank-transfers`);
      await hydrated(page);
    }
    await admin.page.getByRole('heading', { level: 1, name: t('admin.bankTransfers.title') }).waitFor();
    await admin.page.getByRole('navigation', { name: t('admin.nav.label') }).getByRole('link', { name: t('admin.nav.bankTransfers') }).waitFor();
    const row = admin.page.locator('tbody tr', { has: admin.page.locator('th', { hasText: reference }) });
    expect(await row.count()).toBe(1);
    const proofLink = row.locator('.admin-proofs a');
    expect(await proofLink.count()).toBe(1);
    const proof = await admin.context.request.get((await proofLink.getAttribute('href')) ?? '');
    expect(proof.status()).toBe(200);
    expect(proof.headers()['content-type']).toBe('application/pdf');

    // Confirm: the green toast, and the order leaves the list.
    await row.getByRole('button', { name: messagePattern(locale, 'admin.bankTransfers.confirmLabel', { reference }) }).click();
    await toast(admin.page, t('admin.bankTransfers.confirmed', { reference })).waitFor();
    await row.waitFor({ state: 'detached' });

    // The stale page confirming the same order is told it was already confirmed.
    const staleRow = stale.locator('tbody tr', { has: stale.locator('th', { hasText: reference }) });
    await staleRow.getByRole('button', { name: messagePattern(locale, 'admin.bankTransfers.confirmLabel', { reference }) }).click();
    await staleRow.getByRole('alert').filter({ hasText: t('errors.transfer_already_confirmed') }).waitFor();

    // The booking is pending (paid, waiting for its tour), and the confirmation mail is written.
    const mine = (await (await customer.context.request.get('/api/me/bookings')).json()) as { bookings: { orderReference: string; status: string; proofs: unknown[] }[] };
    const booking = mine.bookings.find((entry) => entry.orderReference === reference);
    expect(booking).toMatchObject({ status: 'pending' });
    expect(booking?.proofs).toHaveLength(1);
    await openNewestMail(customer.page, email, 'booking-confirmed');
  });

  test('the back office on a phone, in Japanese — ja_JP JPY phone', async ({ open }) => {
    const locale = 'ja_JP';
    const t = (key: string) => message(locale, key);
    const admin = await open('phone');
    await logInThroughApi(admin.context, demo.admin);
    await admin.page.goto(`/${locale}/JPY/admin/bank-transfers`);
    await hydrated(admin.page);
    await admin.page.getByRole('heading', { level: 1, name: t('admin.bankTransfers.title') }).waitFor();
    // Nothing wider than the phone but the table's own scrolling region.
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The link to the other back-office page works.
    await admin.page.getByRole('navigation', { name: t('admin.nav.label') }).getByRole('link', { name: t('admin.nav.businessAccounts') }).click();
    await waitForPath(admin.page, `/${locale}/JPY/admin/business-accounts`);
  });
});
