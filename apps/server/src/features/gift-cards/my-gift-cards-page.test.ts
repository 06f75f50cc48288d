import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { giftCardWithOrder } from '../../test/gift-cards-factory.ts';
import { visibleText } from '../../test/page-text.ts';
import { createTestSite } from '../../test/site.ts';

/**
 * The buyer's gift cards as a page: every instant on one clock, the company's (decision 0007), whatever
 * zone the buyer scheduled a card in: a card sent now and one scheduled from London read alike.
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let buyer: TestUser;

beforeAll(async () => {
  site = await createTestSite();
  buyer = await userWithSession(site.app, site.db);
  await giftCardWithOrder(site.db, site.app.services.giftCards, { buyerId: buyer.id });
  const later = new Date(Date.now() + 7 * 86_400_000);
  await giftCardWithOrder(site.db, site.app.services.giftCards, { buyerId: buyer.id, card: { sendAt: later, sendTimeZone: 'UTC' } });
  await giftCardWithOrder(site.db, site.app.services.giftCards, { buyerId: buyer.id, card: { sendAt: later, sendTimeZone: 'Europe/London' } });
}, 120_000);
afterAll(() => site.close());

describe('/my-gift-cards', () => {
  it.each([
    ['it_IT', 'GBP', /\(ora di [^)]+\)/gu, '(ora di Parigi)'],
    ['en_US', 'USD', /\([^()]+ time\)/gu, '(Paris time)'],
  ])('in %s names the company’s clock on every card', async (locale, currency, clocks, paris) => {
    const response = await site.app.inject({ method: 'GET', url: `/${locale}/${currency}/my-gift-cards`, cookies: { access_token: buyer.accessToken } });
    expect(response.statusCode).toBe(200);
    const named = visibleText(response.body).match(clocks) ?? [];
    expect(named).toHaveLength(3);
    expect(new Set(named)).toEqual(new Set([paris]));
  }, 120_000);
});
