import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitWindow } from '@cicerone/db/schema/accounts';
import type { LoginHistory } from '@cicerone/core/contracts/account-history';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../../../test/app.ts';
import { insertUser, login, testPassword, userWithSession } from '../../../test/accounts-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const firefox = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('GET /api/user/:id/login-history', () => {
  it('pages the logins, newest first', async () => {
    const user = await insertUser(test.db);
    let bearer = '';
    for (let index = 1; index <= 12; index += 1) {
      // Ten logins per account per quarter hour is the abuse limit; the test is not an abuser.
      if (index === 10) await test.db.delete(rateLimitWindow);
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'user-agent': firefox },
        remoteAddress: `203.0.113.${index}`,
        payload: { email: user.email, password: testPassword, screenResolution: `${1000 + index}x800`, deviceId: 'device-0123456789', timeZone: 'Europe/Paris' },
      });
      expect(response.statusCode).toBe(200);
      bearer = `Bearer ${response.json().access_token}`;
    }
    const page = async (query: string): Promise<LoginHistory> => {
      const response = await test.app.inject({ method: 'GET', url: `/api/user/${user.id}/login-history${query}`, headers: { authorization: bearer } });
      expect(response.statusCode).toBe(200);
      return response.json();
    };

    const first = await page('');
    expect(first).toMatchObject({ totalRecords: 12, totalPages: 2, currentPage: 1, pageSize: 10 });
    expect(first.logs).toHaveLength(10);
    expect(first.logs[0]).toEqual({
      date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      location: 'Paris, Europe',
      browser: expect.stringContaining('Firefox 133'),
      screenResolution: '1012x800',
      deviceId: 'device-0123456789',
      ipAddress: '203.0.113.12',
    });
    const dates = first.logs.map((log) => log.date);
    expect(dates).toEqual(dates.toSorted().reverse());

    const second = await page('?page=2&pageSize=10');
    expect(second).toMatchObject({ totalRecords: 12, totalPages: 2, currentPage: 2 });
    expect(second.logs.map((log) => log.ipAddress)).toEqual(['203.0.113.2', '203.0.113.1']);

    expect((await page('?pageSize=50')).logs).toHaveLength(12);
    expect((await page('?page=3')).logs).toEqual([]);
  });

  it('refuses long pages, and other people', async () => {
    const [user, other] = await Promise.all([userWithSession(test.app, test.db), userWithSession(test.app, test.db)]);
    const get = (bearer: string, url: string) => test.app.inject({ method: 'GET', url, headers: { authorization: bearer } });
    expect((await get(user.bearer, `/api/user/${user.id}/login-history?pageSize=51`)).statusCode).toBe(400);
    expect((await get(user.bearer, `/api/user/${other.id}/login-history`)).statusCode).toBe(403);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    expect((await get(admin.bearer, `/api/user/${other.id}/login-history`)).json().totalRecords).toBe(1);
    const visitor = await test.app.inject({ method: 'GET', url: `/api/user/${user.id}/login-history` });
    expect(visitor.statusCode).toBe(401);
    // The login helper records one more login.
    await login(test.app, user.email);
    expect((await get(user.bearer, `/api/user/${user.id}/login-history`)).json().totalRecords).toBe(2);
  });
});
