import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { coinEntry } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { giftCardWithOrder } from '../../test/gift-cards-factory.ts';
import { countingDatabase } from '../../test/statement-count.ts';
import { giftCardKeyOf } from '../../config.ts';
import { rateLimiter } from '../../shared/rate-limit.ts';
import { claimCodeVault } from './claim-code-vault.ts';
import { redeemer } from './redeem.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const card = (options: Parameters<typeof giftCardWithOrder>[2] = {}) => giftCardWithOrder(test.db, test.app.services.giftCards, options);
let address = 0;
/** Each call from its own address, unless given: only the rate-limit tests share one. */
const redeem = (user: TestUser, code: string, headers: Record<string, string> = {}, remoteAddress = `10.1.${Math.floor(address / 250)}.${(address++ % 250) + 1}`) =>
  test.app.inject({ method: 'POST', url: '/api/gift-cards/redeem', headers: { authorization: user.bearer, ...headers }, payload: { code }, remoteAddress });

describe('POST /api/gift-cards/redeem', () => {
  it('credits a paid card once, its code typed in lower case without hyphen, and the history shows it masked', async () => {
    const user = await userWithSession(test.app, test.db);
    const { code, valueEurCents } = await card({ valueEurCents: 75_00 });
    const response = await redeem(user, code.toLowerCase().replace('-', ''));
    expect(response.statusCode, response.body).toBe(200);
    const masked = `GC-…${code.slice(-3)}`;
    expect(response.json()).toMatchObject({ coins: valueEurCents, balance: 75_00, giftCardCode: masked });

    const again = await redeem(user, code);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'gift_card_already_redeemed', message: 'This gift card has already been redeemed.' });

    const history = await test.app.inject({ url: '/api/me/coins', headers: { authorization: user.bearer } });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({ balance: 75_00, totalItems: 1, entries: [{ coins: 75_00, reason: 'gift_card', giftCardCode: masked, orderReference: null }] });
  });

  it('answers an unpaid card "not yet paid", and redeems it once its order is paid', async () => {
    const user = await userWithSession(test.app, test.db);
    const unpaid = await card({ paid: false });
    const refused = await redeem(user, unpaid.code, { cookie: 'lang=it_IT' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'gift_card_not_paid', message: 'Questa carta regalo non è ancora stata pagata. Potrai riscattarla appena arriverà il pagamento.' });
    await test.db.transaction((tx) => test.app.services.giftCards.orderPaid(tx, unpaid.orderId, 'payment_received_by_admin'));
    expect((await redeem(user, unpaid.code)).statusCode).toBe(200);
  });

  it('answers an unknown, malformed or cancelled code "code invalid", crediting nothing', async () => {
    const user = await userWithSession(test.app, test.db);
    const cancelled = await card({ paid: false });
    await test.db.transaction((tx) => test.app.services.giftCards.orderClosed(tx, cancelled.orderId, 'order_expired'));
    for (const code of ['GC-2222222', 'GC-1234567', 'hello', cancelled.code]) {
      const response = await redeem(user, code);
      expect(response.statusCode, code).toBe(404);
      expect(response.json()).toMatchObject({ code: 'gift_card_code_invalid' });
    }
    expect(await test.db.select().from(coinEntry).where(eq(coinEntry.userId, user.id))).toEqual([]);
  });

  it('limits attempts per account and per address: 429 with Retry-After', async () => {
    const user = await userWithSession(test.app, test.db);
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await redeem(user, 'GC-2222222')).statusCode).toBe(404);
    const limited = await redeem(user, 'GC-2222222');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Even a good code waits: the limit answers before the code is looked at.
    expect((await redeem(user, (await card()).code)).statusCode).toBe(429);

    const others = await Promise.all(Array.from({ length: 4 }, () => userWithSession(test.app, test.db)));
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await redeem(others[attempt % 4] as TestUser, 'GC-3333333', {}, '192.0.2.99')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('keeps no redeemable code in the database: a keyed hash, a sealed copy and the last three characters', async () => {
    const { id, code } = await card();
    const [row] = await test.db.execute<Record<string, unknown>>(sql`select row_to_json(g)::text as text from gift_card g where id = ${id}`).then((result) => (result as unknown as { rows: { text: string }[] }).rows);
    expect(row?.text).toBeDefined();
    expect(row?.text).not.toContain(code.slice(3));
    const [stored] = await test.db.select().from(giftCard).where(eq(giftCard.id, id));
    expect(stored?.codeLast).toBe(code.slice(-3));
    expect(test.app.services.giftCards.codeOf({ id, codeSealed: stored?.codeSealed ?? '' })).toBe(code);
  });

  it('needs a login', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/gift-cards/redeem', payload: { code: 'GC-2222222' } });
    expect(response.statusCode).toBe(401);
  });

  it('redeems in four statements once the limits are counted: the limits, the card, the balance, the ledger (issue 14’s p95 budget)', async () => {
    const user = await userWithSession(test.app, test.db);
    const { db, counts } = countingDatabase(test.db);
    const limits = rateLimiter(db);
    const redeemOf = redeemer(db, { vault: claimCodeVault(giftCardKeyOf(test.app.services.config)), limits });
    // The limiter's hourly purge runs at its first hit: counted from the second on.
    await limits.hit([{ key: `statement-count:${user.id}`, limit: 1, windowSeconds: 60 }]);
    const start = { ...counts };
    const { code, valueEurCents } = await card();
    const before = { ...counts };
    expect(before).toEqual(start);
    expect(await redeemOf(user.id, code, { ip: '192.0.2.44' })).toMatchObject({ coins: valueEurCents });
    const spent = Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, n - before[name as keyof typeof before]]));
    expect(spent).toEqual({ select: 0, insert: 2, update: 2, delete: 0, execute: 0 });
  });
});
