import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { mission } from '@cicerone/db/schema/orders';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { guideWithSession } from '../../test/missions-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { createTestSite } from '../../test/site.ts';

/**
 * /guide-missions as a page (requirements §roles.ownership): a guide sees their own missions and those offered to them,
 * whatever the address asks; an admin may open any guide's (?guide=), read-only.
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let reference: string;
let month: string;
let offered: TestUser;
let elsewhere: TestUser;
let admin: TestUser;

beforeAll(async () => {
  site = await createTestSite();
  const traveller = await userWithSession(site.app, site.db);
  const booking = await paidBooking(site, traveller, (await bookableTour(site.db)).id, dayAhead(25));
  reference = booking.reference;
  month = booking.day.slice(0, 7);
  offered = await guideWithSession(site.app, site.db);
  elsewhere = await guideWithSession(site.app, site.db, { city: 'zurich' });
  admin = await userWithSession(site.app, site.db, { role: roles.admin });
  const [row] = await site.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, booking.id));
  expect(row).toBeDefined();
}, 120_000);
afterAll(() => site.close());

const page = (user: TestUser, query: string) => site.app.inject({ method: 'GET', url: `/en_US/EUR/guide-missions?month=${month}${query}`, cookies: { access_token: user.accessToken } });

describe('/guide-missions', () => {
  it('shows a guide the mission offered to them, with its answer form', async () => {
    const response = await page(offered, '');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(reference);
    expect(response.body).toContain('name="guideAvailability"');
  });

  it('never shows a guide another guide’s missions, even asked by ?guide=', async () => {
    const response = await page(elsewhere, `&guide=${offered.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(reference);
  });

  it('lets an admin read any guide’s missions, without their forms', async () => {
    const response = await page(admin, `&guide=${offered.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(reference);
    expect(response.body).not.toContain('name="guideAvailability"');
  });
});
