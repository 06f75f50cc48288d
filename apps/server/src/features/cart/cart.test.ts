import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { maxCartItems, type Cart } from '@cicerone/core/contracts/cart';
import { convertFromEurCents } from '@cicerone/core/money';
import { createTestApp } from '../../test/app.ts';
import { insertUser, testPassword, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour, type CreatedTour } from '../../test/catalog-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let paris: CreatedTour;
let withdrawn: CreatedTour;
let alice: TestUser;
let bob: TestUser;

/** A day a month ahead, always bookable (every weekday, far beyond the 24-hour notice). */
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const sameOrigin = { 'sec-fetch-site': 'same-origin' };

function choice(overrides: Record<string, unknown> = {}) {
  return {
    tourId: paris.id,
    duration: '4h',
    day,
    startTime: '10:00',
    travellers: { adults: 2, children: 0, infants: 1 },
    guideLanguage: 'en_US',
    meetingPoint: 'Hotel lobby',
    specialRequirements: null,
    travelerType: 'families',
    passengerRelation: 'family_or_friend',
    contact: { name: 'Ada Traveller', email: 'Ada@Example.com', phone: '+33 6 12 34 56 78' },
    ...overrides,
  };
}

beforeAll(async () => {
  test = await createTestApp();
  paris = await createTour(test.db, { guideLanguages: ['en_US', 'fr_FR'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h', '8h'] });
  withdrawn = await createTour(test.db, { activated: false });
  alice = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const asUser = (user: TestUser) => ({ authorization: user.bearer });
const visitorCookie = (response: { cookies: Array<{ name: string; value: string }> }) => response.cookies.find((cookie) => cookie.name === 'cart_id');

async function addAsUser(user: TestUser, body: Record<string, unknown> = choice(), query = '') {
  return test.app.inject({ method: 'POST', url: `/api/cart/items${query}`, headers: asUser(user), payload: body });
}

describe('a logged-in person’s cart', () => {
  it('adds, lists with the tour’s card and the server’s price, updates and removes', async () => {
    // The price is the server's: one sent is refused (decision 0009), never taken.
    const priced = await addAsUser(alice, { ...choice(), price: { amount: 1, currency: 'EUR', eurCents: 1 } });
    expect(priced.statusCode).toBe(400);
    const added = await addAsUser(alice, choice());
    expect(added.statusCode).toBe(201);
    const cart = added.json<Cart>();
    expect(cart.count).toBe(1);
    const [item] = cart.items;
    // 2 paying travellers (the infant rides free) on the 4-hour tour: the 1–2 band, 100.00 EUR, whatever the client sent.
    expect(item?.price).toEqual({ amount: 10_000, currency: 'EUR', eurCents: 10_000 });
    expect(cart.subtotal).toEqual({ amount: 10_000, currency: 'EUR', eurCents: 10_000 });
    expect(item?.tour).toMatchObject({ id: paris.id, slug: paris.slug, title: paris.title });
    expect(item?.tour.city.slug).toBe('paris');
    expect(item?.tour.image?.path).toMatch(/^\/files\/gallery\//);
    expect(item).toMatchObject({
      duration: '4h',
      day,
      startTime: '10:00',
      travellers: { adults: 2, children: 0, infants: 1 },
      guideLanguage: 'en_US',
      travelerType: 'families',
      contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33612345678' },
      problem: null,
    });
    expect(added.cookies.find((cookie) => cookie.name === 'cart_id')).toBeUndefined();

    const patched = await test.app.inject({
      method: 'PATCH',
      url: `/api/cart/items/${item!.id}`,
      headers: asUser(alice),
      payload: { duration: '8h', travellers: { adults: 3, children: 1 } },
    });
    expect(patched.statusCode).toBe(200);
    const changed = patched.json<Cart>().items[0];
    // 4 paying on the 8-hour tour: the 3–4 band, 10,000 × 1.6 × 1.3.
    expect(changed?.price?.eurCents).toBe(20_800);
    expect(changed).toMatchObject({ duration: '8h', travellers: { adults: 3, children: 1, infants: 0 }, meetingPoint: 'Hotel lobby' });

    const inUsd = await test.app.inject({ method: 'GET', url: '/api/cart?currency=USD&language=fr_FR', headers: asUser(alice) });
    expect(inUsd.statusCode).toBe(200);
    const rate = (await test.app.inject({ method: 'GET', url: '/api/exchange-rates/USD' })).json<{ rate: number; minorUnits: number }>();
    expect(inUsd.json<Cart>().subtotal).toEqual({ amount: convertFromEurCents(20_800, rate.rate, { code: 'USD', minorUnits: rate.minorUnits }), currency: 'USD', eurCents: 20_800 });
    expect(inUsd.headers['cache-control']).toBe('private, no-store');

    const removed = await test.app.inject({ method: 'DELETE', url: `/api/cart/items/${item!.id}`, headers: asUser(alice) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Cart>()).toMatchObject({ items: [], count: 0, subtotal: { amount: 0 } });
    expect(await test.app.services.cart.count({ userId: alice.id })).toBe(0);
  });

  it('refuses choices the tour does not offer, with the §8 messages', async () => {
    const past = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ travellers: { adults: 9 } }, 400, 'group_size_out_of_range'],
      [{ travellers: { adults: 0, infants: 1 } }, 400, 'group_size_out_of_range'],
      // Infants ride free but not alone: one per adult (1 + 20 infants would be priced as 1–2 travellers).
      [{ travellers: { adults: 1, infants: 20 } }, 400, 'too_many_infants'],
      [{ travellers: { adults: 1, children: 3, infants: 2 } }, 400, 'too_many_infants'],
      [{ guideLanguage: 'de_DE' }, 400, 'guide_language_unavailable'],
      [{ duration: 'bike_4h' }, 400, 'duration_unavailable'],
      [{ startTime: '20:00' }, 400, 'time_out_of_range'],
      [{ day: past }, 409, 'no_time_slots'],
      [{ tourId: withdrawn.id }, 404, 'tour_not_found'],
      [{ tourId: 999_999 }, 404, 'tour_not_found'],
      [{ contact: { name: 'Ada', email: 'ada@example.com', phone: '12' } }, 400, 'validation_failed'],
      [{ contact: { name: '', email: 'ada@example.com', phone: '+33612345678' } }, 400, 'validation_failed'],
      [{ contact: undefined }, 400, 'validation_failed'],
      [{ passengerRelation: 'neighbour' }, 400, 'validation_failed'],
    ];
    for (const [overrides, status, code] of cases) {
      const response = await addAsUser(alice, choice(overrides));
      expect({ overrides, status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({ overrides, status, code });
    }
    const french = await addAsUser(alice, choice({ travellers: { adults: 9 } }), '?language=fr_FR');
    expect(french.json<{ message: string }>().message).toBe('Cette visite accueille de 1 à 8 adultes et enfants par groupe.');
    expect(await test.app.services.cart.count({ userId: alice.id })).toBe(0);
  });

  it('keeps each cart to its owner: another person’s item is not found', async () => {
    const item = (await addAsUser(alice)).json<Cart>().items[0]!;
    const asBob = asUser(bob);
    const patch = await test.app.inject({ method: 'PATCH', url: `/api/cart/items/${item.id}`, headers: asBob, payload: { startTime: '11:00' } });
    expect([patch.statusCode, patch.json<{ code: string }>().code]).toEqual([404, 'cart_item_not_found']);
    const remove = await test.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, headers: asBob });
    expect([remove.statusCode, remove.json<{ code: string }>().code]).toEqual([404, 'cart_item_not_found']);
    const asVisitor = await test.app.inject({ method: 'DELETE', url: `/api/cart/items/${item.id}`, cookies: { cart_id: randomUUID() }, headers: sameOrigin });
    expect(asVisitor.statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/cart', headers: asBob })).json<Cart>().count).toBe(0);
    expect((await test.app.inject({ method: 'GET', url: '/api/cart', headers: asUser(alice) })).json<Cart>().count).toBe(1);
    await test.app.services.cart.remove({ userId: alice.id }, item.id);
  });

  it(`holds ${maxCartItems} items at most`, async () => {
    const owner = { userId: bob.id };
    for (let index = 0; index < maxCartItems; index += 1) await test.app.services.cart.add(owner, choice() as never);
    const response = await addAsUser(bob);
    expect([response.statusCode, response.json<{ code: string }>().code]).toEqual([409, 'cart_full']);
  });
});

describe('a visitor’s cart', () => {
  it('lives under a cart cookie created at the first add', async () => {
    const empty = await test.app.inject({ method: 'GET', url: '/api/cart' });
    expect(empty.json<Cart>()).toMatchObject({ items: [], count: 0 });
    expect(visitorCookie(empty)).toBeUndefined();

    const first = await test.app.inject({ method: 'POST', url: '/api/cart/items', payload: choice() });
    expect(first.statusCode).toBe(201);
    const cookie = visitorCookie(first) as { value: string; httpOnly?: boolean; sameSite?: string; maxAge?: number; path?: string } | undefined;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', maxAge: 30 * 24 * 60 * 60, path: '/' });
    const cookies = { cart_id: cookie!.value };

    const second = await test.app.inject({ method: 'POST', url: '/api/cart/items', cookies, headers: sameOrigin, payload: choice({ guideLanguage: 'fr_FR' }) });
    expect(second.json<Cart>().count).toBe(2);
    const [a, b] = second.json<Cart>().items;
    const patched = await test.app.inject({ method: 'PATCH', url: `/api/cart/items/${b!.id}`, cookies, headers: sameOrigin, payload: { startTime: '14:30' } });
    expect(patched.json<Cart>().items[1]?.startTime).toBe('14:30');
    await test.app.inject({ method: 'DELETE', url: `/api/cart/items/${a!.id}`, cookies, headers: sameOrigin });
    const listed = await test.app.inject({ method: 'GET', url: '/api/cart', cookies });
    expect(listed.json<Cart>().items.map((item) => item.id)).toEqual([b!.id]);
    expect(await test.app.services.cart.count({ visitorCartId: cookie!.value })).toBe(1);

    // Another visitor's cookie (or a forged one) sees nothing of it.
    expect((await test.app.inject({ method: 'GET', url: '/api/cart', cookies: { cart_id: randomUUID() } })).json<Cart>().count).toBe(0);
    expect((await test.app.inject({ method: 'GET', url: '/api/cart', cookies: { cart_id: 'not-a-uuid' } })).json<Cart>().count).toBe(0);
  });

  it('moves to the account at login, and the cookie is cleared', async () => {
    const first = await test.app.inject({ method: 'POST', url: '/api/cart/items', payload: choice() });
    const cookies = { cart_id: visitorCookie(first)!.value };
    await test.app.inject({ method: 'POST', url: '/api/cart/items', cookies, headers: sameOrigin, payload: choice({ duration: '8h' }) });

    const carol = await insertUser(test.db);
    const login = await test.app.inject({ method: 'POST', url: '/api/auth/login', cookies, headers: sameOrigin, payload: { email: carol.email, password: testPassword } });
    expect(login.statusCode).toBe(200);
    const cleared = visitorCookie(login) as { value: string; maxAge?: number } | undefined;
    expect(cleared?.value).toBe('');
    expect(cleared?.maxAge).toBe(0);

    const token = login.json<{ access_token: string }>().access_token;
    const mine = (await test.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } })).json<Cart>();
    expect(mine.items.map((item) => item.duration)).toEqual(['4h', '8h']);
    expect(await test.app.services.cart.count({ visitorCartId: cookies.cart_id })).toBe(0);
  });

  it('moves to a new account at sign-up', async () => {
    const first = await test.app.inject({ method: 'POST', url: '/api/cart/items', payload: choice() });
    const cookies = { cart_id: visitorCookie(first)!.value };
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    const register = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      cookies,
      headers: sameOrigin,
      payload: { accountType: 'individual', firstName: 'New', lastName: 'Traveller', email, password: testPassword, confirmPassword: testPassword },
    });
    expect(register.statusCode, register.body).toBe(201);
    expect(visitorCookie(register)?.value).toBe('');
    const token = register.json<{ access_token: string }>().access_token;
    expect((await test.app.inject({ method: 'GET', url: '/api/cart', headers: { authorization: `Bearer ${token}` } })).json<Cart>().count).toBe(1);
  });

  it('merges only what fits under the cap, oldest first', async () => {
    const service = test.app.services.cart;
    const dave = await insertUser(test.db);
    const visitor = { visitorCartId: randomUUID() };
    for (let index = 0; index < 3; index += 1) await service.add(visitor, choice({ startTime: `1${index}:00` }) as never);
    for (let index = 0; index < maxCartItems - 2; index += 1) await service.add({ userId: dave.id }, choice() as never);
    expect(await service.mergeVisitorCart(visitor.visitorCartId, dave.id)).toBe(2);
    expect(await service.count({ userId: dave.id })).toBe(maxCartItems);
    expect(await service.count(visitor)).toBe(0);
  });
});
