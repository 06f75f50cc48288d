import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { address } from '@cicerone/db/schema/accounts';
import type { Address } from '@cicerone/core/contracts/account-addresses';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const home = { street: '10 Downing Street', zip: 'SW1A 2AA', city: 'London', country: 'gb' };
const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  test.app.inject({ method, url, headers: { authorization: user.bearer }, ...(payload ? { payload } : {}) });
const create = async (user: TestUser, payload: object = home): Promise<Address> => {
  const response = await call(user, 'POST', '/api/addresses', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const list = async (user: TestUser): Promise<Address[]> => (await call(user, 'GET', `/api/user/${user.id}/addresses`)).json();
const primaries = async (userId: string) =>
  test.db.select({ id: address.id }).from(address).where(and(eq(address.userId, userId), eq(address.isPrimary, true), eq(address.activated, true)));

describe('addresses', () => {
  it('creates, lists (primary first), edits and removes', async () => {
    const user = await userWithSession(test.app, test.db);
    const first = await create(user, { ...home, streetComplementary: '', state: ' ', companyName: 'HM Government' });
    expect(first).toEqual({
      uuid: expect.any(String),
      activated: true,
      isPrimary: true,
      street: '10 Downing Street',
      streetComplementary: null,
      zip: 'SW1A 2AA',
      state: null,
      city: 'London',
      country: 'GB',
      companyName: 'HM Government',
    });
    const second = await create(user, { street: '1 Rue de Rivoli', zip: '75001', city: 'Paris', country: 'FR' });
    expect(second.isPrimary).toBe(false);
    expect((await list(user)).map((row) => row.uuid)).toEqual([first.uuid, second.uuid]);

    const edited = await call(user, 'PUT', `/api/addresses/${second.uuid}/edit-address`, { street: '2 Rue de Rivoli', zip: '75004', city: 'Paris', country: 'FR', state: 'Île-de-France' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ uuid: second.uuid, street: '2 Rue de Rivoli', state: 'Île-de-France', isPrimary: false });

    const removed = await call(user, 'DELETE', `/api/addresses/${second.uuid}/remove-address`);
    expect(removed.statusCode).toBe(200);
    expect((await list(user)).map((row) => row.uuid)).toEqual([first.uuid]);
    const [row] = await test.db.select().from(address).where(eq(address.id, second.uuid));
    expect(row?.activated).toBe(false);
    // Removing twice: it is no longer there.
    expect((await call(user, 'DELETE', `/api/addresses/${second.uuid}/remove-address`)).statusCode).toBe(404);
  });

  it('promotes the newest remaining address when the primary one is removed', async () => {
    const user = await userWithSession(test.app, test.db);
    const first = await create(user);
    const second = await create(user);
    const third = await create(user);
    await call(user, 'DELETE', `/api/addresses/${first.uuid}/remove-address`);
    const remaining = await list(user);
    expect(remaining.map((row) => [row.uuid, row.isPrimary])).toEqual([
      [third.uuid, true],
      [second.uuid, false],
    ]);
  });

  it('set-primary leaves exactly one primary, even with two clicks at once', async () => {
    const user = await userWithSession(test.app, test.db);
    const [a, b, c] = [await create(user), await create(user), await create(user)];
    const set = await call(user, 'PUT', `/api/addresses/${b!.uuid}/set-primary`);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ uuid: b!.uuid, isPrimary: true });
    expect((await list(user))[0]?.uuid).toBe(b!.uuid);
    expect(await primaries(user.id)).toEqual([{ id: b!.uuid }]);

    const answers = await Promise.all([
      call(user, 'PUT', `/api/addresses/${a!.uuid}/set-primary`),
      call(user, 'PUT', `/api/addresses/${c!.uuid}/set-primary`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const after = await primaries(user.id);
    expect(after).toHaveLength(1);
    expect([a!.uuid, c!.uuid]).toContain(after[0]?.id);

    // On PostgreSQL (TEST_DATABASE_URL) these rounds fail without the account lock: the loser meets the unique index.
    for (let round = 0; round < 10; round += 1) {
      const all = await Promise.all([a, b, c].map((row) => call(user, 'PUT', `/api/addresses/${row!.uuid}/set-primary`)));
      expect(all.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(await primaries(user.id)).toHaveLength(1);
    }
  });

  it("answers 404 for another person's address and changes nothing", async () => {
    const [owner, intruder] = await Promise.all([userWithSession(test.app, test.db), userWithSession(test.app, test.db)]);
    const theirs = await create(owner);
    const mine = await create(intruder);
    const attempts = [
      call(intruder, 'PUT', `/api/addresses/${theirs.uuid}/edit-address`, { ...home, street: 'Hijacked' }),
      call(intruder, 'DELETE', `/api/addresses/${theirs.uuid}/remove-address`),
      call(intruder, 'PUT', `/api/addresses/${theirs.uuid}/set-primary`),
      call(intruder, 'PUT', '/api/addresses/00000000-0000-4000-8000-000000000000/set-primary'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'address_not_found', message: 'We could not find this address.' });
    }
    expect(await list(owner)).toEqual([theirs]);
    // The failed set-primary rolled back: the intruder's own primary is still there.
    expect(await primaries(intruder.id)).toEqual([{ id: mine.uuid }]);
    expect((await call(intruder, 'GET', `/api/user/${owner.id}/addresses`)).statusCode).toBe(403);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    expect((await call(admin, 'GET', `/api/user/${owner.id}/addresses`)).json()).toEqual([theirs]);
  });

  it('refuses missing fields and unknown countries', async () => {
    const user = await userWithSession(test.app, test.db);
    const missing = await call(user, 'POST', '/api/addresses', { ...home, street: ' ' });
    expect(missing.statusCode).toBe(400);
    // Named by its form's label, not its code name.
    expect(missing.json().message).toContain('Street and number');
    const unknown = await call(user, 'POST', '/api/addresses', { ...home, country: 'QQ' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('invalid_country');
    expect(await list(user)).toEqual([]);
    expect((await call(user, 'PUT', '/api/addresses/not-a-uuid/set-primary')).statusCode).toBe(400);
  });
});
