// Refunds as records (requirements §lifecycles.refund, decision 0050): written with the cancellation,
// sent to the provider under one key however often and by however many callers they are asked for,
// confirmed by the provider's event, and waiting on the back office's queue when they cannot go.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
import { testPayment } from '@cicerone/db/schema/test-payments';
import { createTestApp } from '../../test/app.ts';
import { orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { balance, credit } from '../coins/coin-ledger.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
let tourId: number;
let admin: TestUser;

const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const quiet = { error: () => undefined };

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  const created = await createTour(db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  tourId = created.id;
  await db.insert(tourAvailability).values({ tourId, groupsPerDay: 1000 });
  admin = await userWithSession(test.app, db, { role: roles.admin });
});
afterAll(() => test.close());

async function bookingOf(orderId: string) {
  const [row] = await db.select().from(booking).where(eq(booking.orderId, orderId));
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
  if (!row || !order) throw new Error(`no booking for ${orderId}`);
  return { ...row, order };
}

/** A booking paid by a test card (4242 unless told), `coins` EUR cents of it in coins. */
async function paidBooking(user: TestUser, coins = 0, cardNumber = '4242424242424242') {
  if (coins > 0) await db.transaction((tx) => credit(tx, user.id, coins, { reason: 'gift_card' }));
  const created = await test.app.services.orders.createOrder(sessionUserOf(user), { items: [orderItem(tourId, day)], paymentMethod: 'card', currency: 'EUR', coinsRequested: coins, locale: 'en_US' });
  await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber });
  return bookingOf(created.id);
}

const cancel = (user: TestUser, id: string, account: { accountHolder?: string; iban?: string } = {}) =>
  test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans', ...account } });
const recordOf = async (bookingId: string) => (await test.app.services.refunds.ofBookings([bookingId]))[0];
/** What the test provider itself refunded on a payment. */
async function refundedAtProvider(paymentId: string | null) {
  const [row] = await db.select({ refunds: testPayment.refunds }).from(testPayment).where(eq(testPayment.paymentId, paymentId ?? ''));
  return row?.refunds ?? [];
}
/** The back-off has run out: the refund's next attempt is due now (as a later job pass would find it). */
const dueNow = (id: string) => db.update(refundTable).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(refundTable.id, id));

describe('a card refund', () => {
  it('refused twice by the provider, then taken: one refund at the provider, succeeded once its event came', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    provider.mockRejectedValueOnce(new Error('provider unavailable')).mockRejectedValueOnce(new Error('provider unavailable'));

    expect((await cancel(user, paid.id)).statusCode).toBe(200);
    const requested = await recordOf(paid.id);
    expect(requested).toMatchObject({ status: 'requested', route: 'card', amount: paid.price, attempts: 1, lastError: 'provider unavailable', source: 'traveller' });
    // Not due before its back-off: a job pass now asks nothing.
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);

    await dueNow(requested!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(1);
    expect(await recordOf(paid.id)).toMatchObject({ status: 'requested', attempts: 2 });
    await dueNow(requested!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(1);

    const done = await recordOf(paid.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 3, lastError: null });
    expect(done?.providerRefundId).toMatch(/^re_test_/);
    expect(provider).toHaveBeenCalledTimes(3);
    for (const call of provider.mock.calls) expect(call[0]).toEqual({ paymentId: paid.order.paymentId, amount: paid.price, idempotencyKey: `refund-${done?.id}`, reference: done?.id });
    expect((await refundedAtProvider(paid.order.paymentId)).map((one) => one.amount)).toEqual([paid.price]);
    // Later passes, and the provider's event delivered again, change nothing.
    await dueNow(done!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);
    provider.mockRestore();
  });

  it('asked for by ten callers at once is sent once', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    provider.mockRejectedValueOnce(new Error('timeout'));
    await cancel(user, paid.id);
    const requested = await recordOf(paid.id);
    await dueNow(requested!.id);
    await Promise.all([...Array.from({ length: 5 }, () => test.app.services.refunds.sendDue(quiet)), ...Array.from({ length: 5 }, () => test.app.services.refunds.send(requested!.id, quiet))]);
    expect(provider).toHaveBeenCalledTimes(2);
    expect(await recordOf(paid.id)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect((await refundedAtProvider(paid.order.paymentId)).length).toBe(1);
    provider.mockRestore();
  });

  it('refused on every attempt is failed, on the dashboard’s queue, until an admin asks again', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user, 2_000);
    const provider = vi.spyOn(test.app.services.payments, 'refund').mockRejectedValue(new Error('card expired'));
    const before = await test.app.services.refunds.queue();
    await cancel(user, paid.id);
    expect(await balance(db, user.id)).toBe(2_000);
    const requested = await recordOf(paid.id);
    expect(requested).toMatchObject({ coinsEurCents: 2_000, route: 'card' });
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      await dueNow(requested!.id);
      await test.app.services.refunds.sendDue(quiet);
    }
    expect(await recordOf(paid.id)).toMatchObject({ status: 'failed', attempts: 8, lastError: 'card expired' });
    expect((await test.app.services.refunds.queue()).count).toBe(before.count + 1);
    expect((await test.app.services.refunds.list({ state: 'waiting' })).rows.map((row) => row.id)).toContain(requested!.id);
    // Failed is out of the job's reach: no more attempts.
    await dueNow(requested!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);

    provider.mockRestore();
    const retried = await test.app.services.refunds.retry(requested!.id, quiet);
    expect(retried).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect((await test.app.services.refunds.queue()).count).toBe(before.count);
    await expect(test.app.services.refunds.retry(requested!.id, quiet)).rejects.toMatchObject({ code: 'refund_status_conflict' });
    // The coins went back once, with the cancellation.
    expect(await balance(db, user.id)).toBe(2_000);
  });
});

