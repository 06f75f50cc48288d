import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import type { Database } from '@cicerone/db/client';
import { tourAvailability, tourDayCapacity } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { balance, credit } from '../coins/coin-ledger.ts';
import { closeUnpaidOrders } from '../orders/order-expiry.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
let tourId: number;
let tourTitle: string;
let alice: TestUser;
let bob: TestUser;

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Days far enough ahead to be outside every window, in two different months. */
const firstDay = dayAhead(30);
const laterDay = dayAhead(75);
const otherDay = dayAhead(31);

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  const created = await createTour(db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  tourId = created.id;
  tourTitle = created.title;
  await db.insert(tourAvailability).values({ tourId, groupsPerDay: 100 });
  alice = await userWithSession(test.app, db);
  bob = await userWithSession(test.app, db);
});
afterAll(() => test.close());

const sessionUser = (user: TestUser) => sessionUserOf(user);
const item = (day: string) => orderItem(tourId, day);

/** An order paid by the test card (with `coins` EUR cents of coins first credited and spent). */
async function paidBooking(user: TestUser, day = firstDay, coins = 0) {
  if (coins > 0) await db.transaction((tx) => credit(tx, user.id, coins, { reason: 'gift_card' }));
  const created = await test.app.services.orders.createOrder(sessionUser(user), { items: [item(day)], paymentMethod: 'card', currency: 'EUR', coinsRequested: coins, locale: 'en_US' });
  await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
  return bookingOf(created.id);
}

async function bankBooking(user: TestUser, day = laterDay) {
  const created = await test.app.services.orders.createOrder(sessionUser(user), { items: [item(day)], paymentMethod: 'bank_transfer', currency: 'EUR', locale: 'en_US' });
  return bookingOf(created.id);
}

async function bookingOf(orderId: string) {
  const [row] = await db.select().from(booking).where(eq(booking.orderId, orderId));
  if (!row) throw new Error(`no booking for ${orderId}`);
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
  return { ...row, order: order as typeof customerOrder.$inferSelect };
}

async function held(day: string): Promise<number> {
  const [row] = await db.select({ held: tourDayCapacity.held }).from(tourDayCapacity).where(and(eq(tourDayCapacity.tourId, tourId), eq(tourDayCapacity.day, day)));
  return row?.held ?? 0;
}

const as = (user: TestUser) => ({ authorization: user.bearer });

function list(user: TestUser, query = '') {
  return test.app.inject({ url: `/api/me/bookings${query}`, headers: as(user) });
}

function cancel(user: TestUser, id: string, reason = 'Change of travel plans') {
  return test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: as(user), payload: { reason } });
}

