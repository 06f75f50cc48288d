import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSettingsSchema, type AdminSettings } from '@cicerone/core/contracts/admin-settings';
import { roles } from '@cicerone/core/roles';
import { adminAction } from '@cicerone/db/schema/admin';
import { currency, exchangeRate } from '@cicerone/db/schema/reference';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
// The admin who changes the settings, and a traveller who may not.
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  [admin, customer] = await Promise.all([userWithSession(test.app, test.db, { role: roles.admin }), userWithSession(test.app, test.db)]);
});
afterAll(() => test.close());

const send = (method: 'PUT' | 'DELETE', url: string, payload?: object, user: TestUser = admin) =>
  test.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { authorization: user.bearer } });

async function settings(): Promise<AdminSettings> {
  const response = await test.app.inject({ url: '/api/admin/settings', headers: { authorization: admin.bearer } });
  expect(response.statusCode, response.body).toBe(200);
  return adminSettingsSchema.parse(response.json());
}

/** The admin action lines about one language or currency, oldest first. */
const linesAbout = (subjectType: 'language' | 'currency', code: string) =>
  test.db
    .select({ action: adminAction.action, adminUserId: adminAction.adminUserId, before: adminAction.before, after: adminAction.after, detail: adminAction.detail })
    .from(adminAction)
    .where(and(eq(adminAction.subjectType, subjectType), eq(adminAction.subjectId, code)))
    .orderBy(adminAction.at);

const offeredCurrencies = async () => (await test.app.inject({ url: '/api/currencies?activated=true' })).json<{ code: string }[]>().map((row) => row.code);
const offeredLanguages = async () => (await test.app.inject({ url: '/api/languages?activated=true' })).json<{ code: string }[]>().map((row) => row.code);

describe('the settings page’s data', () => {
  it('lists every language and currency with its rate and bank account, and is for admins only', async () => {
    const answer = await settings();
    expect(answer.languages.find((language) => language.code === 'en_US')).toMatchObject({ activated: true, isDefault: true });
    const gbp = answer.currencies.find((row) => row.code === 'GBP');
    expect(gbp).toMatchObject({ activated: true, isDefault: false, override: null, bank: { iban: 'GB49DEMO99999900004242' } });
    expect(gbp?.refreshed?.rate).toBeGreaterThan(0);
    expect(answer.currencies[0]).toMatchObject({ code: 'EUR', isDefault: true });
    expect((await test.app.inject({ url: '/api/admin/settings', headers: { authorization: customer.bearer } })).statusCode).toBe(403);
  });
});

