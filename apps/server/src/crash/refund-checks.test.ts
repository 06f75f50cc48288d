import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { refund } from '@cicerone/db/schema/refunds';
import { createTestApp } from '../test/app.ts';
import { userWithSession } from '../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../test/orders-factory.ts';
import { brokenInvariants, lostWrites } from './crash-checks.ts';
import { Journal } from './journal.ts';
import { refundsLeftDue, refundsUnsettled } from './refund-checks.ts';

// The crash test's refund checks (npm run test:crash) pass only if they can fail: each change below
// breaks a refund as a lost or repeated provider call would, in a transaction rolled back afterwards,
// and expects the check to name it.
let test: Awaited<ReturnType<typeof createTestApp>>;
let placed: PlacedBooking;
let refundId: string;

beforeAll(async () => {
  test = await createTestApp();
  const traveller = await userWithSession(test.app, test.db);
  placed = await paidBooking(test, traveller, (await bookableTour(test.db)).id, dayAhead(30));
  const cancelled = await test.app.inject({ method: 'PUT', url: `/api/me/bookings/${placed.id}/cancel`, headers: { authorization: traveller.bearer }, payload: { reason: 'Plans changed' } });
  expect(cancelled.statusCode).toBe(200);
  const [row] = await test.db.select().from(refund).where(eq(refund.bookingId, placed.id));
  refundId = row?.id ?? '';
});
afterAll(() => test.close());

/** The cancellation as the load acknowledged it. */
function journalOfTheCancellation(amount = placed.price): Journal {
  const journal = new Journal();
  journal.cancellations.push({ booking: placed.reference, order: placed.order.reference, amount, coins: 0 });
  return journal;
}

/** What the checks find once `change` is applied; the change is rolled back. */
async function foundAfter(change: SQL | undefined, journal = journalOfTheCancellation()): Promise<string[]> {
  let found: string[] = [];
  try {
    await test.db.transaction(async (tx) => {
      if (change) await tx.execute(change);
      found = [...(await lostWrites(tx, journal)), ...(await brokenInvariants(tx)), ...(await refundsLeftDue(tx, new Date())), ...(await refundsUnsettled(tx))];
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return found;
}

const providerRefunds = (change: SQL) => sql`update test_payment set refunds = ${change} where payment_id = ${placed.order.paymentId}`;

describe('refund checks', () => {
  it('find nothing when the cancellation’s refund left the provider once', async () => {
    expect(await test.db.select({ status: refund.status }).from(refund).where(eq(refund.id, refundId))).toEqual([{ status: 'succeeded' }]);
    expect(await foundAfter(undefined)).toEqual([]);
  });

  it.each([
    ['refunded at the provider more than once', () => providerRefunds(sql`refunds || refunds`)],
    ['refunded at the provider beyond the payment', () => sql`update test_payment set amount = ${placed.price - 1} where payment_id = ${placed.order.paymentId}`],
    ['refund at the provider without its record', () => providerRefunds(sql`jsonb_set(refunds, '{0,amount}', '1')`)],
    ['card refund sent or succeeded, not at the provider', () => providerRefunds(sql`'[]'::jsonb`)],
    ['card refund sent or succeeded, not at the provider', () => providerRefunds(sql`jsonb_set(refunds, '{0,failed}', 'true')`)],
    ['card refund', () => sql`update refund set status = 'requested', next_attempt_at = now() - interval '1 minute' where id = ${refundId}`],
    ['card refund', () => sql`update refund set status = 'requested', next_attempt_at = null where id = ${refundId}`],
    ['payment', () => sql`update refund set amount = amount - 1 where id = ${refundId}`],
    [`cancellation of`, () => sql`update refund set booking_id = null where id = ${refundId}`],
  ])('name %s', async (expected, change) => {
    const found = await foundAfter(change());
    expect(found.some((line) => line.startsWith(expected)), found.join('\n')).toBe(true);
  });

  it('let a refund wait for the next attempt a kill left leased, until the run settles it', async () => {
    const found = await foundAfter(sql`update refund set status = 'requested', next_attempt_at = now() + interval '2 minutes' where id = ${refundId}`);
    expect(found.filter((line) => line.includes('not sent by the restarted server'))).toEqual([]);
    expect(found).toContain(`card refund ${refundId}: requested`);
  });

  it('name an acknowledged cancellation whose refund is not the amount answered', async () => {
    expect(await foundAfter(undefined, journalOfTheCancellation(placed.price + 1))).toEqual([
      `cancellation of ${placed.reference}: answered ${placed.price + 1} and 0 coins back, refund record ${placed.price} and 0 coins`,
    ]);
  });
});
