import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { roles } from '@cicerone/core/roles';
import { apiRouteKey } from '../access/api-access.ts';
import { createTestApp } from '../test/app.ts';
import { insertUser, testPassword, type TestUser } from '../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../test/orders-factory.ts';
import { apiCases, operationsOf, type ApiOperation, type OpenApiDocument } from './api-cases.ts';
import { describeFailure, distinctFailures, sendCase, unexcused, type FuzzFailure } from './fuzz-run.ts';
import { fuzzSettings, sampled } from './fuzz-settings.ts';
import { knownApiFailures } from './known-failures.ts';

// Issue 12 §1: malformed requests derived from the OpenAPI document, for every operation and as
// every kind of caller, answer without a 5xx and within a second. `npm test` sends a seeded share
// (FUZZ_SAMPLE), `npm run test:fuzz` all of them.

const callers = ['visitor', 'customer', 'otherCustomer', 'agent', 'guide', 'admin'] as const;
type Caller = (typeof callers)[number];

let test: Awaited<ReturnType<typeof createTestApp>>;
let operations: ApiOperation[] = [];
const users = {} as Record<Exclude<Caller, 'visitor'>, { id: string }>;
/** The customer's own rows, so that a request with one field broken reaches past the ownership checks. */
const rows = { tourId: 0, cityId: 0, bookingId: '', bankReference: '', addressId: '' };

beforeAll(async () => {
  test = await createTestApp();
  operations = operationsOf(test.app.swagger() as unknown as OpenApiDocument);
  users.customer = await insertUser(test.db);
  users.otherCustomer = await insertUser(test.db);
  users.agent = await insertUser(test.db, { isPro: true, accountType: 'business', businessStatus: 'validated' });
  users.guide = await insertUser(test.db, { role: roles.guide });
  users.admin = await insertUser(test.db, { role: roles.admin });
  const tour = await bookableTour(test.db);
  rows.tourId = tour.id;
  const customer = { ...users.customer, email: '', password: testPassword, bearer: '', accessToken: '', refreshToken: '' } satisfies TestUser;
  rows.bookingId = (await paidBooking(test, customer, tour.id, dayAhead(30))).id;
  rows.bankReference = (await bankBooking(test, customer, tour.id, dayAhead(31))).order.reference;
  rows.addressId = (await test.app.services.addresses.create(users.customer.id, { street: '1 Rue de Rivoli', streetComplementary: null, zip: '75001', state: null, city: 'Paris', country: 'FR', companyName: null })).uuid;
}, 120_000);
afterAll(() => test?.close());

/** Valid values for the fields every contract shares, so the other fields of a body are sound. */
function knownGood() {
  return {
    tourId: rows.tourId,
    currency: 'EUR',
    language: 'en_US',
    locale: 'en_US',
    lang: 'en_US',
    guideLanguage: 'en_US',
    day: dayAhead(40),
    startTime: '10:00',
    phone: '+33 6 12 34 56 78',
    country: 'FR',
    email: 'fuzz@example.com',
    confirmEmail: 'fuzz@example.com',
    password: testPassword,
    confirmPassword: testPassword,
    currentPassword: testPassword,
  };
}

/** Path parameters naming real rows of the customer (as the role-matrix test does). */
function pathValues(operation: ApiOperation): Record<string, string> {
  const path = operation.path;
  const id = path.startsWith('/api/tour/') || path.startsWith('/api/reviews/') ? String(rows.tourId)
    : path.startsWith('/api/user/') ? users.customer.id
    : path.startsWith('/api/addresses/') ? rows.addressId
    : path.startsWith('/api/me/bookings/') ? rows.bookingId
    : path.startsWith('/api/admin/business-accounts/') ? users.agent.id
    : path.startsWith('/api/tours-by-country/') ? '1'
    : randomUUID();
  return { id, tourId: String(rows.tourId), userId: users.customer.id, reference: rows.bankReference, currency: 'EUR', provider: 'stripe' };
}

/** A fresh session per operation and caller: a case that logs out or changes a password cannot spoil the next operation. */
async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'visitor') return {};
  const { tokens } = await test.app.services.sessions.start(users[caller].id);
  return { authorization: `Bearer ${tokens.accessToken}` };
}

describe('fuzzing the API from its OpenAPI document', () => {
  it('documents every /api route, so the fuzz reaches them all', () => {
    const documented = new Set(operations.map((operation) => operation.name));
    const undocumented = test.app.apiRoutes.map((route) => apiRouteKey(route.method, route.url)).filter((key) => !documented.has(key));
    expect(undocumented).toEqual([]);
  });

  it('answers every malformed request, as every caller, without a 5xx and within a second', async () => {
    const failures: FuzzFailure[] = [];
    let generated = 0;
    let sent = 0;
    for (const operation of operations) {
      const cases = apiCases(operation, knownGood(), pathValues(operation));
      expect(cases.length, operation.name).toBeGreaterThanOrEqual(50);
      generated += cases.length * callers.length;
      for (const caller of callers) {
        const roleHeaders = await headersFor(caller);
        for (const fuzzCase of sampled(cases, `${operation.name} as ${caller}`)) {
          sent += 1;
          const failure = await sendCase(test.app, fuzzCase, caller, roleHeaders);
          if (failure) failures.push(failure);
        }
      }
    }
    const left = unexcused(failures, knownApiFailures);
    console.info(
      `API fuzz (${fuzzSettings.full ? 'full' : `sample ${fuzzSettings.share}`}, seed ${fuzzSettings.seed}): ${operations.length} operations, ${sent} of ${generated} requests sent, ` +
        `${failures.length} failed, ${failures.length - left.length} of them known (known-failures.ts)${failures.length ? `\n  ${distinctFailures(failures).join('\n  ')}` : ''}`,
    );
    expect(left.map(describeFailure)).toEqual([]);
  }, 3_600_000);
});