describe('offering languages and currencies', () => {
  it('stops offering a currency in the switcher and offers it again, one audit line each', async () => {
    const off = await send('PUT', '/api/admin/currencies/SEK', { activated: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(await offeredCurrencies()).not.toContain('SEK');
    // Unchanged: no write, no line.
    expect((await send('PUT', '/api/admin/currencies/SEK', { activated: false })).statusCode).toBe(200);
    expect((await send('PUT', '/api/admin/currencies/SEK', { activated: true })).statusCode).toBe(200);
    expect(await offeredCurrencies()).toContain('SEK');
    expect(await linesAbout('currency', 'SEK')).toEqual([
      { action: 'currency.deactivated', adminUserId: admin.id, before: { activated: true }, after: { activated: false }, detail: {} },
      { action: 'currency.activated', adminUserId: admin.id, before: { activated: false }, after: { activated: true }, detail: {} },
    ]);
  });

  it('stops offering a language and offers it again', async () => {
    expect((await send('PUT', '/api/admin/languages/it_IT', { activated: false })).statusCode).toBe(200);
    expect(await offeredLanguages()).not.toContain('it_IT');
    expect((await send('PUT', '/api/admin/languages/it_IT', { activated: true })).statusCode).toBe(200);
    expect(await offeredLanguages()).toContain('it_IT');
    expect((await linesAbout('language', 'it_IT')).map((line) => [line.action, line.after])).toEqual([
      ['language.deactivated', { activated: false }],
      ['language.activated', { activated: true }],
    ]);
  });

  it('never stops offering the default language or currency', async () => {
    const language = await send('PUT', '/api/admin/languages/en_US', { activated: false });
    expect([language.statusCode, language.json<{ code: string }>().code]).toEqual([409, 'language_is_default']);
    const money = await send('PUT', '/api/admin/currencies/EUR', { activated: false });
    expect([money.statusCode, money.json<{ code: string }>().code]).toEqual([409, 'currency_is_default']);
    expect(await offeredLanguages()).toContain('en_US');
    expect(await offeredCurrencies()).toContain('EUR');
    expect([...(await linesAbout('language', 'en_US')), ...(await linesAbout('currency', 'EUR'))]).toEqual([]);
  });

  it('never stops offering the last currency, even without a default one', async () => {
    const others = (await offeredCurrencies()).filter((code) => code !== 'EUR');
    await test.db.update(currency).set({ activated: false }).where(sql`${currency.code} in ${others}`);
    await test.db.update(currency).set({ isDefault: false }).where(eq(currency.code, 'EUR'));
    try {
      test.app.services.reference.forgetSettings();
      const last = await send('PUT', '/api/admin/currencies/EUR', { activated: false });
      expect([last.statusCode, last.json<{ code: string }>().code]).toEqual([409, 'last_currency']);
    } finally {
      await test.db.update(currency).set({ isDefault: true }).where(eq(currency.code, 'EUR'));
      await test.db.update(currency).set({ activated: true }).where(sql`${currency.code} in ${others}`);
      test.app.services.reference.forgetSettings();
    }
  });

  it('offers no currency without a rate, and answers 404 for an unknown code', async () => {
    // The seed rates every currency it knows: one loses its rates here, as a currency added later has none.
    const [noRate] = await test.db.select({ code: currency.code }).from(currency).where(eq(currency.activated, false)).limit(1);
    if (!noRate) throw new Error('the seed has no currency off the switcher');
    await test.db.delete(exchangeRate).where(eq(exchangeRate.currency, noRate.code));
    const refused = await send('PUT', `/api/admin/currencies/${noRate.code}`, { activated: true });
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([409, 'currency_without_rate']);
    expect((await send('PUT', '/api/admin/currencies/QQQ', { activated: true })).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/languages/xx_XX', { activated: true })).statusCode).toBe(404);
  });
});

describe('an admin’s exchange rate', () => {
  it('stands over the refreshed rate for every price until removed, with who and when', async () => {
    const before = (await test.app.inject({ url: '/api/exchange-rates/USD' })).json<{ rate: number; date: string }>();
    const set = await send('PUT', '/api/admin/exchange-rates/USD', { rate: 1.5 });
    expect(set.statusCode, set.body).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect((await test.app.inject({ url: '/api/exchange-rates/USD' })).json()).toMatchObject({ rate: 1.5, date: today });
    const usd = (await settings()).currencies.find((row) => row.code === 'USD');
    expect(usd?.override).toMatchObject({ rate: 1.5, setBy: admin.email });
    expect(usd?.refreshed?.rate).toBe(before.rate);

    expect((await send('PUT', '/api/admin/exchange-rates/USD', { rate: '1.25' })).statusCode).toBe(200);
    expect((await send('DELETE', '/api/admin/exchange-rates/USD')).statusCode).toBe(200);
    expect((await test.app.inject({ url: '/api/exchange-rates/USD' })).json()).toMatchObject(before);
    expect((await send('DELETE', '/api/admin/exchange-rates/USD')).statusCode).toBe(404);

    expect((await linesAbout('currency', 'USD')).map((line) => [line.action, line.before, line.after])).toEqual([
      ['exchange_rate.overridden', { overrideRate: null }, { overrideRate: 1.5 }],
      ['exchange_rate.overridden', { overrideRate: 1.5 }, { overrideRate: 1.25 }],
      ['exchange_rate.override_removed', { overrideRate: 1.25 }, { overrideRate: null }],
    ]);
  });

  it('changes the prices of the tour lists and pages at once, not after the catalogue’s cache time', async () => {
    const tour = await createTour(test.db);
    const listed = async () => {
      const list = (await test.app.inject({ url: `/api/tours?currency=CAD&q=${encodeURIComponent(tour.title)}` })).json<{ tours: { id: number; price: { amount: number } | null }[] }>();
      return list.tours.find((card) => card.id === tour.id)?.price?.amount;
    };
    const detailed = async () => (await test.app.inject({ url: `/api/tour/${tour.id}?currency=CAD` })).json<{ prices: { price: { amount: number } }[] }>().prices[0]?.price.amount;
    const [listBefore, pageBefore] = [await listed(), await detailed()];
    expect(listBefore).toBeGreaterThan(0);
    const { rate } = (await test.app.inject({ url: '/api/exchange-rates/CAD' })).json<{ rate: number }>();

    expect((await send('PUT', '/api/admin/exchange-rates/CAD', { rate: rate * 3 })).statusCode).toBe(200);
    expect((await listed()) ?? 0).toBeCloseTo((listBefore ?? 0) * 3, -1);
    expect((await detailed()) ?? 0).toBeCloseTo((pageBefore ?? 0) * 3, -1);
    expect((await send('DELETE', '/api/admin/exchange-rates/CAD')).statusCode).toBe(200);
    expect(await listed()).toBe(listBefore);
  });

  it('refuses a rate that is no rate, and EUR’s', async () => {
    for (const rate of [0, -2, 'abc', 1e9]) expect((await send('PUT', '/api/admin/exchange-rates/JPY', { rate })).statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/exchange-rates/EUR', { rate: 2 })).statusCode).toBe(409);
    expect(await linesAbout('currency', 'JPY')).toEqual([]);
  });
});

describe('bank accounts per currency', () => {
  const account = { accountHolder: 'Cicerone Tours SAS', bankName: 'Demo Bank plc (London)', iban: 'gb82 west 1234 5698 7654 32', bic: 'westgb2l' };

  it('changes what transfers in a currency are paid into, the line keeping only what moved', async () => {
    const changed = await send('PUT', '/api/admin/bank-information/GBP', account);
    expect(changed.statusCode, changed.body).toBe(200);
    const shown = (await test.app.inject({ url: '/api/cicerone-bank-information?currency=GBP' })).json();
    expect(shown).toMatchObject({ currency: 'GBP', iban: 'GB82WEST12345698765432', bic: 'WESTGB2L' });
    expect((await send('PUT', '/api/admin/bank-information/GBP', account)).statusCode).toBe(200);
    expect(await linesAbout('currency', 'GBP')).toEqual([
      {
        action: 'bank_information.changed',
        adminUserId: admin.id,
        before: { iban: 'GB49DEMO99999900004242', bic: 'DEMOGB2LXXX' },
        after: { iban: 'GB82WEST12345698765432', bic: 'WESTGB2L' },
        detail: {},
      },
    ]);
  });

  it('refuses an IBAN or BIC that is not one', async () => {
    const bad = await send('PUT', '/api/admin/bank-information/CHF', { ...account, iban: 'CH00 1234' });
    expect(bad.statusCode).toBe(400);
    expect((await send('PUT', '/api/admin/bank-information/CHF', { ...account, bic: 'X' })).statusCode).toBe(400);
    expect(await linesAbout('currency', 'CHF')).toEqual([]);
  });
});
