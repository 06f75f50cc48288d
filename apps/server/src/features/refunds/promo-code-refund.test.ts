// A promo code spent on an order is given back only when the whole order is (requirements
// §lifecycles.refund, the settlement process's booking_cancelled.promo_code_use_released step): one
// booking of two cancelled keeps the code used; the second, refunded too, frees it for another order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { promoCode } from '@cicerone/db/schema/accounts';
import { booking, promoCodeRedemption } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db, 1000)).id;
  await test.db.insert(promoCode).values({ code: 'ONCEONLY', kind: 'discount', percentOff: 10, maxUsesPerUser: 1 });
});
afterAll(() => test.close());

const cancel = (user: TestUser, id: string) => test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans' } });
const redemptionsOf = (orderId: string) => test.db.select().from(promoCodeRedemption).where(eq(promoCodeRedemption.orderId, orderId));

/** A card order of two tours with the code, paid by the test card. */
async function twoToursWithCode(user: TestUser, days: [number, number]) {
  const created = await test.app.services.orders.createOrder(sessionUserOf(user), {
    currency: 'EUR',
    locale: 'en_US',
    discountCode: 'ONCEONLY',
    items: [orderItem(tourId, dayAhead(days[0])), orderItem(tourId, dayAhead(days[1]))],
    paymentMethod: 'card',
  });
  if (created.clientSecret) await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret, cardNumber: '4242424242424242' });
  return { orderId: created.id, bookings: await test.db.select().from(booking).where(eq(booking.orderId, created.id)) };
}

describe('a promo code on a cancelled order', () => {
  it('stays used while a booking of its order stands, and is given back once all of the order went back', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const order = await twoToursWithCode(traveller, [40, 41]);
    expect(await redemptionsOf(order.orderId)).toHaveLength(1);
    const [first, second] = order.bookings;

    expect((await cancel(traveller, first!.id)).statusCode).toBe(200);
    expect(await redemptionsOf(order.orderId)).toHaveLength(1);
    // Used once already: another order with it is refused while the first still holds it.
    await expect(twoToursWithCode(traveller, [42, 43])).rejects.toMatchObject({ code: 'promo_code_already_used' });

    expect((await cancel(traveller, second!.id)).statusCode).toBe(200);
    expect(await redemptionsOf(order.orderId)).toEqual([]);
    const again = await twoToursWithCode(traveller, [44, 45]);
    expect(await redemptionsOf(again.orderId)).toHaveLength(1);
  });
});
