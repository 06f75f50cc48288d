import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { GuideMission } from '@cicerone/core/contracts/missions';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { mission } from '@cicerone/db/schema/orders';
import { tour } from '@cicerone/db/schema/catalog';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { guideWithSession } from '../../test/missions-factory.ts';
import { dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';
import { tourAvailability } from '@cicerone/db/schema/availability';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let traveller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  const created = await createTour(test.db, { guideLanguages: ['en_US', 'es_ES'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  await test.db.insert(tourAvailability).values({ tourId: created.id, groupsPerDay: 100 });
  tourId = created.id;
  traveller = await userWithSession(test.app, test.db);
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

async function missionOf(booking: PlacedBooking): Promise<string> {
  const [row] = await test.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, booking.id));
  if (!row) throw new Error('no mission');
  return row.id;
}

const spanishBooking = (days = 12) => paidBooking(test, traveller, tourId, dayAhead(days), { item: { guideLanguage: 'es_ES' } });

async function missionsSeenBy(user: TestUser, path = '/api/guide/missions'): Promise<GuideMission[]> {
  const response = await test.app.inject({ method: 'GET', url: path, headers: { authorization: user.bearer } });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: GuideMission[] }>().data;
}

function respond(user: TestUser, id: string, payload: object, lang = 'en_US') {
  return test.app.inject({ method: 'PUT', url: `/api/missions/${id}/guide-response?lang=${lang}`, headers: { authorization: user.bearer }, payload });
}

function assign(id: string, guideUserId: string) {
  return test.app.inject({ method: 'POST', url: `/api/admin/missions/${id}/assign`, headers: { authorization: admin.bearer }, payload: { guideUserId } });
}

function mailsTo(email: string, template: string) {
  return test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)));
}

describe('who is offered a mission', () => {
  it('offers a paid booking to the approved guides of its city who speak its guide language, and to nobody else', async () => {
    const offered = await guideWithSession(test.app, test.db, { languages: ['es_ES', 'fr_FR'] });
    const otherCity = await guideWithSession(test.app, test.db, { city: 'zurich', languages: ['es_ES'] });
    const otherLanguage = await guideWithSession(test.app, test.db, { languages: ['en_US'] });
    const notApproved = await guideWithSession(test.app, test.db, { languages: ['es_ES'], status: 'submitted' });
    const id = await missionOf(await spanishBooking());

    const seen = (await missionsSeenBy(offered)).find((row) => row.id === id);
    expect(seen).toMatchObject({ status: 'waiting_response', assignedTo: 'nobody', canRespond: true, canCancel: false, tourLanguage: 'es_ES', travellerLanguage: 'en_US', client: null, rating: null });
    // The rating of requirements §screens.guide-dashboard is the tour's, once travellers have rated it.
    await test.db.update(tour).set({ rating: '4.70' }).where(eq(tour.id, tourId));
    expect((await missionsSeenBy(offered)).find((row) => row.id === id)?.rating).toBe(4.7);
    await test.db.update(tour).set({ rating: '0' }).where(eq(tour.id, tourId));
    for (const guide of [otherCity, otherLanguage, notApproved]) {
      expect((await missionsSeenBy(guide)).map((row) => row.id)).not.toContain(id);
      // Guessing the id changes nothing: a mission not offered is not found.
      expect((await respond(guide, id, { guideAvailability: 'All day', guideAnswer: 'yes' })).statusCode).toBe(404);
    }
  });
});

