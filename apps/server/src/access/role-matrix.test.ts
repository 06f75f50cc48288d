import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { roles } from '@cicerone/core/roles';
import { createTestApp } from '../test/app.ts';
import { injectAnswer } from '../test/inject-answer.ts';
import { insertUser } from '../test/accounts-factory.ts';
import { createTour } from '../test/catalog-factory.ts';
import { apiAccess, apiRouteKey } from './api-access.ts';
import type { Access } from './access.ts';

type Caller = 'anonymous' | 'customer' | 'otherCustomer' | 'agent' | 'guide' | 'admin';
const callers: Caller[] = ['anonymous', 'customer', 'otherCustomer', 'agent', 'guide', 'admin'];

/**
 * What each line of the table means for each kind of caller, written out by hand (not computed by
 * the code under test). 'self' routes are called with the customer's own id in the path.
 */
const allowedFor: Record<Access, Caller[]> = {
  public: callers,
  user: ['customer', 'otherCustomer', 'agent', 'guide', 'admin'],
  self: ['customer', 'admin'],
  guide: ['guide', 'admin'],
  admin: ['admin'],
  superAdmin: [],
};

let test: Awaited<ReturnType<typeof createTestApp>>;
const users = {} as Record<Exclude<Caller, 'anonymous'>, { id: string }>;
let tourId = 1;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await createTour(test.db)).id;
  users.customer = await insertUser(test.db);
  users.otherCustomer = await insertUser(test.db);
  users.agent = await insertUser(test.db, { isPro: true, accountType: 'business', businessStatus: 'validated' });
  users.guide = await insertUser(test.db, { role: roles.guide });
  users.admin = await insertUser(test.db, { role: roles.admin });
});
afterAll(() => test.close());

/** A fresh session per call: a route that ends sessions (logout, password) cannot spoil the next call. */
async function bearerFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'anonymous') return {};
  const { tokens } = await test.app.services.sessions.start(users[caller].id);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

function concretePath(url: string): string {
  return url
    .replace(':userId', users.customer.id)
    .replace(/^\/api\/(user|recruitment)\/:id/, `/api/$1/${users.customer.id}`)
    .replace(':questionKey', 'audio_introduce')
    .replace(':file', `${randomUUID()}.jpg`)
    .replace(/^\/api\/tour\/:id/, `/api/tour/${tourId}`)
    .replace(':tourId', String(tourId))
    .replace(':currency', 'EUR')
    .replace(/:id\b/, randomUUID());
}

describe('the access table', () => {
  it('has a line for every /api route, and no line without a route', () => {
    const registered = new Set(test.app.apiRoutes.map((route) => apiRouteKey(route.method, route.url)));
    expect([...registered].filter((key) => !(key in apiAccess))).toEqual([]);
    expect(Object.keys(apiAccess).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('is what every route answers to every kind of caller', async () => {
    const mismatches: string[] = [];
    for (const { method, url } of test.app.apiRoutes) {
      const access = apiAccess[apiRouteKey(method, url)];
      if (!access) continue;
      for (const caller of callers) {
        const response = await injectAnswer(test.app, {
          method: method as 'GET',
          url: concretePath(url),
          headers: await bearerFor(caller),
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        // A file answered to an allowed caller (a CSV export) has no error code to read.
        const code = String(response.headers['content-type']).startsWith('application/json') ? response.json<{ code?: string } | null>()?.code : undefined;
        const mismatch = verdict(access, caller, response.statusCode, code);
        if (mismatch) mismatches.push(`${method} ${url} as ${caller}: ${mismatch}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Six callers on every /api route, one after the other: a few hundred requests, which outgrow the default 15 s on a busy machine as the back office adds routes.
  }, 60_000);

  it('counts a crash as a mismatch, even for a caller the table lets in', () => {
    expect(verdict('user', 'customer', 500, 'internal')).toBe('500 internal, expected allowed (user)');
    expect(verdict('user', 'customer', 503, undefined)).toBe('503 , expected allowed (user)');
    expect(verdict('admin', 'customer', 500, 'internal')).toBe('500 internal, expected 403 forbidden (admin)');
    expect(verdict('user', 'customer', 404, 'not_found')).toBeUndefined();
    expect(verdict('admin', 'customer', 403, 'forbidden')).toBeUndefined();
  });
});

/**
 * How an answer disagrees with the table, if it does. Allowed means the route ran and answered
 * without crashing: any 4xx of its own (a body it refuses, an id it does not know), never a 5xx.
 */
function verdict(access: Access, caller: Caller, statusCode: number, code: string | undefined): string | undefined {
  const allowed = allowedFor[access].includes(caller);
  // A refusal by the table is 401 'unauthorized' (nobody logged in) or 403 'forbidden'; a route
  // may still answer 401 itself for its own reasons (a refresh without a refresh token).
  const refused = code === 'unauthorized' || code === 'forbidden';
  const expected = allowed ? 'allowed' : caller === 'anonymous' ? '401 unauthorized' : '403 forbidden';
  const ok = allowed ? !refused && statusCode < 500 : refused && statusCode === (caller === 'anonymous' ? 401 : 403);
  return ok ? undefined : `${statusCode} ${code ?? ''}, expected ${expected} (${access})`;
}
