// Paying by bank transfer end to end: a new customer orders a tour by bank transfer through the pages
// and sends a proof of payment; admin Adam opens the back office's bank transfers, reads the proof
// and confirms receipt in a second step that says which order, whose and how much, and that it is
// final (a second, stale page confirming the same order is told it was already confirmed); the
// booking is then pending and the confirmation mail is in the mailbox. On a phone without
// JavaScript, the same step is a page and a plain form.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe } from 'vitest';
import { openNewestMail, toast } from './support/accounts.ts';
import { baseURL, hydrated, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
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

/** A bank-transfer order placed through the pages by the signed-in customer of `page`; its reference. */
async function bankTransferOrder(page: Page, locale: string, site: string, email: string): Promise<string> {
  const tour = await firstTour(page.request);
  await page.goto(`${site}/tour/${tour.slug}`);
  await hydrated(page);
  await addToCart(page, locale, dayAhead(tour, 10), email);
  await waitForPath(page, `${site}/cart`);
  await page.goto(`${site}/checkout`);
  await hydrated(page);
  await page.getByLabel(message(locale, 'checkout.method.bank')).check();
  await page.getByRole('button', { name: message(locale, 'checkout.placeBank') }).click();
  await page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
  return orderReference(page);
}

describe('bank transfer', () => {
  test('a customer orders by bank transfer and sends a proof; an admin confirms receipt once — en_US EUR desktop', async ({ open, signUp, staff }) => {
    const locale = 'en_US';
    const site = `/${locale}/EUR`;
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);

    // A new customer (signed up, so signed in) places a bank-transfer order through the pages.
    const customer = await open('desktop');
    const { email } = await signUp(customer.context);
    const reference = await bankTransferOrder(customer.page, locale, site, email);

    // A text file called .pdf is refused by its content; a real PDF is taken.
    const fake = await customer.context.request.post(`/api/orders/${reference}/proof`, {
      multipart: { file: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a receipt') } },
      headers: { origin: baseURL() },
    });
    expect(fake.status()).toBe(415);
    const uploaded = await uploadProof(customer.context, reference);
    expect(uploaded.status()).toBe(201);

    // Adam's back office: the order waits, with its proof; two pages open on the list.
    const admin = await open('desktop', { storageState: await staff('admin') });
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

    // Confirm receipt opens a second step on both pages: which order, whose, how much, and that it cannot be undone.
    const amount = await row.locator('.admin-amount').innerText();
    const steps: Locator[] = [];
    for (const page of [admin.page, stale]) {
      const inRow = page.locator('tbody tr', { has: page.locator('th', { hasText: reference }) });
      await inRow.getByRole('link', { name: messagePattern(locale, 'admin.bankTransfers.confirmLabel', { reference }) }).click();
      await page.waitForURL((url) => url.searchParams.get('confirm') === reference);
      const step = page.getByRole('region', { name: t('admin.bankTransfers.confirmTitle', { reference }) });
      await step.waitFor();
      const text = await step.innerText();
      expect(text).toContain(amount);
      expect(text).toContain(email);
      expect(text).toContain(t('admin.bankTransfers.confirmWarning'));
      steps.push(step);
    }
    // Nothing is confirmed by opening the step.
    expect(await row.count()).toBe(1);

    // Yes: the green toast, and the order leaves the list.
    await steps[0]?.getByRole('button', { name: t('admin.bankTransfers.confirmYes', { amount }) }).click();
    await toast(admin.page, t('admin.bankTransfers.confirmed', { reference })).waitFor();
    await row.waitFor({ state: 'detached' });

    // The stale page confirming the same order is told it was already confirmed.
    await steps[1]?.getByRole('button', { name: t('admin.bankTransfers.confirmYes', { amount }) }).click();
    await stale.getByRole('alert').filter({ hasText: t('errors.transfer_already_confirmed') }).waitFor();

    // The booking is pending (paid, waiting for its tour), and the confirmation mail is written.
    const mine = (await (await customer.context.request.get('/api/me/bookings')).json()) as { bookings: { orderReference: string; status: string; proofs: unknown[] }[] };
    const booking = mine.bookings.find((entry) => entry.orderReference === reference);
    expect(booking).toMatchObject({ status: 'pending' });
    expect(booking?.proofs).toHaveLength(1);
    await openNewestMail(customer.page, email, 'booking-confirmed');
  });

  test('the back office on a phone, in Japanese, confirming a transfer without JavaScript — ja_JP JPY phone', async ({ open, signUp, staff }) => {
    const locale = 'ja_JP';
    const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
    const admin = await open('phone', { storageState: await staff('admin') });
    await admin.page.goto(`/${locale}/JPY/admin/bank-transfers`);
    await hydrated(admin.page);
    await admin.page.getByRole('heading', { level: 1, name: t('admin.bankTransfers.title') }).waitFor();
    // Nothing wider than the phone but the table's own scrolling region.
    const overflow = await admin.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Without JavaScript on the phone, the confirmation step is a page of its own and its button a plain form.
    const customer = await open('phone');
    const { email } = await signUp(customer.context);
    const reference = await bankTransferOrder(customer.page, locale, `/${locale}/JPY`, email);
    const plain = await open('phone', { javaScriptEnabled: false, storageState: await admin.context.storageState() });
    await plain.page.goto(`/${locale}/JPY/admin/bank-transfers`);
    const row = plain.page.locator('tbody tr', { has: plain.page.locator('th', { hasText: reference }) });
    const amount = await row.locator('.admin-amount').innerText();
    expect(amount).toMatch(/^[¥￥][\d,]+$/);
    await row.getByRole('link', { name: messagePattern(locale, 'admin.bankTransfers.confirmLabel', { reference }) }).click();
    const step = plain.page.getByRole('region', { name: t('admin.bankTransfers.confirmTitle', { reference }) });
    await step.waitFor();
    expect(await step.innerText()).toContain(t('admin.bankTransfers.confirmWarning'));
    await step.getByRole('button', { name: t('admin.bankTransfers.confirmYes', { amount }) }).click();
    await plain.page.waitForURL((url) => url.pathname === `/${locale}/JPY/admin/bank-transfers` && !url.searchParams.has('confirm'));
    expect(await row.count()).toBe(0);
    const mine = (await (await customer.context.request.get('/api/me/bookings')).json()) as { bookings: { orderReference: string; status: string }[] };
    expect(mine.bookings.find((entry) => entry.orderReference === reference)?.status).toBe('pending');

    // The link to the other back-office page works.
    await admin.page.getByRole('navigation', { name: t('admin.nav.label') }).getByRole('link', { name: t('admin.nav.businessAccounts') }).click();
    await waitForPath(admin.page, `/${locale}/JPY/admin/business-accounts`);
  });
});
