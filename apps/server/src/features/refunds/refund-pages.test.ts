// The refunds on the pages (requirements §lifecycles.refund): the traveller's booking page says what
// went back, where and how far it got, in the reader's language; the back office's refunds page lists
// what needs a person and works it off.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
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
const cancel = (user: TestUser, id: string) => site.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans' } });

describe('a refund on the traveller’s booking page', () => {
  it('says what went back to the card and to the coins, and that it was refunded, in English and in Spanish', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const paid = await paidBooking(site, traveller, tourId, dayAhead(40), { coins: 1_500 });
    expect((await cancel(traveller, paid.id)).statusCode).toBe(200);
    const english = await page(traveller, `/en_US/EUR/bookings/${paid.reference}`);
    expect(english.statusCode).toBe(200);
    expect(english.body).toMatch(/€[\d,.]+ back to your card · €15\.00 back to your Cicerone Coins — refunded on /);
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
    expect(english.body).toContain('back to your card — requested on');
    await site.db.update(refundTable).set({ status: 'failed', attempts: 8, failedAt: sql`now()` }).where(eq(refundTable.bookingId, paid.id));
    expect((await page(traveller, `/de_DE/EUR/bookings/${paid.reference}`)).body).toContain('verzögert: Unser Team kümmert sich darum');
    provider.mockRestore();
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
    await cancel(traveller, transfer.id);

    const list = await page(admin, '/en_US/EUR/admin/refunds');
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(card.reference);
    expect(list.body).toContain(transfer.reference);
    expect(list.body).toContain('Refused 8 times since');
    expect(list.body).toContain('card expired');
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
    const after = await page(admin, '/en_US/EUR/admin/refunds');
    expect(after.body).not.toContain(card.reference);
    expect(after.body).not.toContain(transfer.reference);
    // The dashboard counts what the page lists (the refund the test above left failed).
    const dashboard = await site.app.inject({ url: '/api/admin/dashboard', headers: { authorization: admin.bearer } });
    expect(dashboard.json<{ queues: { name: string; count: number }[] }>().queues.find((queue) => queue.name === 'refunds_to_send')?.count).toBe((await site.app.services.refunds.waiting()).length);
  });
});
