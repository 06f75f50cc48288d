import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import { tourAvailability, tourDayCapacity } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import { balance, credit } from '../coins/coin-ledger.ts';

/**
 * Several server processes run the expiry job while travellers cancel and move bookings on the
 * same tour days. On PostgreSQL every one of these is its own connection and transaction, so
 * this is where locks taken in different orders would meet (40P01); on the embedded database
 * the same race runs one transaction at a time and must end the same way.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
});
afterAll(() => test.close());

type Slot = { tourId: number; day: string };
const slotKey = (slot: Slot) => `${slot.tourId} ${slot.day}`;

/** Three of the shared slots for order `index`, starting at a different slot and in a different direction each time. */
function slotsFor(slots: Slot[], index: number): Slot[] {
  const picked = [0, 1, 2].map((step) => slots[(index + step * (1 + (index % 2))) % slots.length] as Slot);
  return index % 3 === 0 ? picked.reverse() : picked;
}

function shuffled<T>(list: T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : `${String(error)} ${String((error as { cause?: unknown }).cause ?? '')}`),
  );
}

describe('expiry passes, cancellations and day changes at once', () => {
  // Some eighty transactions racing on two busy cores: more than a test's usual 15 s is allowed.
  it('release every unit and give back every coin exactly once when 20 expiry passes run beside cancellations and day changes on shared days', async () => {
    const days = [dayAhead(20), dayAhead(21), dayAhead(22)];
    const tours = [await createTour(db, { basePriceCents: 10_000, durations: ['4h'] }), await createTour(db, { basePriceCents: 10_000, durations: ['4h'] })];
    await db.insert(tourAvailability).values(tours.map((created) => ({ tourId: created.id, groupsPerDay: 1_000 })));
    const slots = tours.flatMap((created) => days.map((day) => ({ tourId: created.id, day })));

    const startingCoins = 60_000;
    const buyers = await Promise.all(Array.from({ length: 12 }, () => insertUser(db)));
    for (const buyer of buyers) await db.transaction((tx) => credit(tx, buyer.id, startingCoins, { reason: 'gift_card' }));
    const buyerAt = (index: number) => buyers[index % buyers.length] as (typeof buyers)[number];

    // 110 unpaid orders (more than two of the job's batches), 10 € of each paid with coins; every buyer has several.
    const unpaid: { id: string; userId: string }[] = [];
    for (let index = 0; index < 110; index += 1) {
      const buyer = buyerAt(index);
      const created = await test.app.services.orders.createOrder(sessionUserOf(buyer), {
        items: slotsFor(slots, index).map((slot) => orderItem(slot.tourId, slot.day)),
        paymentMethod: index % 2 === 0 ? 'bank_transfer' : 'card',
        currency: 'EUR',
        coinsRequested: 1_000,
        locale: 'en_US',
      });
      unpaid.push({ id: created.id, userId: buyer.id });
    }
    // One order per buyer paid entirely with coins (3 × 100 €).
    const paid: { id: string; userId: string; coins: number }[] = [];
    for (let index = 0; index < buyers.length; index += 1) {
      const buyer = buyerAt(index);
      const created = await test.app.services.orders.createOrder(sessionUserOf(buyer), {
        items: slotsFor(slots, index + 1).map((slot) => orderItem(slot.tourId, slot.day)),
        paymentMethod: 'card',
        currency: 'EUR',
        useMaxCoins: true,
        locale: 'en_US',
      });
      expect(created.status).toBe('paid');
      paid.push({ id: created.id, userId: buyer.id, coins: created.coinsEurCents });
    }
    const bookingsOf = (orderId: string) => db.select().from(booking).where(eq(booking.orderId, orderId)).orderBy(asc(booking.reference));

    // The plan: the first half of the paid orders is cancelled whole, the other half keeps its bookings and moves the first one to another day.
    const log = { error: vi.fn(), warn: vi.fn() };
    const { bookings } = test.app.services;
    const cancelledPaid = paid.slice(0, 6);
    const keptPaid = paid.slice(6);
    const cancellations = (await Promise.all(cancelledPaid.map(async (order) => (await bookingsOf(order.id)).map((row) => ({ userId: order.userId, id: row.id }))))).flat();
    const moves = await Promise.all(
      keptPaid.map(async (order, index) => {
        const [first] = await bookingsOf(order.id);
        if (!first) throw new Error('no booking');
        // d1 → d2, d2 → d1, d3 → d1: moves in opposite directions over the same days.
        const to = first.day === days[0] ? (days[1] as string) : (days[0] as string);
        // Bookings of tours: each holds a unit of its tour's day.
        const tourId = first.tourId as number;
        return { userId: order.userId, id: first.id, from: { tourId, day: first.day }, to: { tourId, day: to }, index };
      }),
    );
    // Travellers also cancel one booking of some unpaid orders while the job expires them: either may come first.
    const racing = await Promise.all(unpaid.slice(0, 10).map(async (order, index) => ({ userId: order.userId, id: ((await bookingsOf(order.id))[index % 3] as { id: string }).id })));

    const later = new Date(Date.now() + 4 * 86_400_000);
    const work = shuffled<{ expiry: boolean; run: () => Promise<unknown> }>([
      ...Array.from({ length: 20 }, () => ({ expiry: true, run: () => test.app.services.orders.expireDueOrders(later) })),
      ...[...cancellations, ...racing].map((target) => ({ expiry: false, run: () => bookings.cancel(target.userId, target.id, { reason: 'Plans changed' }, log) })),
      ...moves.map((move) => ({ expiry: false, run: () => bookings.update(move.userId, move.id, { day: move.to.day }) })),
    ]);
    const settled = await Promise.allSettled(work.map((step) => step.run()));

    // Nothing failed but the cancellations that met an order the job had already expired.
    const outcomes = await Promise.all(settled.map((result) => codeOf(result.status === 'fulfilled' ? Promise.resolve() : Promise.reject(result.reason))));
    expect(outcomes.filter((code) => code !== 'ok' && code !== 'booking_not_found')).toEqual([]);
    expect(log.error).not.toHaveBeenCalled();

    // Every unpaid order expired, each by exactly one pass.
    const expiredByPasses = settled.reduce((sum, result, index) => sum + (work[index]?.expiry && result.status === 'fulfilled' ? (result.value as number) : 0), 0);
    expect(expiredByPasses).toBe(110);
    const orderStatuses = await db.select({ status: customerOrder.status, n: sql<number>`count(*)::int` }).from(customerOrder).where(inArray(customerOrder.id, unpaid.map((order) => order.id))).groupBy(customerOrder.status);
    expect(orderStatuses).toEqual([{ status: 'expired', n: 110 }]);
    const leftWaiting = await db.select({ id: booking.id }).from(booking).where(eq(booking.status, 'waiting-payment'));
    expect(leftWaiting).toEqual([]);

    // Capacity: exactly the kept paid bookings, where the moves took them.
    const expected = new Map<string, number>(slots.map((slot) => [slotKey(slot), 0]));
    for (const order of keptPaid) {
      for (const row of await bookingsOf(order.id)) {
        const move = moves.find((candidate) => candidate.id === row.id);
        const slot = move ? move.to : { tourId: row.tourId as number, day: row.day };
        expect(row.status).toBe('pending');
        expect(row.day).toBe(slot.day);
        expected.set(slotKey(slot), (expected.get(slotKey(slot)) ?? 0) + 1);
      }
    }
    const capacity = await db.select({ tourId: tourDayCapacity.tourId, day: tourDayCapacity.day, held: tourDayCapacity.held }).from(tourDayCapacity).where(inArray(tourDayCapacity.tourId, tours.map((created) => created.id)));
    expect(new Map(capacity.map((row) => [slotKey(row), row.held]))).toEqual(expected);

    // Coins: the unpaid orders' coins and the cancelled orders' coins came back; only the kept orders' coins stay spent.
    for (const buyer of buyers) {
      const spent = keptPaid.filter((order) => order.userId === buyer.id).reduce((sum, order) => sum + order.coins, 0);
      expect(await balance(db, buyer.id)).toBe(startingCoins - spent);
      const [ledger] = await db.execute(sql`select coalesce(sum(amount), 0)::int as total from coin_entry where user_id = ${buyer.id}`).then((result) => (result as unknown as { rows: { total: number }[] }).rows);
      expect(Number(ledger?.total)).toBe(startingCoins - spent);
    }
  }, 30_000);
});
