import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { createTestSite } from '../../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
let admin: TestUser;

beforeAll(async () => {
  site = await createTestSite();
  admin = await userWithSession(site.app, site.db, { role: roles.admin });
});
afterAll(() => site.close());

const page = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers: { cookie: `access_token=${admin.accessToken}`, ...headers } });

describe('the back office’s booking pages', () => {
  it('list the booking found by e-mail and show its history, then cancel it through a confirmation step', async () => {
    const traveller = await userWithSession(site.app, site.db);
    const tourId = (await bookableTour(site.db)).id;
    const paid = await paidBooking(site, traveller, tourId, dayAhead(45), { coins: 0 });
    const list = await page(`/en_US/EUR/admin/bookings?q=${encodeURIComponent(traveller.email)}`);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(paid.reference);
    const one = await page(`/en_US/EUR/admin/bookings/${paid.reference}`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Booked');
    expect(one.body).toContain('Paid by card');

    const form = (body: Record<string, string>) =>
      site.app.inject({
        method: 'POST',
        url: `/en_US/EUR/admin/bookings/${paid.reference}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `access_token=${admin.accessToken}`, 'sec-fetch-site': 'same-origin' },
        payload: new URLSearchParams(body).toString(),
      });
    const asked = await form({ form: 'cancel', reason: 'Asked by phone', refund: 'yes' });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain(`Cancel booking ${paid.reference}?`);
    const done = await form({ form: 'cancel', reason: 'Asked by phone', refund: 'yes', confirmed: 'yes' });
    expect(done.statusCode).toBe(303);
    expect((await page(`/en_US/EUR/admin/bookings/${paid.reference}`)).body).toContain('Cancelled by the team');
  });
});