describe('from an answer to an assigned guide', () => {
  it('takes answers, lets an admin assign one guide who answered, tells the traveller, and shows the others it is taken', async () => {
    const ana = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const bruno = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const silent = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const booking = await spanishBooking(14);
    const id = await missionOf(booking);

    expect((await respond(ana, id, { guideAvailability: '', guideAnswer: 'yes' })).statusCode).toBe(400);
    expect((await respond(ana, id, { guideAvailability: 'Free all day', guideAnswer: 'maybe' })).statusCode).toBe(200);
    const changed = await respond(ana, id, { guideAvailability: 'Free in the morning', guideAnswer: 'yes' });
    expect(changed.json<{ mission: GuideMission }>().mission).toMatchObject({ guideAnswer: 'yes', guideAvailability: 'Free in the morning' });
    expect((await respond(bruno, id, { guideAvailability: 'Afternoon', guideAnswer: 'other' })).statusCode).toBe(200);

    const [waiting] = (await test.app.inject({ method: 'GET', url: '/api/admin/missions', headers: { authorization: admin.bearer } })).json<{ missions: { id: string; responses: { guide: { id: string } }[] }[] }>().missions.filter((row) => row.id === id);
    expect(waiting?.responses.map((response) => response.guide.id)).toEqual([ana.id, bruno.id]);

    // A guide who did not answer cannot be assigned.
    expect((await assign(id, silent.id)).json()).toMatchObject({ code: 'mission_guide_not_responded' });
    expect((await assign(id, ana.id)).statusCode).toBe(200);
    const second = await assign(id, bruno.id);
    expect(second.statusCode).toBe(409);
    // One line in the audit trail, with what the assignment changed.
    expect((await test.db.select().from(adminAction).where(eq(adminAction.subjectId, id))).map((line) => [line.action, line.before, line.after])).toEqual([
      ['mission.assigned', { status: 'waiting_response', guideUserId: null }, { status: 'assigned', guideUserId: ana.id }],
    ]);
    expect(second.json()).toEqual({ code: 'mission_already_assigned', message: 'Mission already assigned or given.' });

    const mine = (await missionsSeenBy(ana)).find((row) => row.id === id);
    expect(mine).toMatchObject({ status: 'assigned', assignedTo: 'me', canCancel: true, canRespond: false, client: { name: 'Ada Traveller' } });
    expect((await missionsSeenBy(bruno)).find((row) => row.id === id)).toMatchObject({ assignedTo: 'other', client: null });
    expect((await missionsSeenBy(silent)).find((row) => row.id === id)).toMatchObject({ assignedTo: 'other' });
    expect((await respond(bruno, id, { guideAvailability: 'Now', guideAnswer: 'yes' })).statusCode).toBe(409);

    const bookings = (await test.app.inject({ method: 'GET', url: '/api/me/bookings', headers: { authorization: traveller.bearer } })).json<{ bookings: MyBooking[] }>().bookings;
    expect(bookings.find((row) => row.id === booking.id)?.guide).toEqual({ name: expect.stringContaining('Test User'), email: ana.email, phone: null });
    expect(await mailsTo(traveller.email, 'mission-guide-assigned')).toHaveLength(1);
  });

  it('puts a mission given back by its guide back to waiting, keeps the reason as the guide’s note and alerts the admins', async () => {
    const ana = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const other = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const id = await missionOf(await spanishBooking(15));
    await respond(ana, id, { guideAvailability: 'Morning', guideAnswer: 'yes' });
    await assign(id, ana.id);

    const giveBack = (user: TestUser, guideReason: string) => test.app.inject({ method: 'PUT', url: `/api/missions/${id}/guide-cancelled`, headers: { authorization: user.bearer }, payload: { guideReason } });
    expect((await giveBack(other, 'Not mine')).json()).toMatchObject({ code: 'mission_not_assigned_to_you' });
    expect((await giveBack(ana, '')).statusCode).toBe(400);
    const given = await giveBack(ana, 'I am ill that week');
    expect(given.statusCode).toBe(200);
    expect(given.json<{ mission: GuideMission }>().mission).toMatchObject({ status: 'waiting_response', assignedTo: 'nobody', privateNote: 'I am ill that week', activated: false, canCancel: false });
    expect(await mailsTo(admin.email, 'mission-given-back')).not.toHaveLength(0);
    // Another guide can now be assigned; the one who gave it back is not offered to the admins any more.
    await respond(other, id, { guideAvailability: 'Any time', guideAnswer: 'yes' });
    expect((await assign(id, ana.id)).json()).toMatchObject({ code: 'mission_guide_not_responded' });
    expect((await assign(id, other.id)).statusCode).toBe(200);
  });

  it('cancels the mission with the traveller’s booking and tells its guide', async () => {
    const ana = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const booking = await spanishBooking(16);
    const id = await missionOf(booking);
    await respond(ana, id, { guideAvailability: 'Morning', guideAnswer: 'yes' });
    await assign(id, ana.id);
    const cancelled = await test.app.inject({ method: 'PUT', url: `/api/me/bookings/${booking.id}/cancel`, headers: { authorization: traveller.bearer }, payload: { reason: 'Plans changed' } });
    expect(cancelled.statusCode).toBe(200);
    expect((await missionsSeenBy(ana)).find((row) => row.id === id)).toMatchObject({ status: 'cancelled', activated: false, canCancel: false });
    expect(await mailsTo(ana.email, 'mission-cancelled')).toHaveLength(1);
  });
});

describe('what a guide sees', () => {
  it('filters by month and by the §4 filters, and lets an admin see any guide’s missions', async () => {
    const guide = await guideWithSession(test.app, test.db, { languages: ['es_ES'] });
    const booking = await spanishBooking(20);
    const id = await missionOf(booking);
    const [year, month] = booking.day.split('-').map(Number) as [number, number];
    expect((await missionsSeenBy(guide, `/api/guide/missions/${year}/${month}`)).map((row) => row.id)).toContain(id);
    const otherMonth = month === 12 ? `${year + 1}/1` : `${year}/${month + 1}`;
    expect((await missionsSeenBy(guide, `/api/guide/missions/${otherMonth}`)).map((row) => row.id)).not.toContain(id);
    expect((await missionsSeenBy(guide, '/api/guide/missions?filter=waiting_response')).map((row) => row.id)).toContain(id);
    await respond(guide, id, { guideAvailability: 'Evening', guideAnswer: 'no' });
    expect((await missionsSeenBy(guide, '/api/guide/missions?filter=waiting_response')).map((row) => row.id)).not.toContain(id);
    expect((await missionsSeenBy(guide, '/api/guide/missions?filter=rejected')).map((row) => row.id)).toContain(id);
    expect((await missionsSeenBy(admin, `/api/admin/missions/user/${guide.id}?filter=responded`)).map((row) => row.id)).toContain(id);
  });
});
