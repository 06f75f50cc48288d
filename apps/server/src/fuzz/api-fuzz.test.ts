import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiRouteKey } from '../access/api-access.ts';
import { createTestApp } from '../test/app.ts';
import { expectConsoleError } from '../test/fail-on-console-error.ts';
import { testPassword, type TestUser } from '../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../test/orders-factory.ts';
import { apiCases, operationsOf, type ApiOperation, type OpenApiDocument } from './api-cases.ts';
import { callers, insertCallers, type Caller, type CallerAccounts } from './fuzz-callers.ts';
import { sendCase, settle, type FuzzFailure } from './fuzz-run.ts';
import { sampled } from './fuzz-settings.ts';
import { knownApiFailures } from './known-failures.ts';

// Requirements §quality.robustness: malformed requests derived from the OpenAPI document, for every operation and as
// every kind of caller, answer without a 5xx and within a second. `npm test` sends a seeded share
// (FUZZ_SAMPLE), `npm run test:fuzz` all of them.

let test: Awaited<ReturnType<typeof createTestApp>>;
let operations: ApiOperation[] = [];
let users = {} as CallerAccounts;
/** The customer's own rows, so that a request with one field broken reaches past the ownership checks. */
const rows = { tourId: 0, bookingId: '', bankReference: '', addressId: '' };

beforeAll(async () => {
  test = await createTestApp();
  operations = operationsOf(test.app.swagger() as unknown as OpenApiDocument);
  users = await insertCallers(test.db);
  const tour = await bookableTour(test.db);
  rows.tourId = tour.id;
  const customer = { ...users.customer, password: testPassword, bearer: '', accessToken: '', refreshToken: '' } satisfies TestUser;
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
    // A route that fails may log through console.error: the failures are collected and reported below instead.
    expectConsoleError();
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
    expect(settle(`API fuzz, ${operations.length} operations`, { sent, generated, failures }, knownApiFailures)).toEqual([]);
  }, 3_600_000);
});
