import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { CreatedOrderAnswer } from '@cicerone/core/contracts/orders';
import { customerOrder } from '@cicerone/db/schema/orders';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { expectConsoleError } from '../../test/fail-on-console-error.ts';
import { bookableTour, dayAhead } from '../../test/orders-factory.ts';
import { createTestSite } from '../../test/site.ts';
import { AppError } from '@cicerone/core/errors';
import { sessionUserOf } from '../../test/orders-factory.ts';
import { orderService } from './order-service.ts';
import { offersToPay } from '../quotes/quote-queries.ts';

// Decision 0013: checkout has two doors, POST /api/orders and the checkout page's form, and one
// rule behind them: the cart is read, priced, ordered and emptied in one transaction, a bank
// transfer needs the currency's bank account, and a double submit places one order.

let site: Awaited<ReturnType<typeof createTestSite>>;
let tourId: number;

beforeAll(async () => {
  site = await createTestSite();
  tourId = (await bookableTour(site.db)).id;
}, 120_000);
afterAll(() => site.close());

const item = () => ({
  tourId,
  duration: '4h',
  day: dayAhead(30),
  startTime: '10:00',
  travellers: { adults: 2, children: 0, infants: 0 },
  guideLanguage: 'en_US',
  contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' },
});

async function buyerWithCart(): Promise<TestUser> {
  const user = await userWithSession(site.app, site.db);
  const added = await site.app.inject({ method: 'POST', url: '/api/cart/items', headers: { authorization: user.bearer }, payload: item() });
  expect(added.statusCode).toBe(201);
  return user;
}

const ordersOf = async (user: TestUser) => site.db.select({ reference: customerOrder.reference }).from(customerOrder).where(eq(customerOrder.userId, user.id));
const cartCount = (user: TestUser) => site.app.services.cart.count({ userId: user.id });

/** The checkout page's order button, as the browser posts it. */
function postCheckout(user: TestUser, fields: Record<string, string>) {
  return site.app.inject({
    method: 'POST',
    url: '/en_US/EUR/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `access_token=${user.accessToken}`, 'sec-fetch-site': 'same-origin' },
    payload: new URLSearchParams({ intent: 'order', method: 'card', code: '', ...fields }).toString(),
  });
}

const doors = {
  'POST /api/orders': (user: TestUser) => site.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: user.bearer }, payload: { paymentMethod: 'card', currency: 'EUR' } }),
  'the checkout page': (user: TestUser) => postCheckout(user, {}),
};

describe('the order and the emptying of the cart', () => {
  it.each(Object.keys(doors) as Array<keyof typeof doors>)('commit together through %s: a cart that cannot be emptied places no order', async (door) => {
    const buyer = await buyerWithCart();
    // A failure of the cart's DELETE, for this buyer only: what a crash between the order and the emptying would leave.
    await site.db.execute(sql.raw(`create or replace function refuse_cart_delete() returns trigger language plpgsql as $$
      begin if old.user_id = '${buyer.id}' then raise exception 'this cart cannot be emptied'; end if; return old; end $$`));
    await site.db.execute(sql`create or replace trigger refuse_cart_delete before delete on cart_item for each row execute function refuse_cart_delete()`);
    expectConsoleError();
    try {
      expect((await doors[door](buyer)).statusCode).toBe(500);
    } finally {
      await site.db.execute(sql`drop trigger refuse_cart_delete on cart_item`);
    }
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartCount(buyer)).toBe(1);
  });
});

describe('a card payment that cannot be set up', () => {
  it('closes the order and gives the cart back, as when the cart was emptied after the payment', async () => {
    const buyer = await buyerWithCart();
    const { availability, payments, reference, settle, giftCards } = site.app.services;
    const down = { ...payments, createPayment: () => Promise.reject(new AppError('payment_error')) };
    const orders = orderService(site.db, { availability, provider: down, exchangeRate: (code) => reference.exchangeRate(code), settle, issueGiftCard: giftCards.issue, offersToPay });
    await expect(orders.placeFromCart(sessionUserOf(buyer), { paymentMethod: 'card', currency: 'EUR', locale: 'en_US' })).rejects.toMatchObject({ code: 'payment_error' });
    const placed = await site.db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.userId, buyer.id));
    expect(placed).toEqual([{ status: 'failed' }]);
    expect(await cartCount(buyer)).toBe(1);
  });
});

describe('the checkout page', () => {
  it('gives its order button an idempotency key, and a double submit with it lands on the one order', async () => {
    const buyer = await buyerWithCart();
    const page = await site.app.inject({ url: '/en_US/EUR/checkout', headers: { cookie: `access_token=${buyer.accessToken}` } });
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(page.body)?.[1];
    expect(key).toBeTruthy();
    const first = await postCheckout(buyer, { idempotencyKey: key ?? '' });
    const second = await postCheckout(buyer, { idempotencyKey: key ?? '' });
    const [order] = await ordersOf(buyer);
    expect(order).toBeDefined();
    for (const answer of [first, second]) {
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe(`/en_US/EUR/checkout?order=${order?.reference}`);
    }
    expect(await ordersOf(buyer)).toHaveLength(1);
    // The API with the same key from the same account answers that order too.
    const replay = await site.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: buyer.bearer, 'idempotency-key': key ?? '' }, payload: { paymentMethod: 'card', currency: 'EUR' } });
    expect([replay.statusCode, replay.json<CreatedOrderAnswer>().reference]).toEqual([200, order?.reference]);
  });

  it('refuses a bank transfer in a currency without a bank account, as the API does, and keeps the cart', async () => {
    const buyer = await buyerWithCart();
    await site.db.execute(sql`delete from bank_information where currency = 'SEK'`);
    const answer = await site.app.inject({
      method: 'POST',
      url: '/en_US/SEK/checkout',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `access_token=${buyer.accessToken}`, 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ intent: 'order', method: 'bank_transfer' }).toString(),
    });
    expect(answer.statusCode).toBe(200);
    expect(await ordersOf(buyer)).toEqual([]);
    expect(await cartCount(buyer)).toBe(1);
  });
});

describe('a visitor cart still in the browser of a signed-in person (a session opened by the API, or refreshed)', () => {
  it.each(['/en_US/EUR/cart', '/en_US/EUR/checkout'])('moves to the account when %s is opened, as the cart API does, and its cookie is cleared', async (path) => {
    const added = await site.app.inject({ method: 'POST', url: '/api/cart/items', payload: item() });
    const cartId = added.cookies.find((cookie) => cookie.name === 'cart_id')?.value ?? '';
    expect(cartId).not.toBe('');
    const user = await userWithSession(site.app, site.db);
    const page = await site.app.inject({ url: path, headers: { cookie: `access_token=${user.accessToken}; cart_id=${cartId}` } });
    expect(page.statusCode).toBe(200);
    expect(await cartCount(user)).toBe(1);
    expect(page.cookies.find((cookie) => cookie.name === 'cart_id')).toMatchObject({ value: '', maxAge: 0 });
  });
});
