import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@cicerone/core/contracts/admin-dashboard';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import { roles } from '@cicerone/core/roles';
import { appUser } from '@cicerone/db/schema/accounts';
import { booking } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let adam: TestUser;
let claire: TestUser;
let tourId: number;

const dashboard = async () => {
  const response = await test.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: adam.bearer } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminDashboard>();
};
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone }).format(new Date());

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  adam = await userWithSession(test.app, test.db, { role: roles.admin });
  claire = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

describe('GET /api/admin/dashboard', () => {
  it('counts the bookings paid today and their revenue per currency, a cancelled one left out, over 30 company days', async () => {
    const before = await dashboard();
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1)).toBe(today());
    const eur = await paidBooking(test, claire, tourId, dayAhead(30));
    await paidBooking(test, claire, tourId, dayAhead(31));
    const usd = await paidBooking(test, claire, tourId, dayAhead(32), { currency: 'USD' });
    const cancelled = await paidBooking(test, claire, tourId, dayAhead(33));
    await test.db.update(booking).set({ status: 'cancelled' }).where(eq(booking.id, cancelled.id));
    const after = await dashboard();
    const todayOf = (currency: string) => after.sales.find((sales) => sales.currency === currency)?.days.at(-1);
    expect(todayOf('EUR')).toEqual({ day: today(), bookings: 2, revenue: eur.price * 2 });
    expect(todayOf('USD')).toEqual({ day: today(), bookings: 1, revenue: usd.price });
    expect(after.sales.find((sales) => sales.currency === 'USD')?.days.slice(0, -1).every((day) => day.bookings === 0)).toBe(true);
  });

  it("lists today's tours on the company's clock, with their travellers", async () => {
    const placed = await paidBooking(test, claire, tourId, dayAhead(40));
    // Ten in the morning UTC is late morning in Paris, whatever the season: today on the company's clock.
    await test.db.update(booking).set({ startsAt: new Date(`${today()}T10:00:00Z`) }).where(eq(booking.id, placed.id));
    const { today: tours } = await dashboard();
    expect(tours).toEqual([expect.objectContaining({ bookingReference: placed.reference, travellers: placed.adults + placed.children + placed.infants, status: 'pending', guideName: null })]);
  });

  it('counts each queue as its own page lists it, aged by its oldest item, a business account late after 24 h', async () => {
    const fresh = await insertUser(test.db, { accountType: 'business', businessStatus: 'pending' });
    const queue = async (name: string) => (await dashboard()).queues.find((item) => item.name === name);
    expect(await queue('business_accounts')).toMatchObject({ count: 1, late: false });
    const old = await insertUser(test.db, { accountType: 'business', businessStatus: 'pending' });
    const signedUp = new Date(Date.now() - 25 * 3_600_000);
    await test.db.update(appUser).set({ createdAt: signedUp }).where(eq(appUser.id, old.id));
    expect(await queue('business_accounts')).toEqual({ name: 'business_accounts', count: 2, oldestAt: signedUp.toISOString(), late: true });
    const list = await test.app.inject({ method: 'GET', url: '/api/admin/business-accounts?status=pending', headers: { authorization: adam.bearer } });
    expect(list.json<{ totalItems: number }>().totalItems).toBe(2);
    expect(fresh.id).not.toBe(old.id);

    const waiting = await bankBooking(test, claire, tourId, dayAhead(50));
    const transfers = await queue('bank_transfers');
    expect(transfers).toMatchObject({ count: 1, oldestAt: waiting.order.createdAt.toISOString(), late: false });
    // The missions of the paid bookings above wait for a guide.
    expect((await queue('missions_without_guide'))?.count).toBeGreaterThan(0);
    expect((await dashboard()).queues.map((item) => item.name)).toEqual(['business_accounts', 'bank_transfers', 'guide_applications', 'missions_without_guide', 'quotes_to_offer', 'unanswered_chats', 'payouts_to_pay', 'refunds_to_send', 'disputes_open']);
  });
});
