// The end of a guide's journey (requirements §lifecycles.payout, "Tests") through the services, with the jobs' own clocks: a
// guide approved by an admin is offered a Spanish booking paid by test card, answers yes and is
// assigned through the same calls as the pages; then the completion job and the payout job run with
// their own clocks (as interval-job.ts says jobs are tested): not before the tour's end, then at it;
// the guide's payments call shows the earning with its currency's total, and on the 1st of the next
// month the statement is built for that amount, once. The browser walks the same road on a real
// clock in e2e/guide-journey-completion.spec.ts, by moving the visit while its server is stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durationHours } from '@cicerone/core/catalog/pricing';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import type { CompletedMissions, GuideStatement } from '@cicerone/core/contracts/payouts';
import { roles } from '@cicerone/core/roles';
import { eq } from 'drizzle-orm';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { mission } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { guideWithSession } from '../../test/missions-factory.ts';
import { dayAhead, paidBooking } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
afterAll(() => test.close());
beforeAll(async () => {
  test = await createTestApp();
});

function call<T>(user: TestUser, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  return test.app.inject({ method, url, headers: { authorization: user.bearer }, ...(payload ? { payload } : {}) }).then((response) => ({ status: response.statusCode, body: response.json<T>() }));
}

describe('a guide’s journey from an assigned mission to the month’s statement', () => {
  it('completes the booking once its tour has ended, earns the guide the share in the booking’s currency, and the payout job builds that statement once', async () => {
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const traveller = await userWithSession(test.app, test.db);
    const guide = await guideWithSession(test.app, test.db, { languages: ['es_ES', 'en_US'], status: 'submitted' });
    const tour = await createTour(test.db, { guideLanguages: ['en_US', 'es_ES'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
    await test.db.insert(tourAvailability).values({ tourId: tour.id, groupsPerDay: 10 });

    // Approved by an admin, then offered the paid Spanish booking of their city.
    expect((await call(admin, 'POST', `/api/admin/guides/${guide.id}/approve`)).status).toBe(200);
    const booked = await paidBooking(test, traveller, tour.id, dayAhead(3), { item: { guideLanguage: 'es_ES' } });
    const [offered] = await test.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, booked.id));
    if (!offered) throw new Error('the paid booking has no mission');
    expect((await call(guide, 'PUT', `/api/missions/${offered.id}/guide-response`, { guideAvailability: 'Todo el día', guideAnswer: 'yes' })).status).toBe(200);
    expect((await call(admin, 'POST', `/api/admin/missions/${offered.id}/assign`, { guideUserId: guide.id })).status).toBe(200);

    // The completion job: nothing a minute before the tour's end, the booking and its mission at it.
    const end = new Date(booked.startsAt.getTime() + durationHours['4h'] * 3_600_000);
    expect(await test.app.services.bookings.completeEndedBookings(new Date(end.getTime() - 60_000))).toBe(0);
    expect(await test.app.services.bookings.completeEndedBookings(end)).toBe(1);
    const mine = (await call<{ bookings: MyBooking[] }>(traveller, 'GET', '/api/me/bookings')).body.bookings.find((row) => row.id === booked.id);
    expect(mine).toMatchObject({ status: 'completed', guide: { email: guide.email } });

    // The guide's payments call for the tour's month: the earning at the default 70 %, the tour's language, and the currency's total.
    const [year, month] = booked.day.split('-').map(Number) as [number, number];
    const earning = Math.floor((booked.price * 70 + 50) / 100);
    const completed = (await call<CompletedMissions>(guide, 'GET', `/api/missions/${year}/${month}/get-all-missions-completed`)).body;
    expect(completed.data.map((row) => [row.cartReference, row.visitDate, row.currency, row.total, row.earnings, row.customerLanguage])).toEqual([[booked.order.reference, booked.day, 'EUR', booked.price, earning, 'es_ES']]);
    expect(completed.totalsByCurrency).toEqual([{ currency: 'EUR', minorUnits: 2, earnings: earning, total: booked.price, missions: 1 }]);

    // The payout job on the 1st of the next month builds the statement of that total; a second pass builds nothing.
    const firstOfNext = new Date(Date.UTC(year, month, 1, 0, 30));
    expect(await test.app.services.payouts.run.buildDue(firstOfNext)).toBe(1);
    expect(await test.app.services.payouts.run.buildDue(firstOfNext)).toBe(0);
    const statements = (await call<{ statements: GuideStatement[] }>(guide, 'GET', '/api/me/payout-statements')).body.statements;
    expect(statements.map((statement) => [statement.year, statement.month, statement.currency, statement.amount, statement.missionCount, statement.status])).toEqual([[year, month, 'EUR', earning, 1, 'due']]);
  });
});
