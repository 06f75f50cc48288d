import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserDetail, AdminUsers } from '@cicerone/core/contracts/admin-users';
import { roles, type Role } from '@cicerone/core/roles';
import { appUser } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { coinEntry } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userSearch } from './admin-user-queries.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let superAdmin: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  superAdmin = await userWithSession(test.app, test.db, { role: roles.superAdmin });
});
afterAll(() => test.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (user: TestUser | null, method: Method, url: string, payload?: object, language = 'en_US') =>
  test.app.inject({ method, url: `/api/admin/users${url}`, headers: { ...(user ? { authorization: user.bearer } : {}), cookie: `lang=${language}` }, ...(payload ? { payload } : {}) });
const auditOf = (userId: string) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'user'), eq(adminAction.subjectId, userId)));
const me = (user: TestUser) => test.app.inject({ url: '/api/me', headers: { authorization: user.bearer } });
const adjustment = (values: Partial<{ direction: string; amountEurCents: number; reason: string; key: string }> = {}) => ({ direction: 'credit', amountEurCents: 25_00, reason: 'Apology for a late guide', key: randomUUID(), ...values });

describe('GET /api/admin/users', () => {
  it('finds a user by the start of their e-mail (any case) or part of their name, filtered by role and status, sorted and paged', async () => {
    const tag = randomUUID().slice(0, 8);
    const guide = await insertUser(test.db, { role: roles.guide, email: `zed.${tag}@example.com`, firstName: `Ottoline${tag}` });
    const customer = await insertUser(test.db, { email: `amy.${tag}@example.com`, firstName: `Ottoline${tag}` });
    const byEmail = (await call(admin, 'GET', `?q=${encodeURIComponent(`ZED.${tag}@`)}`)).json<AdminUsers>();
    expect(byEmail.users.map((user) => user.id)).toEqual([guide.id]);
    const byName = (await call(admin, 'GET', `?q=ottoline${tag}&sort=email&dir=asc`)).json<AdminUsers>();
    expect(byName.users.map((user) => user.id)).toEqual([customer.id, guide.id]);
    expect(byName).toMatchObject({ totalItems: 2, totalPages: 1, currentPage: 1 });
    expect((await call(admin, 'GET', `?q=ottoline${tag}&role=3`)).json<AdminUsers>().users.map((user) => user.id)).toEqual([guide.id]);
    expect((await call(admin, 'GET', `?q=ottoline${tag}&status=deactivated`)).json<AdminUsers>().users).toEqual([]);
    // A % or _ typed in the search is a character, not a wildcard.
    expect((await call(admin, 'GET', '?q=%25')).json<AdminUsers>().users).toEqual([]);
    expect((await call(admin, 'GET', `?q=${encodeURIComponent(`zed_${tag}`)}`)).json<AdminUsers>().users).toEqual([]);
    expect((await call(admin, 'GET', '?sort=password')).statusCode).toBe(400);
  });

  it('finds a user by any part of their e-mail or name ("tanaka" finds yuki.tanaka@…), through the trigram index', async () => {
    const tag = randomUUID().slice(0, 8);
    const yuki = await insertUser(test.db, { email: `yuki.tanaka${tag}@example.jp`, firstName: `Mori${tag}` });
    expect((await call(admin, 'GET', `?q=tanaka${tag}`)).json<AdminUsers>().users.map((user) => user.id)).toEqual([yuki.id]);
    expect((await call(admin, 'GET', `?q=${encodeURIComponent(`TANAKA${tag}@EXAMPLE`)}`)).json<AdminUsers>().users.map((user) => user.id)).toEqual([yuki.id]);
    expect((await call(admin, 'GET', `?q=ori${tag}`)).json<AdminUsers>().users.map((user) => user.id)).toEqual([yuki.id]);
    // The planner's path without a sequential scan reads the trigram index, whatever the table's size.
    const plan = await test.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain select ${appUser.id} from ${appUser} where ${userSearch(`tanaka${tag}`)}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toContain('app_user_search_trgm_idx');
  });

  it('answers one user with their coins, sessions and logins; 404 for an unknown id', async () => {
    const customer = await userWithSession(test.app, test.db);
    const detail = await call(admin, 'GET', `/${customer.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<AdminUserDetail>();
    expect(body.user).toMatchObject({ uuid: customer.id, email: customer.email, status: 'active' });
    expect(body.sessions).toHaveLength(1);
    expect(body.logins.totalRecords).toBe(1);
    expect(body).toMatchObject({ bookings: [], orders: [], coins: { balance: 0, totalItems: 0 } });
    expect((await call(admin, 'GET', `/${randomUUID()}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/users/:id/role', () => {
  it('lets an admin make a customer a guide, with one audit line of the role before and after', async () => {
    const customer = await insertUser(test.db);
    const response = await call(admin, 'PUT', `/${customer.id}/role`, { role: roles.guide });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: customer.id, role: roles.guide } });
    expect(await auditOf(customer.id)).toEqual([expect.objectContaining({ adminUserId: admin.id, action: 'user.role_changed', before: { role: 4 }, after: { role: 3 } })]);
  });

  it('refuses an admin making an admin or changing one (403, in the admin’s language), and changes nothing', async () => {
    const customer = await insertUser(test.db);
    const refused = await call(admin, 'PUT', `/${customer.id}/role`, { role: roles.admin }, 'fr_FR');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'admin_role_super_admin_only' });
    expect(refused.json<{ message: string }>().message).toBe('Seul un super administrateur peut nommer, modifier ou retirer un administrateur.');
    const otherAdmin = await insertUser(test.db, { role: roles.admin });
    expect((await call(admin, 'PUT', `/${otherAdmin.id}/role`, { role: roles.customer })).statusCode).toBe(403);
    expect((await call(admin, 'POST', `/${otherAdmin.id}/deactivate`)).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/${superAdmin.id}/role`, { role: roles.customer })).statusCode).toBe(403);
    const [row] = await test.db.select({ role: appUser.role }).from(appUser).where(eq(appUser.id, customer.id));
    expect(row?.role).toBe(roles.customer);
    expect([...(await auditOf(customer.id)), ...(await auditOf(otherAdmin.id))]).toEqual([]);
  });

  it('lets a super admin make and unmake an admin, but not change their own account', async () => {
    const customer = await insertUser(test.db);
    expect((await call(superAdmin, 'PUT', `/${customer.id}/role`, { role: roles.admin })).statusCode).toBe(200);
    expect((await call(superAdmin, 'PUT', `/${customer.id}/role`, { role: roles.customer })).statusCode).toBe(200);
    expect((await auditOf(customer.id)).map((line) => [line.before, line.after])).toEqual(
      expect.arrayContaining([
        [{ role: 4 }, { role: 2 }],
        [{ role: 2 }, { role: 4 }],
      ]),
    );
    expect((await call(superAdmin, 'PUT', `/${superAdmin.id}/role`, { role: roles.admin })).json()).toMatchObject({ code: 'own_account_refused' });
  });

  it('keeps one super admin when two of them remove each other at once', async () => {
    const first = await insertUser(test.db, { role: roles.superAdmin });
    const second = await insertUser(test.db, { role: roles.superAdmin });
    // Every other super admin of this file steps down first, so these two are the last.
    await test.db.update(appUser).set({ role: roles.admin }).where(and(eq(appUser.role, roles.superAdmin), eq(appUser.id, superAdmin.id)));
    const actor = (id: string) => ({ id, role: roles.superAdmin as Role });
    const outcomes = await Promise.allSettled([
      test.app.services.adminUsers.changeRole(actor(first.id), second.id, roles.admin),
      test.app.services.adminUsers.deactivate(actor(second.id), first.id),
    ]);
    await test.db.update(appUser).set({ role: roles.superAdmin }).where(eq(appUser.id, superAdmin.id));
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((outcome) => outcome.status === 'rejected')).toMatchObject({ reason: { code: 'last_super_admin' } });
  });
});

describe('deactivating and reactivating', () => {
  it('ends every session at once (the next request with an old access token is refused), refuses the login, and logs it once; reactivation lets them in again', async () => {
    const customer = await userWithSession(test.app, test.db);
    expect((await me(customer)).statusCode).toBe(200);
    const response = await call(admin, 'POST', `/${customer.id}/deactivate`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ user: { status: 'deactivated' } });
    expect((await me(customer)).statusCode).toBe(401);
    const refresh = await test.app.inject({ method: 'POST', url: '/api/user/refresh-token', payload: { refreshToken: customer.refreshToken } });
    expect(refresh.statusCode).toBe(401);
    const login = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: customer.password }, remoteAddress: '10.9.9.1' });
    expect(login.json()).toMatchObject({ code: 'account_deactivated' });
    expect((await call(admin, 'POST', `/${customer.id}/deactivate`)).json()).toMatchObject({ code: 'account_already_deactivated' });
    expect(await auditOf(customer.id)).toEqual([expect.objectContaining({ action: 'user.deactivated', before: { status: 'active' }, after: { status: 'deactivated' } })]);

    expect((await call(admin, 'POST', `/${customer.id}/reactivate`)).statusCode).toBe(200);
    const again = await test.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: customer.email, password: customer.password }, remoteAddress: '10.9.9.2' });
    expect(again.statusCode).toBe(200);
    expect((await auditOf(customer.id)).map((line) => line.action).sort()).toEqual(['user.deactivated', 'user.reactivated']);
  });

  it('gives no access to a session opened in a race with the deactivation', async () => {
    const customer = await insertUser(test.db);
    expect((await call(admin, 'POST', `/${customer.id}/deactivate`)).statusCode).toBe(200);
    // A login that had checked the account just before it was deactivated still opens its session after.
    const { tokens } = await test.app.services.sessions.start(customer.id);
    expect(await test.app.services.sessions.authenticate(tokens.accessToken)).toBeNull();
    expect((await test.app.services.sessions.rotate(tokens.refreshToken)).kind).toBe('invalid');
  });
});

describe('POST /api/admin/users/:id/coins', () => {
  it('credits and debits through the ledger with the reason, never below zero, one audit line each', async () => {
    const customer = await insertUser(test.db);
    const credited = await call(admin, 'POST', `/${customer.id}/coins`, adjustment({ amountEurCents: 30_00 }));
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json()).toMatchObject({ user: { coins: 30_00 } });
    expect((await call(admin, 'POST', `/${customer.id}/coins`, adjustment({ direction: 'debit', amountEurCents: 10_00, reason: 'Duplicate credit' }))).json()).toMatchObject({ user: { coins: 20_00 } });
    const tooMuch = await call(admin, 'POST', `/${customer.id}/coins`, adjustment({ direction: 'debit', amountEurCents: 20_01 }));
    expect(tooMuch.json()).toMatchObject({ code: 'insufficient_coins' });
    expect((await call(admin, 'POST', `/${customer.id}/coins`, adjustment({ reason: '  ' }))).statusCode).toBe(400);

    const entries = await test.db.select().from(coinEntry).where(eq(coinEntry.userId, customer.id));
    expect(entries.map((entry) => [entry.amount, entry.reason, entry.note]).sort()).toEqual([
      [-10_00, 'adjustment', 'Duplicate credit'],
      [30_00, 'adjustment', 'Apology for a late guide'],
    ]);
    expect((await auditOf(customer.id)).map((line) => [line.action, line.before, line.after])).toEqual(
      expect.arrayContaining([
        ['user.coins_adjusted', { coinBalance: 0 }, { coinBalance: 30_00 }],
        ['user.coins_adjusted', { coinBalance: 30_00 }, { coinBalance: 20_00 }],
      ]),
    );
    expect(await auditOf(customer.id)).toHaveLength(2);
  });

  it('refuses an admin crediting or debiting their own coins (409, in their language), and moves nothing', async () => {
    const refused = await call(admin, 'POST', `/${admin.id}/coins`, adjustment({ amountEurCents: 10_000_00 }), 'fr_FR');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'own_coins_refused', message: 'Vous ne pouvez pas créditer ni débiter les Cicerone Coins de votre propre compte : un autre administrateur le fait.' });
    expect((await call(superAdmin, 'POST', `/${superAdmin.id}/coins`, adjustment({ direction: 'debit', amountEurCents: 1 }))).json()).toMatchObject({ code: 'own_coins_refused' });
    expect(await test.db.select().from(coinEntry).where(eq(coinEntry.userId, admin.id))).toEqual([]);
    expect(await auditOf(admin.id)).toEqual([]);
  });

  it('moves the coins exactly once when the same form is sent ten times at once', async () => {
    const customer = await insertUser(test.db);
    const same = adjustment({ amountEurCents: 5_00 });
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(admin, 'POST', `/${customer.id}/coins`, same)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json<{ code: string }>().code)).toEqual(Array(9).fill('coin_adjustment_repeated'));
    const [row] = await test.db.select({ coins: appUser.coinBalance }).from(appUser).where(eq(appUser.id, customer.id));
    expect(row?.coins).toBe(5_00);
    expect(await test.db.select().from(coinEntry).where(eq(coinEntry.userId, customer.id))).toHaveLength(1);
    expect(await auditOf(customer.id)).toHaveLength(1);
  });
});
