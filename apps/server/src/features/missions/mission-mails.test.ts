import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GuideMission } from '@cicerone/core/contracts/missions';
import { roles } from '@cicerone/core/roles';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { booking, mission } from '@cicerone/db/schema/orders';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { guideWithSession } from '../../test/missions-factory.ts';
import { dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';

/**
 * What guides are told of a mission (requirements §lifecycles.mission guide missions, decision 0019): offered to them when
 * its booking is paid (once per guide and mission), assigned to them, cancelled under them; and
 * what their dashboard counts of a cancelled one, with their pay shown before they answer.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let traveller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  // Its own city, so the guides of the other API tests' missions are not in the way.
  const created = await createTour(test.db, { city: 'rome', guideLanguages: ['en_US', 'it_IT'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  await test.db.insert(tourAvailability).values({ tourId: created.id, groupsPerDay: 100 });
  tourId = created.id;
  traveller = await userWithSession(test.app, test.db);
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

const mailsTo = (email: string, template: string) => test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
const speaks = (user: TestUser, locale: string) => test.db.update(appUser).set({ locale }).where(eq(appUser.id, user.id));

async function missionOf(placed: PlacedBooking): Promise<string> {
  const [row] = await test.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, placed.id));
  if (!row) throw new Error('no mission');
  return row.id;
}

async function seenBy(user: TestUser, filter = 'all'): Promise<GuideMission[]> {
  const response = await test.app.inject({ method: 'GET', url: `/api/guide/missions?filter=${filter}`, headers: { authorization: user.bearer } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: GuideMission[] }>().data;
}

const respond = (user: TestUser, id: string, guideAnswer: string) =>
  test.app.inject({ method: 'PUT', url: `/api/missions/${id}/guide-response`, headers: { authorization: user.bearer }, payload: { guideAvailability: 'All day', guideAnswer } });
const assign = (id: string, guideUserId: string) => test.app.inject({ method: 'POST', url: `/api/admin/missions/${id}/assign`, headers: { authorization: admin.bearer }, payload: { guideUserId } });
const cancelBooking = (placed: PlacedBooking) =>
  test.app.inject({ method: 'PUT', url: `/api/me/bookings/${placed.id}/cancel`, headers: { authorization: traveller.bearer }, payload: { reason: 'Plans changed' } });

describe('the mail of a mission offered', () => {
  it('goes once, in each guide’s language, to the approved guides of the city who speak the tour’s language, with their pay', async () => {
    const giulia = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT', 'en_US'] });
    await speaks(giulia, 'de_DE');
    const marco = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const otherLanguage = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['en_US'] });
    const otherCity = await guideWithSession(test.app, test.db, { city: 'paris', languages: ['it_IT'] });
    const notApproved = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'], status: 'submitted' });

    const placed = await paidBooking(test, traveller, tourId, dayAhead(30), { locale: 'ja_JP', item: { guideLanguage: 'it_IT' } });
    const id = await missionOf(placed);
    const [{ price } = { price: 0 }] = await test.db.select({ price: booking.price }).from(booking).where(eq(booking.id, placed.id));
    // Decision 0017: the default share (70 %) of the booking's price, in its currency.
    const pay = Math.floor((price * 70 + 50) / 100);

    const [german] = await mailsTo(giulia.email, 'mission-offered');
    expect(await mailsTo(giulia.email, 'mission-offered')).toHaveLength(1);
    expect(german?.locale).toBe('de_DE');
    expect(german?.text).toContain(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(pay / 100));
    expect(german?.text).toContain(placed.reference);
    expect(await mailsTo(marco.email, 'mission-offered')).toHaveLength(1);
    for (const guide of [otherLanguage, otherCity, notApproved]) expect(await mailsTo(guide.email, 'mission-offered')).toHaveLength(0);

    // The card says the same before they answer: the tour's language, the traveller's own, and the pay.
    expect((await seenBy(marco)).find((row) => row.id === id)).toMatchObject({ tourLanguage: 'it_IT', travellerLanguage: 'ja_JP', pay: { amount: pay, currency: 'EUR', minorUnits: 2 } });

    // Given back and waiting again, the mission is not offered twice to the same guides.
    expect((await respond(marco, id, 'yes')).statusCode).toBe(200);
    expect((await assign(id, marco.id)).statusCode).toBe(200);
    const givenBack = await test.app.inject({ method: 'PUT', url: `/api/missions/${id}/guide-cancelled`, headers: { authorization: marco.bearer }, payload: { guideReason: 'Ill that week' } });
    expect(givenBack.statusCode).toBe(200);
    expect(await mailsTo(giulia.email, 'mission-offered')).toHaveLength(1);
    expect(await mailsTo(marco.email, 'mission-offered')).toHaveLength(1);
  }, 60_000);
});

describe('the mail of a mission assigned', () => {
  it('tells the guide it was assigned to, in their language, and nobody else', async () => {
    const chosen = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    await speaks(chosen, 'fr_FR');
    const other = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const id = await missionOf(await paidBooking(test, traveller, tourId, dayAhead(31), { item: { guideLanguage: 'it_IT' } }));
    await respond(chosen, id, 'yes');
    await respond(other, id, 'yes');
    expect((await assign(id, chosen.id)).statusCode).toBe(200);
    const mails = await mailsTo(chosen.email, 'mission-assigned');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('fr_FR');
    expect(await mailsTo(other.email, 'mission-assigned')).toHaveLength(0);
  }, 60_000);
});

describe('a mission cancelled with its booking', () => {
  it('tells its guide and the guides still holding the day for it, once each, and counts only as cancelled', async () => {
    const assigned = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const maybe = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const declined = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const silent = await guideWithSession(test.app, test.db, { city: 'rome', languages: ['it_IT'] });
    const placed = await paidBooking(test, traveller, tourId, dayAhead(32), { item: { guideLanguage: 'it_IT' } });
    const id = await missionOf(placed);
    await respond(assigned, id, 'yes');
    await respond(maybe, id, 'maybe');
    await respond(declined, id, 'no');
    expect((await assign(id, assigned.id)).statusCode).toBe(200);
    expect((await seenBy(assigned, 'accepted')).map((row) => row.id)).toContain(id);

    expect((await cancelBooking(placed)).statusCode).toBe(200);
    expect(await mailsTo(assigned.email, 'mission-cancelled')).toHaveLength(1);
    expect(await mailsTo(maybe.email, 'mission-cancelled')).toHaveLength(1);
    for (const guide of [declined, silent]) expect(await mailsTo(guide.email, 'mission-cancelled')).toHaveLength(0);

    for (const filter of ['accepted', 'responded', 'rejected']) {
      expect((await seenBy(assigned, filter)).map((row) => row.id)).not.toContain(id);
      expect((await seenBy(declined, filter)).map((row) => row.id)).not.toContain(id);
    }
    expect((await seenBy(assigned, 'cancelled')).map((row) => row.id)).toContain(id);
    expect((await seenBy(maybe, 'cancelled')).map((row) => row.id)).toContain(id);
  }, 60_000);
});
