import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPromoCodeSchema, adminPromoCodesSchema, savedPromoCodeSchema } from '@cicerone/core/contracts/admin-promo-codes';
import { companyDay } from '@cicerone/core/checkout/promo-code';
import { AppError } from '@cicerone/core/errors';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { tour } from '@cicerone/db/schema/catalog';
import { customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bookableTour, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';
import type { SessionUser } from '../accounts/sessions/session-service.ts';

/**
 * Promo codes kept by the back office and enforced by checkout (requirements §back-office.promo-codes, decision 0034), on
 * PGlite and on PostgreSQL (TEST_DATABASE_URL), where each checkout takes its own connection.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let tourId: number;
let categoryId: number;
const day = dayAhead(20);
/** A code's days are the company's (promo-code.ts companyDay): from 23:00 UTC (22:00 in summer), Paris is already on the next one. */
const companyDayAhead = (days: number) => companyDay(new Date(Date.now() + days * 86_400_000));

beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  tourId = (await bookableTour(test.db, 1_000)).id;
  const [row] = await test.db.select({ categoryId: tour.categoryId }).from(tour).where(eq(tour.id, tourId));
  categoryId = row?.categoryId ?? 0;
});
afterAll(() => test.close());

let sequence = 0;
/** A new code through the API, as an admin makes it: 15 % on every tour unless told otherwise. */
async function newCode(rules: Record<string, unknown> = {}) {
  sequence += 1;
  const body = { code: `test-${sequence}-${Date.now() % 100_000}`, percentOff: 15, amountOffEurCents: null, activated: true, validFrom: null, validUntil: null, maxUses: null, maxUsesPerUser: null, tourIds: [], categoryIds: [], ...rules };
  const response = await test.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: { authorization: admin.bearer }, payload: body });
  expect(response.statusCode, response.body).toBe(201);
  return savedPromoCodeSchema.parse(response.json()).promoCode;
}

async function newBuyer(): Promise<SessionUser> {
  return sessionUserOf(await insertUser(test.db));
}

/** A card checkout of two adults on the test tour with `code`; its error code when refused. */
async function checkout(user: SessionUser, code: string, onTour = tourId): Promise<{ ok: true; discount: number; id: string } | { ok: false; code: string }> {
  try {
    const order = await test.app.services.orders.createOrder(user, { items: [orderItem(onTour, day)], paymentMethod: 'card', currency: 'EUR', discountCode: code, locale: 'en_US' });
    return { ok: true, discount: order.discount, id: order.id };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code };
    throw error;
  }
}