describe('a bank-transfer order’s refund', () => {
  it('waits on the queue until an admin sends the transfer', async () => {
    const user = await userWithSession(test.app, db);
    const created = await test.app.services.orders.createOrder(sessionUserOf(user), { items: [orderItem(tourId, day)], paymentMethod: 'bank_transfer', currency: 'EUR', locale: 'en_US' });
    const placed = await bookingOf(created.id);
    await test.app.services.bankTransfers.confirm(placed.order.reference, admin.id);
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    expect((await cancel(user, placed.id, { accountHolder: 'Ana Ruiz', iban: 'FR7630006000011234567890189' })).statusCode).toBe(200);
    const requested = await recordOf(placed.id);
    expect(requested).toMatchObject({ status: 'requested', route: 'transfer', amount: placed.price, paymentId: null, iban: 'FR7630006000011234567890189' });
    await dueNow(requested!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(0);
    expect(provider).not.toHaveBeenCalled();
    await expect(test.app.services.refunds.retry(requested!.id, quiet)).rejects.toMatchObject({ code: 'refund_status_conflict' });

    expect(await test.app.services.refunds.markTransferSent(requested!.id)).toMatchObject({ status: 'succeeded' });
    await expect(test.app.services.refunds.markTransferSent(requested!.id)).rejects.toMatchObject({ code: 'refund_status_conflict' });
    await expect(test.app.services.refunds.markTransferSent('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'refund_not_found' });
    provider.mockRestore();
  });
});

describe('a cancellation clicked ten times at once', () => {
  it('writes one refund and sends it once', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user, 1_000);
    const provider = vi.spyOn(test.app.services.payments, 'refund');
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancel(user, paid.id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await test.app.services.refunds.ofBookings([paid.id])).toHaveLength(1);
    expect(provider).toHaveBeenCalledTimes(1);
    expect(await balance(db, user.id)).toBe(1_000);
    provider.mockRestore();
  });
});

describe('a card refund', () => {
  it('names the card it goes back to by the last four digits the provider reported', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user);
    expect((await db.select({ cardLast4: customerOrder.cardLast4 }).from(customerOrder).where(eq(customerOrder.id, paid.orderId)))[0]?.cardLast4).toBe('4242');
    expect((await cancel(user, paid.id)).statusCode).toBe(200);
    const mine = (await test.app.inject({ url: '/api/me/bookings', headers: { authorization: user.bearer } })).json<{ bookings: { id: string; refunds: unknown[] }[] }>();
    expect(mine.bookings.find((shown) => shown.id === paid.id)?.refunds).toMatchObject([{ route: 'card', endingIn: '4242', amount: paid.price }]);
  });

  it('the provider fails after taking it (card 5126) waits on the queue, and is asked again under a new key', async () => {
    const user = await userWithSession(test.app, db);
    const paid = await paidBooking(user, 0, '4000000000005126');
    const queued = (await test.app.services.refunds.queue()).count;
    expect((await cancel(user, paid.id)).statusCode).toBe(200);
    const failed = await recordOf(paid.id);
    expect(failed).toMatchObject({ status: 'failed', retries: 0 });
    expect((await test.app.services.refunds.queue()).count).toBe(queued + 1);
    // Nothing reached the card: the provider's own record says so.
    expect(await refundedAtProvider(paid.order.paymentId)).toMatchObject([{ idempotencyKey: `refund-${failed!.id}`, reference: failed!.id, failed: true }]);

    // Asked again: a new key, so the provider makes a new refund rather than answering the failed one.
    await test.app.services.refunds.retry(failed!.id, quiet);
    const again = await recordOf(paid.id);
    expect(again).toMatchObject({ status: 'failed', retries: 1 });
    const atProvider = await refundedAtProvider(paid.order.paymentId);
    expect(atProvider.map((one) => one.idempotencyKey)).toEqual([`refund-${failed!.id}`, `refund-${failed!.id}-1`]);
    expect(atProvider.every((one) => one.failed)).toBe(true);
  });
});

describe('two refunds of one payment', () => {
  it('the provider’s event for the one it took never confirms the one it refused', async () => {
    const user = await userWithSession(test.app, db);
    const created = await test.app.services.orders.createOrder(sessionUserOf(user), { items: [orderItem(tourId, day), orderItem(tourId, day)], paymentMethod: 'card', currency: 'EUR', locale: 'en_US' });
    await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
    const [first, second] = await db.select().from(booking).where(eq(booking.orderId, created.id)).orderBy(booking.reference);
    const provider = vi.spyOn(test.app.services.payments, 'refund').mockRejectedValueOnce(new Error('provider unavailable'));
    expect((await cancel(user, first!.id)).statusCode).toBe(200);
    expect((await cancel(user, second!.id)).statusCode).toBe(200);
    provider.mockRestore();
    // The second was taken and confirmed; the first, refused, is still the provider's to take.
    expect(await recordOf(first!.id)).toMatchObject({ status: 'requested', attempts: 1 });
    expect(await recordOf(second!.id)).toMatchObject({ status: 'succeeded' });

    await dueNow((await recordOf(first!.id))!.id);
    expect(await test.app.services.refunds.sendDue(quiet)).toBe(1);
    const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, created.id));
    const atProvider = await refundedAtProvider(order?.paymentId ?? null);
    expect(atProvider).toHaveLength(2);
    expect(await recordOf(first!.id)).toMatchObject({ status: 'succeeded' });
    expect(atProvider.reduce((sum, one) => sum + one.amount, 0)).toBe(first!.price + second!.price);
  });
});
