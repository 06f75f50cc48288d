import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appUser, promoCode } from '@cicerone/db/schema/accounts';
import { roles } from '@cicerone/core/roles';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import { createTestApp } from '../../test/app.ts';
import { insertUser } from '../../test/accounts-factory.ts';
import { createTour, type CreatedTour } from '../../test/catalog-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tour: CreatedTour;
let buyer: string;
let other: string;
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  test = await createTestApp();
  tour = await createTour(test.db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  buyer = (await insertUser(test.db)).id;
  other = (await insertUser(test.db)).id;
  await test.db.update(appUser).set({ coinBalance: 2_500 }).where(eq(appUser.id, buyer));
  await test.db.insert(promoCode).values({ code: 'SPRING15', kind: 'discount', percentOff: 15 } as typeof promoCode.$inferInsert);
  await test.app.services.cart.add(
    { userId: buyer },
    {
      tourId: tour.id,
      duration: '4h',
      day,
      startTime: '10:00',
      travellers: { adults: 2, children: 0, infants: 0 },
      guideLanguage: 'en_US',
      meetingPoint: null,
      specialRequirements: null,
      travelerType: null,
      passengerRelation: null,
      contact: { name: 'Ada', email: 'ada@example.com', phone: '+33612345678' },
    },
  );
});
afterAll(() => test.close());

describe('the checkout page’s server totals', () => {
  it('prices the account’s cart with the code and coins asked for, as createOrder will', async () => {
    const { checkout } = test.app.services;
    const plain = await checkout.quote(buyer, { currency: 'EUR' });
    expect(plain).toMatchObject({ ok: true, subtotal: 10_000, discount: 0, coins: 0, grandTotal: 10_000, coinBalanceEurCents: 2_500 });
    const all = await checkout.quote(buyer, { currency: 'EUR', discountCode: 'spring15', useMaxCoins: true });
    expect(all).toMatchObject({ ok: true, subtotal: 10_000, discountPercent: 15, discount: 1_500, coins: 2_500, grandTotal: 6_000 });
    expect(await checkout.quote(buyer, { currency: 'EUR', discountCode: 'NOPE' })).toMatchObject({ ok: false, code: 'invalid_discount_code' });
    expect(await checkout.quote(other, { currency: 'EUR' })).toMatchObject({ ok: false, code: 'cart_empty' });
  });

  it('orders the cart, which the order empties; the order is read back by reference for its owner only', async () => {
    const { checkout, orders } = test.app.services;
    const user: SessionUser = { id: buyer, sessionId: 'test', role: roles.customer, isPro: false, status: null, firstName: 'Ada', lastName: 'T', coins: 2_500, emailVerified: true };
    const created = await orders.placeFromCart(user, { paymentMethod: 'bank_transfer', currency: 'EUR', locale: 'en_US' });
    expect(await test.app.services.cart.count({ userId: buyer })).toBe(0);
    const order = await checkout.order({ userId: buyer }, created.reference.toLowerCase());
    expect(order).toMatchObject({ reference: created.reference, status: 'awaiting_payment', paymentMethod: 'bank_transfer', grandTotal: 10_000 });
    expect((await checkout.ownOrder({ userId: buyer }, created.reference))?.bookings[0]).toMatchObject({ tourId: tour.id, day, adults: 2, contactEmail: 'ada@example.com' });
    expect(await checkout.order({ userId: other }, created.reference)).toBeNull();
    expect(await checkout.order({ userId: buyer }, 'CIC-NOTHERE')).toBeNull();
  });
});