describe('a promo code at checkout', () => {
  it('lets exactly N of 30 concurrent checkouts use a code limited to N, and gives a use back when an order closes unpaid', async () => {
    const { code } = await newCode({ maxUses: 7 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => newBuyer()));
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer, code.toLowerCase())));
    const won = results.filter((result) => result.ok);
    expect(won).toHaveLength(7);
    expect(results.filter((result) => !result.ok).map((result) => (result.ok ? '' : result.code))).toEqual(Array(23).fill('promo_code_used_up'));
    // 15 % of the 100 € (two travellers) of each order that won.
    expect(won.map((result) => (result.ok ? result.discount : 0))).toEqual(Array(7).fill(1_500));
    const list = adminPromoCodesSchema.parse((await test.app.inject({ url: `/api/admin/promo-codes?q=${code}`, headers: { authorization: admin.bearer } })).json());
    expect(list.promoCodes.find((row) => row.code === code)?.uses).toBe(7);

    // One buyer abandons: the order expires and the code is usable once more, once.
    const abandoned = won[0];
    if (!abandoned?.ok) throw new Error('no order');
    const [placed] = await test.db.select({ expiresAt: customerOrder.expiresAt }).from(customerOrder).where(eq(customerOrder.id, abandoned.id));
    await test.db.update(customerOrder).set({ expiresAt: new Date(Date.now() - 1_000) }).where(eq(customerOrder.id, abandoned.id));
    expect(placed?.expiresAt).not.toBeNull();
    await test.app.services.orders.expireDueOrders();
    expect((await checkout(await newBuyer(), code)).ok).toBe(true);
    expect(await checkout(await newBuyer(), code)).toEqual({ ok: false, code: 'promo_code_used_up' });
  });

  it('holds a per-account limit, also under concurrent checkouts of one account', async () => {
    const { code } = await newCode({ maxUsesPerUser: 1 });
    const buyer = await newBuyer();
    const tries = await Promise.all(Array.from({ length: 5 }, () => checkout(buyer, code)));
    expect(tries.filter((result) => result.ok)).toHaveLength(1);
    expect(tries.filter((result) => !result.ok && result.code === 'promo_code_already_used')).toHaveLength(4);
    expect((await checkout(await newBuyer(), code)).ok).toBe(true);
  });

  it('holds only between its days, and only for its tours or categories', async () => {
    const yesterday = companyDayAhead(-1);
    const tomorrow = companyDayAhead(1);
    const buyer = await newBuyer();
    expect(await checkout(buyer, (await newCode({ validUntil: yesterday })).code)).toEqual({ ok: false, code: 'promo_code_expired' });
    expect(await checkout(buyer, (await newCode({ validFrom: tomorrow })).code)).toEqual({ ok: false, code: 'promo_code_not_yet_valid' });
    expect(await checkout(buyer, (await newCode({ categoryIds: [categoryId + 1_000] })).code)).toEqual({ ok: false, code: 'promo_code_not_for_these_tours' });
    expect(await checkout(buyer, (await newCode({ categoryIds: [categoryId], validFrom: companyDayAhead(0) })).code)).toMatchObject({ ok: true, discount: 1_500 });
    expect(await checkout(buyer, (await newCode({ percentOff: null, amountOffEurCents: 2_500, tourIds: [tourId] })).code)).toMatchObject({ ok: true, discount: 2_500 });
  });

  it('says why a code is refused in the traveller’s language', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const { code } = await newCode({ validUntil: companyDayAhead(-3) });
    const item = orderItem(tourId, day);
    const payload = {
      paymentMethod: 'card',
      currency: 'EUR',
      discountCode: code,
      items: [{ tourId, duration: '4h', day, startTime: '10:00', travellers: { adults: 2, children: 0, infants: 0 }, guideLanguage: 'en_US', meetingPoint: item.meetingPoint, contact: { name: item.contactName, email: item.contactEmail, phone: item.contactPhone } }],
    };
    const refused = await test.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: traveller.bearer, 'accept-language': 'fr-FR' }, payload });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'promo_code_expired', message: 'Ce code a expiré.' });
  });

  it('is refused once deactivated, like an unknown code', async () => {
    const { code } = await newCode();
    const changed = await test.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${code}`, headers: { authorization: admin.bearer }, payload: { activated: false } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(adminPromoCodeSchema.parse(changed.json()).activated).toBe(false);
    expect(await checkout(await newBuyer(), code)).toEqual({ ok: false, code: 'invalid_discount_code' });
  });
});

describe('the back office of promo codes', () => {
  const linesOf = (code: string) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'promo_code'), eq(adminAction.subjectId, code)));

  it('leaves exactly one audit line per write, with the fields before and after', async () => {
    const created = await newCode({ maxUses: 10 });
    expect(await linesOf(created.code)).toMatchObject([{ action: 'promo_code.created', adminUserId: admin.id, before: {}, after: { percentOff: 15, maxUses: 10, activated: true } }]);
    const changed = await test.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${created.code}`, headers: { authorization: admin.bearer }, payload: { maxUses: 20, percentOff: 15 } });
    expect(changed.statusCode, changed.body).toBe(200);
    const lines = await linesOf(created.code);
    expect(lines).toHaveLength(2);
    expect(lines.find((line) => line.action === 'promo_code.changed')).toMatchObject({ before: { maxUses: 10 }, after: { maxUses: 20 } });
  });

  it('refuses a second code of the same name, both a percentage and an amount, and days out of order — writing nothing', async () => {
    const { code } = await newCode();
    const post = (payload: Record<string, unknown>) => test.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: { authorization: admin.bearer }, payload });
    const base = { percentOff: 10, amountOffEurCents: null, activated: true, validFrom: null, validUntil: null, maxUses: null, maxUsesPerUser: null, tourIds: [], categoryIds: [] };
    expect((await post({ ...base, code: code.toLowerCase() })).json()).toMatchObject({ code: 'promo_code_taken' });
    expect((await post({ ...base, code: 'BOTHWAYS', amountOffEurCents: 500 })).statusCode).toBe(400);
    expect((await post({ ...base, code: 'BACKWARDS', validFrom: '2030-02-02', validUntil: '2030-01-01' })).statusCode).toBe(400);
    const put = await test.app.inject({ method: 'PUT', url: `/api/admin/promo-codes/${code}`, headers: { authorization: admin.bearer }, payload: { amountOffEurCents: 500 } });
    expect(put.json()).toMatchObject({ code: 'validation_failed' });
    expect(await linesOf(code)).toHaveLength(1);
    expect(await linesOf('BOTHWAYS')).toHaveLength(0);
  });

  it('lists codes by a search, a status and a sort from the URL', async () => {
    const first = await newCode({ validUntil: '2031-01-01' });
    const second = await newCode({ validUntil: '2030-01-01', activated: false });
    const list = async (query: string) => adminPromoCodesSchema.parse((await test.app.inject({ url: `/api/admin/promo-codes?${query}`, headers: { authorization: admin.bearer } })).json());
    expect((await list(`q=${first.code.slice(0, 7).toLowerCase()}`)).promoCodes.map((row) => row.code)).toContain(first.code);
    const byEnd = (await list('sort=validUntil&dir=asc')).promoCodes.map((row) => row.code);
    expect(byEnd.indexOf(second.code)).toBeLessThan(byEnd.indexOf(first.code));
    expect((await list('status=inactive')).promoCodes.every((row) => !row.activated)).toBe(true);
    expect((await test.app.inject({ url: '/api/admin/promo-codes?sort=owner', headers: { authorization: admin.bearer } })).statusCode).toBe(400);
  });
});

describe('the uses of a code', () => {
  it('counts the orders holding each code: none for a new one, beside one in use', async () => {
    const used = await newCode();
    expect((await checkout(await newBuyer(), used.code)).ok).toBe(true);
    const unused = await newCode({ maxUses: 1 });
    expect(unused.uses).toBe(0);
    const list = adminPromoCodesSchema.parse((await test.app.inject({ url: '/api/admin/promo-codes?sort=createdAt&dir=desc', headers: { authorization: admin.bearer } })).json());
    expect(list.promoCodes.find((row) => row.code === unused.code)?.uses).toBe(0);
    expect(list.promoCodes.find((row) => row.code === used.code)?.uses).toBe(1);
    const byUses = adminPromoCodesSchema.parse((await test.app.inject({ url: '/api/admin/promo-codes?sort=uses&dir=asc', headers: { authorization: admin.bearer } })).json());
    expect(byUses.promoCodes.find((row) => row.code === unused.code)?.uses).toBe(0);
  });
});
