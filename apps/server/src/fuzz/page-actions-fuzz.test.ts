import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { testPassword } from '../test/accounts-factory.ts';
import { createTour } from '../test/catalog-factory.ts';
import { dayAhead, paidBooking } from '../test/orders-factory.ts';
import { expectConsoleError } from '../test/fail-on-console-error.ts';
import { createTestSite } from '../test/site.ts';
import { callers, insertCallers, type Caller, type CallerAccounts } from './fuzz-callers.ts';
import { sendCase, settle, type FuzzFailure } from './fuzz-run.ts';
import { sampled } from './fuzz-settings.ts';
import { knownPageFailures } from './known-failures.ts';
import { formFieldsOf, pageCases, pageRoutesOf, type PageRoute } from './page-cases.ts';

// Requirements §quality.robustness, pages: every page with a form action (read from the server build), and two without,
// take malformed form posts — bad fields, other content types, broken multipart, other methods — as
// every kind of user, and answer without a 5xx and within a second.

let site: Awaited<ReturnType<typeof createTestSite>>;
let pages: PageRoute[] = [];
let users = {} as CallerAccounts;
const rows = { tourId: 0, tourSlug: '', bookingId: '' };

beforeAll(async () => {
  site = await createTestSite();
  const all = pageRoutesOf(await site.loadBuild());
  // The pages without an action stand for the others: they must refuse a post (405), not fail.
  pages = all.filter((page) => page.hasAction || page.pattern === '/:lang/:currency/tours' || page.pattern === '/:lang/:currency/*');
  users = await insertCallers(site.db);
  const tour = await createTour(site.db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, durations: ['4h'] });
  await site.db.insert(tourAvailability).values({ tourId: tour.id, groupsPerDay: 100 });
  Object.assign(rows, { tourId: tour.id, tourSlug: tour.slug });
  const customer = { ...users.customer, password: testPassword, bearer: '', accessToken: '', refreshToken: '' };
  rows.bookingId = (await paidBooking(site, customer, tour.id, dayAhead(30))).id;
}, 180_000);
afterAll(() => site?.close());

function concretePath(pattern: string): string {
  return pattern
    .replace(':lang', 'en_US')
    .replace(':currency', 'EUR')
    .replace(':slug', rows.tourSlug)
    .replace(':tourId', String(rows.tourId))
    .replace(':id', rows.bookingId)
    .replace('*', 'nope');
}

/** A fresh session per page and caller, in the cookies a browser sends, from this site (so the CSRF guard lets it through). */
async function headersFor(caller: Caller): Promise<Record<string, string>> {
  if (caller === 'visitor') return { 'sec-fetch-site': 'same-origin' };
  const { tokens } = await site.app.services.sessions.start(users[caller].id);
  return { cookie: `access_token=${tokens.accessToken}; refresh_token=${tokens.refreshToken}`, 'sec-fetch-site': 'same-origin' };
}

describe('fuzzing the page form actions', () => {
  it('finds the pages with actions in the build', () => {
    expect(pages.filter((page) => page.hasAction).map((page) => page.pattern)).toEqual(expect.arrayContaining(['/:lang/:currency/login', '/:lang/:currency/checkout', '/site-password']));
  });

  it('answers every malformed form post, as every caller, without a 5xx and within a second', async () => {
    // A page that fails logs its error: the failures are collected and reported below instead.
    expectConsoleError();
    const failures: FuzzFailure[] = [];
    let generated = 0;
    let sent = 0;
    for (const page of pages) {
      const path = concretePath(page.pattern);
      // The form as a visitor and as an admin see it (which also compiles the page before any answer is
      // timed): between them they reach every page, the visitor's login forms and the account's forms.
      const fields: Record<string, string> = {};
      for (const caller of ['visitor', 'admin'] as const) {
        const response = await site.app.inject({ method: 'GET', url: path, headers: await headersFor(caller) });
        if (response.statusCode === 200) Object.assign(fields, formFieldsOf(response.body));
      }
      const cases = pageCases(page.pattern, path, fields);
      expect(cases.length, page.pattern).toBeGreaterThanOrEqual(50);
      for (const caller of callers) {
        const headers = await headersFor(caller);
        generated += cases.length;
        for (const fuzzCase of sampled(cases, `${page.pattern} as ${caller}`)) {
          sent += 1;
          const failure = await sendCase(site.app, fuzzCase, caller, headers);
          if (failure) failures.push(failure);
        }
      }
    }
    expect(settle(`Page fuzz, ${pages.length} pages (${pages.filter((page) => page.hasAction).length} with actions)`, { sent, generated, failures }, knownPageFailures)).toEqual([]);
  }, 3_600_000);
});
