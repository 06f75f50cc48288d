// Chargebacks (requirements §lifecycles.refund): the provider's dispute event — the test provider
// raises one for Stripe's card 4000 0000 0000 0259 — records the dispute on its order once, however
// often it comes; it waits on the dashboard's queue and the refunds page until an admin marks it
// handled, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { paymentDispute } from '@cicerone/db/schema/disputes';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, bookingOf, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';
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
const queue = async () => (await site.app.inject({ url: '/api/admin/dashboard', headers: { authorization: admin.bearer } })).json<{ queues: { name: string; count: number }[] }>().queues.find((one) => one.name === 'disputes_open')?.count;

describe('a payment dispute', () => {
  it('is recorded once on its order, listed for the team, and marked handled once', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const before = await queue();
    const created = await site.app.services.orders.createOrder(sessionUserOf(traveller), { items: [orderItem(tourId, dayAhead(20))], paymentMethod: 'card', currency: 'EUR', locale: 'en_US' });
    await site.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4000 0000 0000 0259' });
    const placed = await bookingOf(site.db, created.id);
    expect(placed.order.status).toBe('paid');
    const [dispute, ...more] = await site.db.select().from(paymentDispute).where(eq(paymentDispute.orderId, created.id));
    expect(more).toEqual([]);
    expect(dispute).toMatchObject({ amount: placed.order.grandTotal, currency: 'EUR', reason: 'fraudulent', provider: 'test', handledAt: null });

    // The same event again records nothing more.
    await site.app.services.paymentEvents.handleProviderEvents('test', [
      { eventId: 'evt_again', type: 'dispute_opened', paymentId: placed.order.paymentId ?? '', amount: placed.order.grandTotal, currency: 'EUR', occurredAt: new Date(), dispute: { id: dispute!.providerDisputeId, reason: 'fraudulent' } },
    ]);
    expect(await site.db.select().from(paymentDispute).where(eq(paymentDispute.orderId, created.id))).toHaveLength(1);
    expect(await queue()).toBe((before ?? 0) + 1);

    const list = await page(admin, '/en_US/EUR/admin/refunds');
    expect(list.body).toContain('Payment disputes');
    expect(list.body).toContain(placed.order.reference);
    expect((await page(admin, `/en_US/EUR/admin/bookings/${placed.reference}`)).body).toContain('The cardholder’s bank disputed');

    const handled = await post(admin, '/en_US/EUR/admin/refunds', { intent: 'dispute-handled', id: dispute!.id, reference: placed.order.reference });
    expect(handled.statusCode).toBe(303);
    expect(await queue()).toBe(before ?? 0);
    const again = await post(admin, '/en_US/EUR/admin/refunds', { intent: 'dispute-handled', id: dispute!.id, reference: placed.order.reference });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('already marked handled');
    expect((await page(admin, '/en_US/EUR/admin/refunds')).body).not.toContain(`data-reference="${placed.order.reference}"`);
  });
});
