// The refunds on the pages (requirements §lifecycles.refund): the traveller's booking page says what
// went back, where and how far it got, in the reader's language; the back office's refunds page lists
// what needs a person and works it off.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
import { creditNote } from '@cicerone/db/schema/credit-notes';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { createTestSite } from '../../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
let admin: TestUser;
let tourId: number;

beforeAll(async () => {
  site = await createTestSite();
  admin = await userWithSession(site.app, site.db, { role: roles.admin });
  tourId = (await bookableTour(site.db)).id;
});
afterAll(() => site.close());

const page = (user: TestUser, url: string) => site.app.inject({ url, headers: { cookie: `access_token=${user.accessToken}` } });
const post = (user: TestUser, url: string, body: Record<string, string>) =>
  site.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `access_token=${user.accessToken}`, 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams(body).toString(),
  });
const cancel = (user: TestUser, id: string, account: { accountHolder?: string; iban?: string } = {}) =>
  site.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans', ...account } });
/** A French test IBAN (valid check digits, a SEPA country). */
const iban = 'FR7630006000011234567890189';

describe('a refund on the traveller’s booking page', () => {
  it('says what went back to the card and to the coins, and that it was refunded, in English and in Spanish', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const paid = await paidBooking(site, traveller, tourId, dayAhead(40), { coins: 1_500 });
    expect((await cancel(traveller, paid.id)).statusCode).toBe(200);
    const english = await page(traveller, `/en_US/EUR/bookings/${paid.reference}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/€[\d,.]+ back to your card ending 4242 · €15\.00 back to your Cicerone Coins — refunded on /);
    const spanish = await page(traveller, `/es_ES/EUR/bookings/${paid.reference}`);
    expect(spanish.body).toContain('devueltos a tu tarjeta');
    expect(spanish.body).toContain('reembolsado el');
  });

  it('says a refused refund is delayed, never that it was refunded', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const paid = await paidBooking(site, traveller, tourId, dayAhead(41));
    const provider = vi.spyOn(site.app.services.payments, 'refund').mockRejectedValue(new Error('card expired'));
    await cancel(traveller, paid.id);
    const english = await page(traveller, `/en_US/EUR/bookings/${paid.reference}`);
    expect(english.body).toContain('back to your card ending 4242 — requested on');
    await site.db.update(refundTable).set({ status: 'failed', attempts: 8, failedAt: sql`now()` }).where(eq(refundTable.bookingId, paid.id));
    expect((await page(traveller, `/de_DE/EUR/bookings/${paid.reference}`)).body).toContain('verzögert: Unser Team kümmert sich darum');
    provider.mockRestore();
  });

  it('links its credit note by number, in the reader’s language, to the PDF its owner downloads (decision 0052)', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const paid = await paidBooking(site, traveller, tourId, dayAhead(44));
    expect((await cancel(traveller, paid.id)).statusCode).toBe(200);
    const [issued] = await site.db.select().from(creditNote).where(eq(creditNote.bookingId, paid.id));
    if (!issued) throw new Error('a credit note is expected');
    const href = `/api/me/bookings/${paid.id}/credit-notes/${issued.number}.pdf`;
    const english = await page(traveller, `/en_US/EUR/bookings/${paid.reference}`);
    expect(english.body).toContain(`<a href="${href}" download="">Credit note ${issued.number} (PDF)</a>`);
    expect((await page(traveller, `/it_IT/EUR/bookings/${paid.reference}`)).body).toContain(`Nota di credito ${issued.number} (PDF)`);
    const pdf = await page(traveller, href);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the back office’s refunds page', () => {
  it('lists a failed card refund and a transfer to send, tries the one again and marks the other sent', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const card = await paidBooking(site, traveller, tourId, dayAhead(42));
    const provider = vi.spyOn(site.app.services.payments, 'refund').mockRejectedValue(new Error('card expired'));
    await cancel(traveller, card.id);
    provider.mockRestore();
    await site.db.update(refundTable).set({ status: 'failed', attempts: 8, failedAt: sql`now()`, nextAttemptAt: null }).where(eq(refundTable.bookingId, card.id));
    const transfer = await bankBooking(site, traveller, tourId, dayAhead(43));
    await site.app.services.bankTransfers.confirm(transfer.order.reference, admin.id);
    expect((await cancel(traveller, transfer.id, { accountHolder: 'Ana Ruiz', iban: 'fr76 3000 6000 0112 3456 7890 189' })).statusCode).toBe(200);

    const list = await page(admin, '/en_US/EUR/admin/refunds');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(card.reference);
    expect(list.body).toContain(transfer.reference);
    expect(list.body).toContain('Refused 8 times since');
    expect(list.body).toContain('card expired');
    expect(list.body).toContain('To Ana Ruiz, FR76 3000 6000 0112 3456 7890 189');
    // The transfer is in the SEPA file the page offers, for the bank.
    expect(list.body).toContain('SEPA file of 1 transfer');
    const sepa = await site.app.inject({ url: '/api/admin/refunds/sepa.xml', headers: { authorization: admin.bearer } });
    expect(sepa.statusCode).toBe(200);
    expect(sepa.headers['content-type']).toContain('application/xml');
    expect(sepa.body).toContain(`<IBAN>${iban}</IBAN>`);
    expect(sepa.body).toContain('<Nm>Ana Ruiz</Nm>');
    expect(sepa.body).toContain(`>${(transfer.price / 100).toFixed(2)}</InstdAmt>`);
    expect((await site.app.inject({ url: '/api/admin/refunds/sepa.xml', headers: { authorization: traveller.bearer } })).statusCode).toBe(403);
    // Only admins.
    expect((await page(traveller, '/en_US/EUR/admin/refunds')).statusCode).toBe(403);

    const [failed] = await site.app.services.refunds.ofBookings([card.id]);
    const [waiting] = await site.app.services.refunds.ofBookings([transfer.id]);
    const retried = await post(admin, '/en_US/EUR/admin/refunds', { intent: 'retry', id: failed!.id, reference: card.reference });
    expect(retried.statusCode).toBe(303);
    expect((await site.app.services.refunds.ofBookings([card.id]))[0]?.status).toBe('succeeded');
    // A second click on a stale page is refused with the page's message, and changes nothing.
    const again = await post(admin, '/en_US/EUR/admin/refunds', { intent: 'retry', id: failed!.id, reference: card.reference });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('This refund cannot be changed in its current state');

    expect((await post(admin, '/fr_FR/EUR/admin/refunds', { intent: 'transfer-sent', id: waiting!.id, reference: transfer.reference })).statusCode).toBe(303);
    expect((await site.app.services.refunds.ofBookings([transfer.id]))[0]?.status).toBe('succeeded');
    // Sent, it leaves the SEPA file: nothing left to export.
    expect((await site.app.inject({ url: '/api/admin/refunds/sepa.xml', headers: { authorization: admin.bearer } })).statusCode).toBe(409);
    const after = await page(admin, '/en_US/EUR/admin/refunds');
    expect(after.body).not.toContain(card.reference);
    expect(after.body).not.toContain(transfer.reference);
    // Done, they are found by state and by the traveller's e-mail, with what happened to them.
    const done = await page(admin, `/en_US/EUR/admin/refunds?state=succeeded&q=${encodeURIComponent(traveller.email.toUpperCase())}`);
    expect(done.body).toContain(card.reference);
    expect(done.body).toContain(transfer.reference);
    expect(done.body).toContain('Refunded on');
    expect(done.body).toContain('Cancelled by the traveller');
    expect(done.body).toContain('2 refunds');
    expect((await page(admin, `/en_US/EUR/admin/refunds?state=failed&q=${encodeURIComponent(traveller.email)}`)).body).toContain('No refund matches this search.');
    expect((await page(admin, `/en_US/EUR/admin/refunds?state=all&q=${card.reference}`)).body).not.toContain(transfer.reference);
    // The booking's page in the back office lists its order's refunds; the traveller's page lists theirs.
    const bookingPage = await page(admin, `/de_DE/EUR/admin/bookings/${card.reference}`);
    expect(bookingPage.body).toContain(`Erstattungen der Bestellung ${card.order.reference}`);
    expect(bookingPage.body).toContain('Erstattet am');
    const userPage = await page(admin, `/en_US/EUR/admin/users/${traveller.id}`);
    expect(userPage.body).toMatch(new RegExp(`id="user-refunds-title"[\\s\\S]*${card.reference}[\\s\\S]*${transfer.reference}|id="user-refunds-title"[\\s\\S]*${transfer.reference}[\\s\\S]*${card.reference}`));
    // My bookings says it on each cancelled booking's card.
    const mine = await page(traveller, '/en_US/EUR/bookings?view=cancelled');
    expect(mine.body).toMatch(/back to your card ending 4242 — refunded on/);
    expect(mine.body).toMatch(/back by bank transfer to the account ending \d{4} — refunded on/);

    // The dashboard counts what the page lists (the refund the test above left failed).
    const dashboard = await site.app.inject({ url: '/api/admin/dashboard', headers: { authorization: admin.bearer } });
    expect(dashboard.json<{ queues: { name: string; count: number }[] }>().queues.find((queue) => queue.name === 'refunds_to_send')?.count).toBe((await site.app.services.refunds.list({ state: 'waiting' })).total);
  });
});

describe('a bank-transfer order’s refund', () => {
  it('needs the account it goes to: refused without one or with a wrong IBAN, nothing cancelled; then recorded with it', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const transfer = await bankBooking(site, traveller, tourId, dayAhead(44));
    await site.app.services.bankTransfers.confirm(transfer.order.reference, admin.id);

    const without = await cancel(traveller, transfer.id);
    expect(without.statusCode).toBe(400);
    expect(without.json<{ code: string }>().code).toBe('refund_account_required');
    const wrong = await cancel(traveller, transfer.id, { accountHolder: 'Ana Ruiz', iban: 'FR7630006000011234567890188' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ message: string }>().message).toContain('This IBAN is not valid');
    expect(await site.app.services.refunds.ofBookings([transfer.id])).toEqual([]);
    const page1 = await page(traveller, `/fr_FR/EUR/bookings/${transfer.reference}`);
    // Still to cancel, the page says where the money goes and asks for the account.
    expect(page1.body).toContain('par virement sur le compte indiqué ci-dessous');
    expect(page1.body).toContain('name="iban"');

    const form = await post(traveller, `/fr_FR/EUR/bookings/${transfer.reference}`, { form: 'cancel', reason: 'Change of travel plans', accountHolder: 'Ana Ruiz', iban });
    expect(form.statusCode).toBe(303);
    expect(await site.app.services.refunds.ofBookings([transfer.id])).toMatchObject([{ route: 'transfer', status: 'requested', accountHolder: 'Ana Ruiz', iban }]);
  });
});

describe('a partial refund from the back office’s booking page', () => {
  it('says what is left, asks to confirm, then gives back the amount typed the German way', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const paid = await paidBooking(site, traveller, tourId, dayAhead(45));
    const path = `/de_DE/EUR/admin/bookings/${paid.reference}`;
    const shown = await page(admin, path);
    expect(shown.body).toContain('Einen Teil der Buchung erstatten');
    const asked = await post(admin, path, { form: 'refund', amount: '12,50', reason: 'Tour wegen Regen gekürzt' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Einen Teil der Buchung');
    expect(await site.app.services.refunds.ofBookings([paid.id])).toEqual([]);
    const done = await post(admin, path, { form: 'refund', amount: '12,50', reason: 'Tour wegen Regen gekürzt', confirmed: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(await site.app.services.refunds.ofBookings([paid.id])).toMatchObject([{ amount: 1250, source: 'admin', route: 'card' }]);
    // Too much is refused with the page's words, and nothing is written.
    const tooMuch = await post(admin, path, { form: 'refund', amount: String(paid.price), reason: 'Noch einmal', confirmed: 'yes' });
    expect(tooMuch.body).toContain('Das ist mehr, als noch erstattet werden kann');
    expect(await site.app.services.refunds.ofBookings([paid.id])).toHaveLength(1);
  });
});

