import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import type { Database } from '@cicerone/db/client';
import { booking, mission } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
let tourId: number;
let alice: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  tourId = (await bookableTour(db)).id;
  alice = await userWithSession(test.app, db);
});
afterAll(() => test.close());

const hour = 3_600_000;

/** Moves a booking's start to `hoursFromNow` (negative: in the past). */
async function startAt(id: string, hoursFromNow: number) {
  await db.update(booking).set({ startsAt: new Date(Date.now() + hoursFromNow * hour) }).where(eq(booking.id, id));
}

async function statusOf(id: string) {
  const [row] = await db.select({ status: booking.status }).from(booking).where(eq(booking.id, id));
  const [job] = await db.select({ status: mission.status }).from(mission).where(eq(mission.bookingId, id));
  return { booking: row?.status, mission: job?.status };
}

function saveNote(user: TestUser, id: string, note: string) {
  return test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/note`, headers: { authorization: user.bearer }, payload: { note } });
}

describe('the completion job', () => {
  it('completes a paid booking once its tour has ended (start + duration), with its mission, and nothing else', async () => {
    const ended = await paidBooking(test, alice, tourId, dayAhead(20));
    const running = await paidBooking(test, alice, tourId, dayAhead(21));
    const unpaid = await bankBooking(test, alice, tourId, dayAhead(22));
    const cancelled = await paidBooking(test, alice, tourId, dayAhead(23));
    await test.app.inject({ method: 'PUT', url: `/api/me/bookings/${cancelled.id}/cancel`, headers: { authorization: alice.bearer }, payload: { reason: 'Plans changed' } });
    await startAt(ended.id, -4.01); // a 4-hour tour that started just over 4 hours ago
    await startAt(running.id, -3.9); // still under way
    await startAt(unpaid.id, -30);
    await startAt(cancelled.id, -30);

    expect(await test.app.services.bookings.completeEndedBookings()).toBe(1);
    expect(await statusOf(ended.id)).toEqual({ booking: 'completed', mission: 'finished' });
    expect(await statusOf(running.id)).toEqual({ booking: 'pending', mission: 'waiting_response' });
    expect((await statusOf(unpaid.id)).booking).toBe('waiting-payment');
    expect(await statusOf(cancelled.id)).toEqual({ booking: 'cancelled', mission: 'cancelled' });
    // A second pass (or a second process) finds nothing more to do.
    expect(await test.app.services.bookings.completeEndedBookings()).toBe(0);
    // Later, with a clock past the other tour's end, it completes too.
    expect(await test.app.services.bookings.completeEndedBookings(new Date(Date.now() + hour))).toBe(1);
  });

  it('completes each ended booking once when two passes run at the same time', async () => {
    const user = await userWithSession(test.app, db);
    const ids: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const placed = await paidBooking(test, user, tourId, dayAhead(40 + index));
      await startAt(placed.id, -10);
      ids.push(placed.id);
    }
    const counts = await Promise.all([test.app.services.bookings.completeEndedBookings(), test.app.services.bookings.completeEndedBookings()]);
    expect(counts[0] + counts[1]).toBe(6);
    for (const id of ids) expect((await statusOf(id)).booking).toBe('completed');
  });
});

describe('PUT /api/me/bookings/{id}/note', () => {
  it('keeps a private note on a completed booking only, for its owner only', async () => {
    const placed = await paidBooking(test, alice, tourId, dayAhead(50));
    const early = await saveNote(alice, placed.id, 'Ask for Marco next time');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'note_not_available' });

    await startAt(placed.id, -9);
    await test.app.services.bookings.completeEndedBookings();
    const saved = await saveNote(alice, placed.reference, '  Ask for Marco next time  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ message: string; booking: MyBooking }>()).toMatchObject({
      message: `Your private note for booking ${placed.reference} is saved.`,
      booking: { status: 'completed', view: 'past', privateNote: 'Ask for Marco next time' },
    });

    const bob = await userWithSession(test.app, db);
    expect((await saveNote(bob, placed.id, 'mine now')).statusCode).toBe(404);
    expect((await saveNote(alice, placed.id, 'x'.repeat(2001))).statusCode).toBe(400);
    const cleared = await saveNote(alice, placed.id, '');
    expect(cleared.json<{ booking: MyBooking }>().booking.privateNote).toBeNull();
    const anonymous = await test.app.inject({ method: 'PUT', url: `/api/me/bookings/${placed.id}/note`, payload: { note: 'hi' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