function update(user: TestUser, id: string, payload: Record<string, unknown>) {
  return test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/update`, headers: as(user), payload });
}

/** Moves a booking's start to `hoursAhead` from now (inside or outside the 24 h window). */
async function startIn(id: string, hoursAhead: number) {
  await db.update(booking).set({ startsAt: new Date(Date.now() + hoursAhead * 3_600_000) }).where(eq(booking.id, id));
}

describe('GET /api/me/bookings', () => {
  it('lists the caller’s bookings with every field and their views, hides expired orders and filters by year and month', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const waiting = await bankBooking(user);
    const past = await paidBooking(user, otherDay);
    await startIn(past.id, -5);
    const expired = await bankBooking(user, otherDay);
    await db.transaction((tx) => closeUnpaidOrders(test.app.services.settle, tx, [expired.orderId], 'order_expired', new Date()));

    const response = await list(user);
    expect(response.statusCode).toBe(200);
    const { bookings } = response.json<{ bookings: MyBooking[] }>();
    expect(bookings.map((row) => row.reference).sort()).toEqual([paid.reference, waiting.reference, past.reference].sort());
    const byReference = new Map(bookings.map((row) => [row.reference, row]));
    expect(byReference.get(paid.reference)).toMatchObject({
      orderReference: paid.order.reference,
      status: 'pending',
      view: 'upcoming',
      tour: { id: tourId, title: tourTitle },
      day: firstDay,
      startTime: '10:00',
      duration: '4h',
      travellers: { adults: 2, children: 0, infants: 0 },
      guideLanguage: 'en_US',
      meetingPoint: 'Hotel lobby',
      contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' },
      price: 10_000,
      currency: 'EUR',
      payment: { method: 'card', status: 'paid' },
      cancellationReason: null,
      privateNote: null,
    });
    expect(byReference.get(paid.reference)?.city.name).toBeTruthy();
    expect(byReference.get(waiting.reference)).toMatchObject({ status: 'waiting-payment', view: 'waiting-payment', payment: { method: 'bank_transfer', status: 'awaiting_payment' } });
    expect(byReference.get(past.reference)?.view).toBe('past');

    const [year, month] = laterDay.split('-').map(Number) as [number, number];
    const inMonth = (await list(user, `?year=${year}&month=${month}`)).json<{ bookings: MyBooking[] }>().bookings;
    expect(inMonth.map((row) => row.reference)).toEqual([waiting.reference]);
    const inYear = (await list(user, `?year=${year}`)).json<{ bookings: MyBooking[] }>().bookings;
    expect(inYear.map((row) => row.reference)).toContain(waiting.reference);
    expect((await list(user, `?year=${year + 1}`)).json<{ bookings: MyBooking[] }>().bookings).toEqual([]);
    expect((await list(user, '?month=3')).statusCode).toBe(400);
  });

  it('is only for signed-in callers', async () => {
    expect((await test.app.inject({ url: '/api/me/bookings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/me/bookings/:id/cancel', () => {
  it('never shows or touches another account’s booking', async () => {
    const mine = await paidBooking(alice);
    for (const response of [
      await cancel(bob, mine.id),
      await update(bob, mine.id, { meetingPoint: 'Elsewhere' }),
      await test.app.inject({ url: `/api/me/bookings/${mine.id}/cancellation-terms`, headers: as(bob) }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'booking_not_found' });
    }
    expect((await list(bob)).json<{ bookings: MyBooking[] }>().bookings).toEqual([]);
    const [row] = await db.select({ status: booking.status }).from(booking).where(eq(booking.id, mine.id));
    expect(row?.status).toBe('pending');
  });

  it('refunds the card share and gives the coins back when cancelled outside the window, once', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user, firstDay, 3_000);
    expect(await balance(db, user.id)).toBe(0);
    const heldBefore = await held(firstDay);
    const refund = vi.spyOn(test.app.services.payments, 'refund');

    const terms = await test.app.inject({ url: `/api/me/bookings/${paid.reference}/cancellation-terms`, headers: as(user) });
    expect(terms.json()).toMatchObject({ free: true, refund: 'full', amount: 7_000, coins: 3_000, currency: 'EUR' });

    const response = await cancel(user, paid.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: `Booking ${paid.reference} cancelled successfully`,
      refund: { kind: 'full', amount: 7_000, coins: 3_000 },
      booking: { status: 'cancelled', view: 'cancelled', cancellationReason: 'Change of travel plans' },
    });
    // The refund is a record, asked of the provider under its own key, and confirmed by the provider's event.
    const [record] = await test.app.services.refunds.ofBookings([paid.id]);
    expect(record).toMatchObject({ amount: 7_000, coinsEurCents: 3_000, currency: 'EUR', route: 'card', source: 'traveller', reason: 'Change of travel plans', status: 'succeeded', attempts: 1 });
    expect(refund).toHaveBeenCalledWith({ paymentId: paid.order.paymentId, amount: 7_000, idempotencyKey: `refund-${record?.id}`, reference: record?.id });
    expect(await balance(db, user.id)).toBe(3_000);
    const ledger = (await db.execute(sql`select reason, amount from coin_entry where user_id = ${user.id} and reason = 'refund'`)) as unknown as { rows: { amount: number }[] };
    expect(ledger.rows.map((row) => Number(row.amount))).toEqual([3_000]);
    expect(await held(firstDay)).toBe(heldBefore - 1);

    const again = await cancel(user, paid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'booking_status_conflict' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(await balance(db, user.id)).toBe(3_000);
    refund.mockRestore();
  });

  it('refunds nothing inside the window, and says so before', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    await startIn(paid.id, 10);
    const refund = vi.spyOn(test.app.services.payments, 'refund');
    const terms = await test.app.inject({ url: `/api/me/bookings/${paid.id}/cancellation-terms`, headers: as(user) });
    expect(terms.json()).toMatchObject({ free: false, refund: 'none', amount: 0, coins: 0 });
    const response = await cancel(user, paid.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refund: { kind: 'none', amount: 0, coins: 0 }, booking: { status: 'cancelled' } });
    expect(refund).not.toHaveBeenCalled();
    refund.mockRestore();
  });

  it('cancels a booking still waiting for its transfer without any refund', async () => {
    const user = await userWithSession(test.app, db);
    const waiting = await bankBooking(user);
    const response = await cancel(user, waiting.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refund: { amount: 0, coins: 0 }, booking: { status: 'cancelled' } });
  });

  it('requires a reason of 3 to 500 characters', async () => {
    const paid = await paidBooking(alice);
    expect((await cancel(alice, paid.id, 'no')).statusCode).toBe(400);
    expect((await cancel(alice, paid.id, 'x'.repeat(501))).statusCode).toBe(400);
  });
});

describe('PUT /api/me/bookings/:id/update', () => {
  it('moves the booking to another free day: the new day is held and the old one released', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const before = { first: await held(firstDay), other: await held(otherDay) };
    const response = await update(user, paid.id, { day: otherDay, startTime: '11:30', meetingPoint: 'Main station' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: `Booking ${paid.reference} updated successfully`, booking: { day: otherDay, startTime: '11:30', meetingPoint: 'Main station' } });
    expect(await held(firstDay)).toBe(before.first - 1);
    expect(await held(otherDay)).toBe(before.other + 1);
  });

  it('says where to meet as the voucher and the mail do: the traveller’s point, else the tour’s', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const moved = await update(user, paid.id, { meetingPoint: 'Main station' });
    expect(moved.json()).toMatchObject({ booking: { meetingPoint: 'Main station', meetingPlace: 'Main station' } });
    // Cleared: the tour's own meeting point, as the tour page states it.
    const cleared = await update(user, paid.id, { meetingPoint: '' });
    expect(cleared.json()).toMatchObject({ booking: { meetingPoint: null, meetingPlace: 'At the fountain' } });
  });

  it('refuses a start outside the tour’s hours and a full day', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const late = await update(user, paid.id, { startTime: '22:00' });
    expect(late.json()).toMatchObject({ code: 'time_out_of_range' });
    const fullDay = dayAhead(40);
    await db.insert(tourDayCapacity).values({ tourId, day: fullDay, held: 100 });
    const full = await update(user, paid.id, { day: fullDay });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'no_time_slots' });
  });

  it('is locked inside the free-cancellation window and once cancelled', async () => {
    const user = await userWithSession(test.app, db);
    const soon = await paidBooking(user);
    await startIn(soon.id, 10);
    const locked = await update(user, soon.id, { meetingPoint: 'Elsewhere' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({ code: 'booking_locked' });

    const cancelled = await paidBooking(user);
    expect((await cancel(user, cancelled.id)).statusCode).toBe(200);
    expect((await update(user, cancelled.id, { meetingPoint: 'Elsewhere' })).json()).toMatchObject({ code: 'booking_locked' });
  });
});
