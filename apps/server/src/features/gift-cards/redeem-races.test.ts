import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '@cicerone/core/errors';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { coinEntry } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser } from '../../test/accounts-factory.ts';
import { paidGiftCards } from '../../test/gift-cards-factory.ts';
import { bookableTour, dayAhead, orderItem, sessionUserOf } from '../../test/orders-factory.ts';

/**
 * Requirements §screens.redeem, "never twice": the redeem is decided by the card row's lock and the machine, on PGlite
 * and on PostgreSQL (TEST_DATABASE_URL), where each redeem is its own connection. Through the
 * services, each attempt from its own account and address, so that only the races are measured.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const codeOf = (error: unknown) => (error instanceof AppError ? error.code : String(error));

async function ledgerOf(userId: string): Promise<{ balance: number; sum: number }> {
  const result = await test.db.execute(
    sql`select u.coin_balance as balance, (select coalesce(sum(e.amount), 0)::int from coin_entry e where e.user_id = u.id) as sum from app_user u where u.id = ${userId}`,
  );
  return (result as unknown as { rows: { balance: number; sum: number }[] }).rows[0] ?? { balance: NaN, sum: NaN };
}

describe('redeem races', () => {
  it('20 paid cards × 50 concurrent redeems by different accounts: one success per card, 20 credits, the rest "already redeemed"', async () => {
    const cards = await paidGiftCards(test.db, test.app.services.giftCards, 20, 40_00);
    const users: { id: string }[] = [];
    for (let index = 0; index < 50 * cards.length; index += 1) users.push(await insertUser(test.db));
    const attempts = cards.flatMap((card, c) =>
      Array.from({ length: 50 }, (_, u) => {
        const n = c * 50 + u;
        const user = users[n] as { id: string };
        return test.app.services.giftCards.redeem(user.id, card.code, { ip: `10.${Math.floor(n / 250)}.${n % 250}.7` }).then(
          () => ({ card: card.id, user: user.id, result: 'redeemed' }),
          (error: unknown) => ({ card: card.id, user: user.id, result: codeOf(error) }),
        );
      }),
    );
    const results = await Promise.all(attempts);
    const winners = results.filter((attempt) => attempt.result === 'redeemed');
    expect(new Set(winners.map((attempt) => attempt.card)).size).toBe(20);
    expect(winners).toHaveLength(20);
    expect(results.filter((attempt) => attempt.result !== 'redeemed').every((attempt) => attempt.result === 'gift_card_already_redeemed')).toBe(true);

    const credits = await test.db.select().from(coinEntry).where(eq(coinEntry.reason, 'gift_card'));
    expect(credits).toHaveLength(20);
    const redeemed = await test.db.select({ id: giftCard.id, status: giftCard.status, by: giftCard.redeemedBy }).from(giftCard);
    for (const winner of winners) {
      expect(redeemed.find((card) => card.id === winner.card)).toMatchObject({ status: 'redeemed', by: winner.user });
      expect(await ledgerOf(winner.user)).toEqual({ balance: 40_00, sum: 40_00 });
    }
  });

  it('redeems while the same account spends its coins at checkout: the ledger always sums to the balance, never below zero', async () => {
    const tour = await bookableTour(test.db, 1000);
    const user = await insertUser(test.db);
    // Nine: fewer than the account's redeem limit (redeem.ts), which is not what this measures. The
    // first is redeemed before the race, so that checkouts have coins to take whichever runs first.
    const [first, ...cards] = await paidGiftCards(test.db, test.app.services.giftCards, 9, 45_00);
    await test.app.services.giftCards.redeem(user.id, first?.code ?? '', { ip: '10.200.0.100' });
    const buyer = sessionUserOf(user);
    let running = true;
    const samples: { balance: number; sum: number }[] = [];
    // Read in one statement (one snapshot) again and again while the two kinds of transaction race.
    const watcher = (async () => {
      while (running) {
        samples.push(await ledgerOf(user.id));
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
    })();
    const redeems = cards.map((card, index) => test.app.services.giftCards.redeem(user.id, card.code, { ip: `10.200.0.${index + 1}` }).then(() => 'redeemed', codeOf));
    const orders = Array.from({ length: 12 }, (_, index) =>
      test.app.services.orders
        .createOrder(buyer, { currency: 'EUR', locale: 'en_US', paymentMethod: 'card', useMaxCoins: true, items: [orderItem(tour.id, dayAhead(10 + index))] })
        .then((order) => order.coinsEurCents, codeOf),
    );
    const [redeemed, spent] = await Promise.all([Promise.all(redeems), Promise.all(orders)]);
    running = false;
    await watcher;

    expect(redeemed).toEqual(cards.map(() => 'redeemed'));
    expect(spent.every((coins) => typeof coins === 'number'), String(spent)).toBe(true);
    const totalSpent = (spent as number[]).reduce((sum, coins) => sum + coins, 0);
    expect(totalSpent).toBeGreaterThan(0);
    expect(await ledgerOf(user.id)).toEqual({ balance: 9 * 45_00 - totalSpent, sum: 9 * 45_00 - totalSpent });
    expect(samples.length).toBeGreaterThan(0);
    for (const sample of samples) {
      expect(sample.sum).toBe(sample.balance);
      expect(sample.balance).toBeGreaterThanOrEqual(0);
    }
    // Every coin spent names its order in the history.
    const history = await test.app.services.coins.of(user.id, { page: 1, pageSize: 100 });
    const debits = history.entries.filter((entry) => entry.reason === 'checkout');
    for (const entry of debits) expect(entry.orderReference).toMatch(/^CIC-/);
    expect(history.entries.filter((entry) => entry.reason === 'gift_card')).toHaveLength(9);
    expect(history.totalItems).toBe(9 + debits.length);
  });
});
