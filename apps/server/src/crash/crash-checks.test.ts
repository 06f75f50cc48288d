import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../test/app.ts';
import { insertUser } from '../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../test/orders-factory.ts';
import { brokenInvariants, lostWrites } from './crash-checks.ts';
import { Journal } from './journal.ts';

// The crash test (npm run test:crash) passes only if these checks can fail: each breaks the data as a
// torn write would, in a transaction rolled back afterwards, and expects the check to name it.
let test: Awaited<ReturnType<typeof createTestApp>>;
let db: Database;
let placed: PlacedBooking;
const email = 'crash-checks@example.com';

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  const user = await insertUser(db, { email });
  const tour = await bookableTour(db);
  placed = await paidBooking(test, { ...user, password: '', bearer: '', accessToken: '', refreshToken: '' }, tour.id, dayAhead(30), { coins: 2_000 });
});
afterAll(() => test.close());

function journalOfTheOrder(): Journal {
  const journal = new Journal();
  journal.signUps.push(email);
  const { order } = placed;
  journal.orders.set(order.reference, { reference: order.reference, paymentMethod: 'card', grandTotal: order.grandTotal, coinsEurCents: order.coinsEurCents, paymentId: order.paymentId, paid: true, expiresAt: null });
  return journal;
}

/** What the checks find once `change` is applied; the change is rolled back. */
async function foundAfter(change: SQL, journal = journalOfTheOrder()): Promise<string[]> {
  let found: string[] = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(change);
      found = [...(await lostWrites(tx, journal)), ...(await brokenInvariants(tx))];
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return found;
}

describe('crash checks', () => {
  it('find nothing in whole data', async () => {
    expect(placed.order.status).toBe('paid');
    expect(await lostWrites(db, journalOfTheOrder())).toEqual([]);
    expect(await brokenInvariants(db)).toEqual([]);
  });

  it.each([
    ['order without bookings', () => sql`with gone as (delete from mission where booking_id = ${placed.id}) delete from booking where id = ${placed.id}`],
    ['bookings not adding up to the order total', () => sql`update booking set price = price + 1 where id = ${placed.id}`],
    ['paid card order without a payment id', () => sql`update customer_order set payment_id = null where id = ${placed.orderId}`],
    ['paid order half-written', () => sql`delete from invoice where order_id = ${placed.orderId}`],
    ['balance not the sum of the coin ledger', () => sql`update app_user set coin_balance = coin_balance + 1 where id = ${placed.userId}`],
    ['coins spent by an order not in the ledger', () => sql`update customer_order set coins_eur_cents = coins_eur_cents + 1, coins = coins + 1, grand_total = grand_total - 1 where id = ${placed.orderId}`],
    ['capacity held ≠ active bookings', () => sql`update tour_day_capacity set held = held + 1 where tour_id = ${placed.tourId}`],
    ['capacity held ≠ active bookings', () => sql`update booking set status = 'cancelled' where id = ${placed.id}`],
    ['sign-up crash-checks@example.com: no account', () => sql`update app_user set email = 'gone@example.com' where id = ${placed.userId}`],
    ['order CIC-', () => sql`update customer_order set status = 'awaiting_payment' where id = ${placed.orderId}`],
  ])('name %s', async (expected, change) => {
    const found = await foundAfter(change());
    expect(found.some((line) => line.startsWith(expected)), found.join('\n')).toBe(true);
  });

  it('name an acknowledged cancellation whose booking is not cancelled', async () => {
    const journal = journalOfTheOrder();
    journal.cancellations.push({ booking: placed.reference, order: placed.order.reference, amount: 0, coins: 0 });
    const [order] = await db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, placed.orderId));
    expect(order?.status).toBe('paid');
    expect(await lostWrites(db, journal)).toEqual([`cancellation of ${placed.reference}: booking pending`]);
  });
});
