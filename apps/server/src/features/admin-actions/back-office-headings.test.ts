import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { roles } from '@cicerone/core/roles';
import { fileStore } from '../../shared/file-store.ts';
import { pageRoutesOf } from '../../fuzz/page-cases.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createReviews, createTour } from '../../test/catalog-factory.ts';
import { guideApplication } from '../../test/guides-factory.ts';
import { dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { quoteBodies } from '../../test/quote-factory.ts';
import { visibleText } from '../../test/page-text.ts';
import { createTestSite } from '../../test/site.ts';

/**
 * One title per thing on every back-office page, in every language: no two headings (h1–h6) nor a
 * heading and a table's caption (which screen readers announce as the table's title) say the same
 * words. Two sections may not share a title, a table is not named twice by its section's heading
 * and its own caption, and the page's title is not the site frame's (the footer's "Newsletter").
 */
let site: Awaited<ReturnType<typeof createTestSite>>;
let admin: TestUser;
let superAdmin: TestUser;
let paths: string[];

const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  site = await createTestSite();
  admin = await userWithSession(site.app, site.db, { role: roles.admin });
  superAdmin = await userWithSession(site.app, site.db, { role: roles.superAdmin });
  const traveller = await userWithSession(site.app, site.db);
  const tour = await createTour(site.db);
  // Travellers' titles may repeat ("Recommended"): each review is still its own thing.
  await createReviews(site.db, tour, 3, (index) => ({ title: 'Recommended', authorName: `Traveller ${index + 1}` }));
  const booked = await paidBooking(site, traveller, tour.id, dayAhead(45), { coins: 0 });
  // A change by the team, so that the booking's audit trail shows beside its status history.
  const changed = await site.app.inject({
    method: 'POST',
    url: `/en_US/EUR/admin/bookings/${booked.reference}`,
    headers: { ...sameOrigin, cookie: `access_token=${admin.accessToken}` },
    payload: new URLSearchParams({ form: 'cancel', reason: 'Asked by phone', refund: 'yes', confirmed: 'yes' }).toString(),
  });
  expect(changed.statusCode).toBe(303);
  const applicant = await guideApplication(site.db, fileStore(site.config));
  const quote = await site.app.inject({ method: 'POST', url: '/api/quotes', headers: { authorization: traveller.bearer }, payload: quoteBodies['airport-pickup']() });
  expect(quote.statusCode, quote.body).toBe(201);
  const quoteReference = (quote.json() as { reference: string }).reference;

  const concrete: Record<string, string[]> = {
    '/admin/bookings/:id': [`/admin/bookings/${booked.reference}`],
    '/admin/users/:id': [`/admin/users/${traveller.id}`, `/admin/users/${admin.id}`],
    '/admin/guides/:id': [`/admin/guides/${applicant.id}`],
    '/admin/tours/:id': [`/admin/tours/${tour.id}`],
    '/admin/tours/:id/texts/:language': [`/admin/tours/${tour.id}/texts/fr_FR`],
    '/admin/tours/:id/images': [`/admin/tours/${tour.id}/images`],
    '/admin/quotes/:reference': [`/admin/quotes/${quoteReference}`],
  };
  const patterns = pageRoutesOf(await site.loadBuild())
    .map((route) => route.pattern.replace(/^\/:lang\/:currency/u, ''))
    .filter((pattern) => pattern === '/admin' || pattern.startsWith('/admin/'));
  paths = patterns.flatMap((pattern) => concrete[pattern] ?? [pattern]);
}, 300_000);
afterAll(() => site.close());

/** The page's headings and table captions, as read (tags dropped, spaces folded), in document order. */
function titlesOf(html: string): string[] {
  const body = /<body[^>]*>([\s\S]*)<\/body>/u.exec(html)?.[1] ?? html;
  return [...body.matchAll(/<(h[1-6]|caption)\b[^>]*>([\s\S]*?)<\/\1>/gu)].map((match) => visibleText(`<body>${match[2]}</body>`).trim());
}

describe('the back office’s headings', () => {
  it('visit every back-office page', () => {
    expect(paths.length).toBeGreaterThanOrEqual(25);
    for (const path of paths) expect(path, path).not.toMatch(/:/u);
  });

  it('give each thing on a page one title, in every language', async () => {
    const repeated: string[] = [];
    for (const locale of locales) {
      for (const path of paths) {
        const token = path === '/admin/audit-log' || path === '/admin/settings' ? superAdmin.accessToken : admin.accessToken;
        const response = await site.app.inject({ method: 'GET', url: `/${locale}/EUR${path}`, headers: { cookie: `access_token=${token}` } });
        expect(response.statusCode, `${locale}${path}`).toBe(200);
        const titles = titlesOf(response.body).map((title) => title.toLocaleLowerCase(locale.replace('_', '-')));
        const twice = [...new Set(titles.filter((title, index) => titles.indexOf(title) !== index))];
        if (twice.length > 0) repeated.push(`${locale}${path}: ${twice.join(' | ')}`);
      }
    }
    expect(repeated).toEqual([]);
  }, 600_000);
});
