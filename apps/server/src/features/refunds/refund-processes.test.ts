// Card refunds asked for by two server processes at once on one PostgreSQL (requirements §quality.processes,
// decision 0050): each process's refunds job and each cancelling request claim a refund with SKIP LOCKED
// under a lease and ask the provider with the key refund-<id>, so however many passes race, each refund
// leaves the provider once, is asked for once per due attempt, and its traveller is told once.
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
import { testPayment } from '@cicerone/db/schema/test-payments';
import { createApp, type App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, bookingOf, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import { databaseUrl } from '../../test/template.ts';
import { needsPostgres } from '../../test/two-processes.ts';

const template = inject('testDatabase');
const onPostgres = template.kind === 'postgres';
const quiet = { error: () => undefined };
const travellers = 10;

let test: Awaited<ReturnType<typeof createTestApp>>;
/** The second process: its own services and its own pool on the same database, as another server opens it. */
let other: App;
let otherDatabase: DatabaseHandle;
let tourId: number;

beforeAll(async () => {
  if (!onPostgres) return;
  test = await createTestApp();
  const [row] = ((await test.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] }).rows;
  otherDatabase = await openDatabase({ url: databaseUrl(template.adminUrl, row?.name ?? '') });
  other = await createApp({ config: test.config, db: otherDatabase.db });
  await other.ready();
  tourId = (await bookableTour(test.db)).id;
}, 60_000);
afterAll(async () => {
  vi.restoreAllMocks();
  await other?.close();
  await otherDatabase?.close();
  await test?.close();
});

/**
 * The provider as both processes reach it, counting each call by its key. A call takes a moment, so
 * the other process's passes come by while one is out; it refuses while `down`, and once more for a
 * key in `refuseOnce`.
 */
const calls = new Map<string, number>();
const provider = { down: true, refuseOnce: new Set<string>() };
function countCalls(server: App) {
  const real = server.services.payments.refund;
  vi.spyOn(server.services.payments, 'refund').mockImplementation(async (request) => {
    calls.set(request.idempotencyKey, (calls.get(request.idempotencyKey) ?? 0) + 1);
    await sleep(20);
    if (provider.down || provider.refuseOnce.delete(request.idempotencyKey)) throw new Error('provider unavailable');
    return real(request);
  });
}

/** A traveller's order of two tours paid by the test card: cancelling one gives back half of the payment, so a second refund would fit. */
async function paidTwoTours(traveller: TestUser, index: number) {
  const created = await test.app.services.orders.createOrder(sessionUserOf(traveller), {
    currency: 'EUR',
    locale: 'en_US',
    items: [orderItem(tourId, dayAhead(20 + index)), orderItem(tourId, dayAhead(50 + index))],
    paymentMethod: 'card',
  });
  await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
  return bookingOf(test.db, created.id);
}

const cancel = (server: App, traveller: TestUser, bookingId: string) =>
  server.inject({ method: 'PUT', url: `/api/me/bookings/${bookingId}/cancel`, headers: { authorization: traveller.bearer }, payload: { reason: 'Change of travel plans' } });

describe.skipIf(!onPostgres)(`card refunds from two processes (${onPostgres ? 'on' : needsPostgres})`, () => {
  it('leave the provider once each, asked once per attempt, and tell each traveller once', { timeout: 60_000 }, async () => {
    const [a, b] = [test.app, other];
    const people = await Promise.all(Array.from({ length: travellers }, () => userWithSession(a, test.db)));
    const paid = await Promise.all(people.map((traveller, index) => paidTwoTours(traveller, index)));
    countCalls(a);
    countCalls(b);

    // The provider is down while they cancel, half on each process at once: every refund stays requested.
    const answers = await Promise.all(paid.map((booking, index) => cancel(index % 2 === 0 ? a : b, people[index] as TestUser, booking.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(travellers).fill(200));
    const requested = await test.db.select().from(refundTable).where(inArray(refundTable.bookingId, paid.map((booking) => booking.id)));
    expect(requested.map((row) => [row.status, row.route, row.attempts])).toEqual(Array(travellers).fill(['requested', 'card', 1]));
    const keys = requested.map((row) => `refund-${row.id}`);

    // Back, but a third of them are refused once more. Each round, both jobs pass twice and each refund is also sent by one process, all at once.
    provider.down = false;
    for (const key of keys.filter((_, index) => index % 3 === 0)) provider.refuseOnce.add(key);
    for (let round = 1; round <= 3; round += 1) {
      // Every refund still requested is due now, as after its back-off.
      await test.db.update(refundTable).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(and(inArray(refundTable.id, requested.map((row) => row.id)), eq(refundTable.status, 'requested')));
      await Promise.all([
        ...[a, b, a, b].map((server) => server.services.refunds.sendDue(quiet)),
        ...requested.map((row, index) => (index % 2 === 0 ? b : a).services.refunds.send(row.id, quiet)),
      ]);
    }

    const refunds = await test.db.select().from(refundTable).where(inArray(refundTable.id, requested.map((row) => row.id)));
    for (const row of refunds) {
      const expectedAttempts = keys.indexOf(`refund-${row.id}`) % 3 === 0 ? 3 : 2;
      expect(row, row.id).toMatchObject({ status: 'succeeded', attempts: expectedAttempts, lastError: null });
      // Never two processes on one attempt: one call to the provider per attempt counted.
      expect(calls.get(`refund-${row.id}`), row.id).toBe(expectedAttempts);
    }

    // At the provider: one refund per payment, of the cancelled booking's price, under its key.
    const payments = await test.db.select().from(testPayment).where(inArray(testPayment.paymentId, paid.map((booking) => booking.order.paymentId ?? '')));
    expect(payments).toHaveLength(travellers);
    for (const booking of paid) {
      const row = refunds.find((one) => one.bookingId === booking.id);
      const atProvider = payments.find((payment) => payment.paymentId === booking.order.paymentId)?.refunds ?? [];
      expect(atProvider.map((one) => [one.idempotencyKey, one.amount]), booking.reference).toEqual([[`refund-${row?.id}`, booking.price]]);
      expect(row?.amount).toBe(booking.price);
      expect(row?.providerRefundId).toBe(atProvider[0]?.refundId);
    }

    const mails = await test.db
      .select({ to: mailOutbox.toAddress })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.template, 'refund-sent'), inArray(mailOutbox.toAddress, people.map((person) => person.email))));
    expect(mails.map((mail) => mail.to).toSorted()).toEqual(people.map((person) => person.email).toSorted());
  });
});
