import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payoutMethod } from '@cicerone/db/schema/accounts';
import type { PayoutMethod } from '@cicerone/core/contracts/account-payouts';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../../test/app.ts';
import { userWithSession, type TestUser } from '../../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const german = {
  kind: 'bank_account',
  accountHolder: 'Anna Schmidt',
  bankCountry: 'de',
  bankName: 'Commerzbank',
  iban: 'de89 3704 0044 0532 0130 00',
  currency: 'eur',
};
const paypal = { kind: 'paypal', paypalEmail: ' Guide@Example.com ' };

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { authorization: user.bearer }, ...(payload ? { payload } : {}) });
const create = async (user: TestUser, payload: object): Promise<PayoutMethod> => {
  const response = await call(user, 'POST', '/api/user/bank-account', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const list = async (user: TestUser): Promise<PayoutMethod[]> => (await call(user, 'GET', '/api/me/bank-account')).json();
const guide = () => userWithSession(test.app, test.db, { role: roles.guide });

describe('payout methods', () => {
  it('stores a bank account in electronic form; the first method is primary', async () => {
    const user = await guide();
    const bank = await create(user, { ...german, swiftBic: 'coba de ff xxx' });
    expect(bank).toEqual({
      id: expect.any(String),
      kind: 'bank_account',
      isPrimary: true,
      paypalEmail: null,
      accountHolder: 'Anna Schmidt',
      bankCountry: 'DE',
      bankName: 'Commerzbank',
      iban: 'DE89370400440532013000',
      accountNumber: null,
      swiftBic: 'COBADEFFXXX',
      routingNumber: null,
      branchCode: null,
      bankCode: null,
      currency: 'EUR',
    });
    const second = await create(user, paypal);
    expect(second).toMatchObject({ kind: 'paypal', isPrimary: false, paypalEmail: 'guide@example.com', iban: null, currency: null });
    expect((await list(user)).map((method) => method.id)).toEqual([bank.id, second.id]);
  });

  it('editing a method makes it primary and clears the others; deactivating removes it', async () => {
    const user = await guide();
    const bank = await create(user, german);
    const pal = await create(user, paypal);
    const edited = await call(user, 'PUT', `/api/me/bank-account/${pal.id}`, { kind: 'paypal', paypalEmail: 'new@example.com', currency: 'usd' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: pal.id, isPrimary: true, paypalEmail: 'new@example.com', currency: 'USD' });
    expect((await list(user)).map((method) => [method.id, method.isPrimary])).toEqual([
      [pal.id, true],
      [bank.id, false],
    ]);

    // Turned into a bank account, nothing of the PayPal details remains.
    const turned = await call(user, 'PUT', `/api/me/bank-account/${pal.id}`, { ...german, accountHolder: 'Anna S.' });
    expect(turned.json()).toMatchObject({ kind: 'bank_account', paypalEmail: null, accountHolder: 'Anna S.', isPrimary: true });

    const off = await call(user, 'PUT', `/api/me/bank-account/${pal.id}/deactivate`);
    expect(off.statusCode).toBe(200);
    const remaining = await list(user);
    expect(remaining.map((method) => [method.id, method.isPrimary])).toEqual([[bank.id, true]]);
    expect((await call(user, 'PUT', `/api/me/bank-account/${pal.id}/deactivate`)).statusCode).toBe(404);
  });

  it('refuses bad IBANs, BICs, countries and currencies', async () => {
    const user = await guide();
    const cases: [object, string][] = [
      [{ ...german, iban: 'DE00 1234' }, 'invalid_iban'],
      [{ ...german, iban: 'DE89 3704 0044 0532 0130 01' }, 'invalid_iban'],
      [{ ...german, swiftBic: 'COBA12' }, 'invalid_bic'],
      [{ ...german, iban: 'FR14 2004 1010 0505 0001 3M02 606' }, 'iban_country_mismatch'],
      [{ ...german, bankCountry: 'QQ', swiftBic: 'COBADEFF' }, 'invalid_country'],
      [{ ...german, currency: 'QQQ' }, 'invalid_currency'],
    ];
    for (const [payload, code] of cases) {
      const response = await call(user, 'POST', '/api/user/bank-account', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code, JSON.stringify(payload)).toBe(code);
    }
    expect((await call(user, 'POST', '/api/user/bank-account', { ...german, iban: 'DE00 1234' })).json().message).toBe(
      'This IBAN is not valid. Check the country code and the digits.',
    );
    expect(await list(user)).toEqual([]);
  });

  it("asks for what the bank's country needs", async () => {
    const user = await guide();
    const fieldError = async (payload: object, field: string) => {
      const response = await call(user, 'POST', '/api/user/bank-account', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('validation_failed');
      expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
    };
    await fieldError({ ...german, iban: '' }, 'iban');
    // Outside SEPA the BIC routes the transfer; in the US the routing number too.
    const us = { kind: 'bank_account', accountHolder: 'Sam Guide', bankCountry: 'US', bankName: 'Chase', currency: 'USD', swiftBic: 'CHASUS33', accountNumber: '000123456789' };
    // Outside the IBAN registry, the account number is what the money is paid into.
    await fieldError({ ...us, accountNumber: undefined, routingNumber: '021000021' }, 'accountNumber');
    await fieldError({ ...us, accountNumber: '12', routingNumber: '021000021' }, 'accountNumber');
    await fieldError({ ...us, swiftBic: undefined, routingNumber: '021000021' }, 'swiftBic');
    await fieldError(us, 'routingNumber');
    await fieldError({ ...us, routingNumber: '1234' }, 'routingNumber');
    await fieldError({ kind: 'cheque' }, 'kind');
    await fieldError({ kind: 'paypal', paypalEmail: 'not-an-address' }, 'paypalEmail');
    expect(await create(user, { ...us, routingNumber: '021000021' })).toMatchObject({ bankCountry: 'US', iban: null, accountNumber: '000123456789', routingNumber: '021000021' });
  });

  it("answers 404 for another guide's method and keeps customers out", async () => {
    const [owner, intruder] = await Promise.all([guide(), guide()]);
    const theirs = await create(owner, german);
    for (const response of await Promise.all([
      call(intruder, 'PUT', `/api/me/bank-account/${theirs.id}`, paypal),
      call(intruder, 'PUT', `/api/me/bank-account/${theirs.id}/deactivate`),
    ])) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('payout_method_not_found');
    }
    const [row] = await test.db.select().from(payoutMethod).where(eq(payoutMethod.id, theirs.id));
    expect(row).toMatchObject({ activated: true, isPrimary: true, kind: 'bank_account', iban: 'DE89370400440532013000' });

    const customer = await userWithSession(test.app, test.db);
    expect((await call(customer, 'GET', '/api/me/bank-account')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/api/user/bank-account', paypal)).statusCode).toBe(403);
  });
});
