// An admin's partial refund (requirements §lifecycles.refund, core checkout/refund-bounds.ts): part of
// a booking's money back without cancelling it, never more than its share less what already went
// back, never more than the order took — also under concurrent clicks and a racing cancellation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { refund as refundTable } from '@cicerone/db/schema/refunds';
import { testPayment } from '@cicerone/db/schema/test-payments';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let tourId: number;

beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  tourId = (await bookableTour(test.db, 1000)).id;
});
afterAll(() => test.close());

const refund = (id: string, amount: unknown, extra: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, headers: { authorization: admin.bearer }, payload: { reason: 'Shortened by rain', amount, ...extra } });
const cancel = (user: TestUser, id: string) => test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans' } });
const refundsOf = (orderId: string) => test.db.select().from(refundTable).where(eq(refundTable.orderId, orderId));
const sum = (rows: { amount: number }[]) => rows.reduce((total, row) => total + row.amount, 0);
/** What the provider itself gave back on the payment. */
async function refundedAtProvider(paymentId: string | null) {
  const [row] = await test.db.select({ refunds: testPayment.refunds }).from(testPayment).where(eq(testPayment.paymentId, paymentId ?? ''));
  return (row?.refunds ?? []) as { amount: number }[];
}

describe('an admin’s partial refund', () => {
  it('gives back part of a card booking once, and its cancellation then gives back only the rest', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(30));
    const part = Math.floor(paid.price / 3);
    const answer = await refund(paid.reference, part);
    expect(answer.statusCode).toBe(200);
    expect(await refundsOf(paid.orderId)).toMatchObject([{ amount: part, route: 'card', source: 'admin', status: 'succeeded', reason: 'Shortened by rain' }]);
    expect(sum(await refundedAtProvider(paid.order.paymentId))).toBe(part);
    // The booking stays; the admin's trail says it.
    const trail = await test.app.inject({ url: `/api/admin/audit-log?subjectType=booking&subjectId=${paid.id}`, headers: { authorization: admin.bearer } });
    expect(trail.body).toContain('booking.refunded');

    const cancelled = await cancel(traveller, paid.id);
    expect(cancelled.json()).toMatchObject({ refund: { kind: 'full', amount: paid.price - part } });
    expect(sum(await refundsOf(paid.orderId))).toBe(paid.price);
    expect(sum(await refundedAtProvider(paid.order.paymentId))).toBe(paid.price);
    // Nothing left: a further refund is refused and writes nothing.
    const more = await refund(paid.reference, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json<{ code: string }>().code).toBe('refund_too_large');
    expect(await refundsOf(paid.orderId)).toHaveLength(2);
  });

  it('refuses what is not a positive whole amount, more than the booking’s share, or an unpaid order', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(31));
    expect((await refund(paid.id, 0)).statusCode).toBe(400);
    expect((await refund(paid.id, 12.5)).statusCode).toBe(400);
    expect((await refund(paid.id, paid.price + 1)).json<{ code: string }>().code).toBe('refund_too_large');
    const waiting = await bankBooking(test, traveller, tourId, dayAhead(32));
    expect((await refund(waiting.id, 100, { accountHolder: 'Ana Ruiz', iban: 'FR7630006000011234567890189' })).json<{ code: string }>().code).toBe('refund_order_not_paid');
    expect(await refundsOf(paid.orderId)).toEqual([]);
  });

  it('ten concurrent clicks and the traveller’s racing cancellation never give back more than was paid', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, traveller, tourId, dayAhead(33));
    const part = Math.ceil(paid.price * 0.4);
    const answers = await Promise.all([...Array.from({ length: 10 }, () => refund(paid.id, part)), cancel(traveller, paid.id)]);
    const refunds = await refundsOf(paid.orderId);
    expect(sum(refunds)).toBeLessThanOrEqual(paid.price);
    // Two parts fit in a booking's share, a third does not: the rest are refused, whatever won the race.
    expect(answers.slice(0, 10).filter((answer) => answer.statusCode === 200).length).toBeLessThanOrEqual(2);
    for (const answer of answers.slice(0, 10)) expect([200, 409]).toContain(answer.statusCode);
    expect(answers[10]?.statusCode).toBe(200);
    // The cancellation gives back whatever was left: all of it went back, once, at the provider too.
    expect(sum(refunds)).toBe(paid.price);
    expect(sum(await refundedAtProvider(paid.order.paymentId))).toBe(paid.price);
  });
});
