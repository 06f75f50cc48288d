// The pages' role matrix in a real browser: every page of the access table (read at run time, so a
// new line is tested as soon as it is added) loaded by a visitor, a customer (signed up for the test),
// the demo guide and the demo admin (no product path makes staff, users.ts).
// Pages with parameters are skipped, except a tour page (a real slug) as the example.
import type { Page } from 'playwright-core';
import { describe } from 'vitest';
import type { Access } from '../apps/server/src/access/access.ts';
import { pageAccess } from '../apps/server/src/access/page-access.ts';
import { pathOf } from './support/browser.ts';
import { expect, test } from './support/users.ts';

const site = '/en_US/EUR';

type Who = 'visitor' | 'customer' | 'guide' | 'admin';
type Outcome = 200 | 403 | 'login';

/**
 * What each kind of line means for each kind of person, written out here rather than taken from the
 * server's verdict(), so the spec checks the rule and not the rule's implementation.
 */
const expected: Record<Access, Record<Who, Outcome>> = {
  public: { visitor: 200, customer: 200, guide: 200, admin: 200 },
  user: { visitor: 'login', customer: 200, guide: 200, admin: 200 },
  // No page has a :userId: only admins pass.
  self: { visitor: 'login', customer: 403, guide: 403, admin: 200 },
  guide: { visitor: 'login', customer: 403, guide: 200, admin: 200 },
  admin: { visitor: 'login', customer: 403, guide: 403, admin: 200 },
  superAdmin: { visitor: 'login', customer: 403, guide: 403, admin: 403 },
};

/** A published tour's slug, from the tours list. */
async function tourSlug(page: Page): Promise<string> {
  await page.goto(`${site}/tours`);
  const href = (await page.locator('.tour-card-link').first().getAttribute('href')) ?? '';
  const slug = /\/tour\/([^/?#]+)/.exec(href)?.[1];
  if (!slug) throw new Error(`No tour link on the tours list (${href})`);
  return slug;
}

/**
 * The table's pages as paths to load. 'logout' comes last: loading it may end the session, and the
 * pages before it need one.
 */
function pagesToLoad(slug: string): { key: string; path: string }[] {
  const pages = Object.keys(pageAccess)
    .filter((key) => key === 'tour/:slug' || !/[:*]/.test(key))
    .map((key) => ({ key, path: `${site}/${key.replace(':slug', slug)}` }));
  return [...pages.filter((entry) => entry.key !== 'logout'), ...pages.filter((entry) => entry.key === 'logout')];
}

/**
 * 'login' when sent to log in first (coming back after), else the page's status: 200 or 403 (a public
 * page may send a logged-in user on, as the login page does to the account), else what happened.
 */
async function outcome(page: Page, path: string): Promise<Outcome | string> {
  // The answer is all that is checked: no need to wait for the page's images and scripts.
  const response = await page.goto(path, { waitUntil: 'commit' });
  const status = response?.status() ?? 0;
  const landed = pathOf(page);
  if (landed === `${site}/login?next=${encodeURIComponent(path)}` && status === 200) return 'login';
  if (landed.startsWith(`${site}/login?`) && landed !== path) return `${status} at ${landed}`;
  if (status === 200 || status === 403) return status;
  return `${status} at ${landed}`;
}

async function checkAll(page: Page, who: Who) {
  const slug = await tourSlug(page);
  const results: Record<string, Outcome | string> = {};
  const wanted: Record<string, Outcome> = {};
  for (const { key, path } of pagesToLoad(slug)) {
    wanted[key] = expected[pageAccess[key] as Access][who];
    results[key] = await outcome(page, path);
  }
  // One comparison of the whole row: a failure lists every page that answered wrong.
  expect(results, `pages as ${who}`).toEqual(wanted);
}

describe('page access', () => {
  test('the access table: a visitor is sent to the login page for every page that needs an account', async ({ open }) => {
    const { page } = await open('desktop');
    await checkAll(page, 'visitor');
  });

  test('the access table, as a customer', async ({ open, signUp }) => {
    const { context, page } = await open('desktop');
    await signUp(context);
    await checkAll(page, 'customer');
  });

  for (const who of ['guide', 'admin'] as const) {
    test(`the access table, as the demo ${who}`, async ({ open, staff }) => {
      const { page } = await open('desktop', { storageState: await staff(who) });
      await checkAll(page, who);
    });
  }
});
