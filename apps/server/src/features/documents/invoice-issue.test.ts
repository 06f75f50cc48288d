import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerOrder, invoice, invoiceCounter } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { issueInvoice } from './invoice-issue.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let buyer: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  buyer = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

/** Orders waiting for their bank transfer, to be paid by the test. */
async function unpaidOrders(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await bankBooking(test, buyer, tourId, dayAhead(20 + (index % 30)))).orderId);
  return ids;
}

const payInTransaction = (orderId: string, paidAt: Date) => test.db.transaction(async (tx) => (await test.app.services.settle('card_payment_succeeded', tx, { orderId, paidAt, by: 'payment_succeeded', adminUserId: null })) !== null);

describe('invoice numbers', () => {
  it('are issued with the payment, whatever pays (here the card webhook)', async () => {
    const paid = await paidBooking(test, buyer, tourId, dayAhead(15));
    const [issued] = await test.db.select().from(invoice).where(eq(invoice.orderId, paid.orderId));
    expect(issued?.number).toMatch(/^\d{4}-\d{6}$/);
    expect(issued?.issuedAt.getTime()).toBe(paid.order.paidAt?.getTime());
  });

  it('run 1..30 without gaps or duplicates when 30 payments land at the same time', async () => {
    const paidAt = new Date('2031-06-15T10:00:00Z');
    const orders = await unpaidOrders(30);
    const outcomes = await Promise.all(orders.map((orderId) => payInTransaction(orderId, paidAt)));
    expect(outcomes.every(Boolean)).toBe(true);
    const numbers = (await test.db.select({ number: invoice.number }).from(invoice).where(inArray(invoice.orderId, orders))).map((row) => row.number);
    expect(numbers.sort()).toEqual(Array.from({ length: 30 }, (_, index) => `2031-${String(index + 1).padStart(6, '0')}`));
  });

  it('give a rolled-back payment’s number to the next one, and never number an order twice', async () => {
    const paidAt = new Date('2032-03-01T09:00:00Z');
    const [first, second] = await unpaidOrders(2);
    if (!first || !second) throw new Error('two orders expected');
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.services.settle('card_payment_succeeded', tx, { orderId: first, paidAt, by: 'payment_succeeded', adminUserId: null });
        throw new Error('the payment failed later in its transaction');
      }),
    ).rejects.toThrow('the payment failed');
    expect(await payInTransaction(second, paidAt)).toBe(true);
    expect(await payInTransaction(first, paidAt)).toBe(true);
    // Paying again changes nothing; issuing again keeps the number.
    expect(await payInTransaction(first, paidAt)).toBe(false);
    expect(await test.db.transaction((tx) => issueInvoice(tx, first, paidAt))).toBe('2032-000002');
    const numbers = await test.db.select().from(invoice).where(inArray(invoice.orderId, [first, second]));
    expect(Object.fromEntries(numbers.map((row) => [row.orderId, row.number]))).toEqual({ [second]: '2032-000001', [first]: '2032-000002' });
  });

  it('start again each year, the year of the payment in Paris', async () => {
    const [newYearsEve] = await unpaidOrders(1);
    if (!newYearsEve) throw new Error('an order expected');
    // 23:30 UTC on 31 December is already 00:30 on 1 January in Paris.
    expect(await payInTransaction(newYearsEve, new Date('2033-12-31T23:30:00Z'))).toBe(true);
    const [issued] = await test.db.select().from(invoice).where(eq(invoice.orderId, newYearsEve));
    expect(issued?.number).toBe('2034-000001');
    const [status] = await test.db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, newYearsEve));
    expect(status?.status).toBe('paid');
    expect(await test.db.select().from(invoiceCounter).where(eq(invoiceCounter.year, 2034))).toEqual([{ year: 2034, last: 1 }]);
  });
});
