// Requirements §back-office.catalogue in the browser: admin Adam creates a 15 % code for one category and a
// traveller sees its discount at checkout; he switches a city off and it leaves the public list,
// then on again. Both pages on desktop and on a 375 px phone, light and dark, are saved as
// screenshots in test-results/ for review.
import { join } from 'node:path';
import { describe } from 'vitest';
import type { Page } from 'playwright-core';
import { fieldLabel, toast } from './support/accounts.ts';
import { expectNone, seriousViolations } from './support/axe.ts';
import { addToCart, cartToCheckout, dayAhead, firstTour } from './support/booking.ts';
import { baseURL, hydrated, resultsDir, type Device, type OpenOptions, type Opened } from './support/browser.ts';
import { expect, test, type Session } from './support/users.ts';
import { formatted, message } from './support/site.ts';

const en = (key: string, values?: Record<string, string>) => message('en_US', key, values);
const code = `CAT15${Date.now().toString(36).toUpperCase()}`;

/** The page on both devices in both themes: no serious accessibility problem, no sideways scroll on the phone, a screenshot each. */
async function screenshots(open: (device: Device, options?: OpenOptions) => Promise<Opened>, session: Session, path: string, name: string) {
  for (const device of ['desktop', 'phone'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      const { page, context } = await open(device, { storageState: session });
      await context.addCookies([{ name: 'theme', value: theme, url: baseURL() }]);
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device === 'phone' ? 375 : 1_440);
      expectNone(await seriousViolations(page), `${name}, ${device}, ${theme}`);
      await page.screenshot({ path: join(resultsDir, `${name}-${device}-${theme}.png`), fullPage: true });
      await context.close();
    }
  }
}

async function publicCities(page: Page, q: string): Promise<string[]> {
  return ((await (await page.request.get(`/api/cities?q=${encodeURIComponent(q)}`)).json()) as { slug: string }[]).map((city) => city.slug);
}

async function cityId(page: Page, slug: string): Promise<number> {
  const list = (await (await page.request.get(`/api/admin/places?q=${slug}`)).json()) as { places: { id: number; slug: string }[] };
  const found = list.places.find((place) => place.slug === slug);
  if (!found) throw new Error(`no city ${slug}`);
  return found.id;
}

describe('promo codes and places in the back office', () => {
  test('an admin creates a 15 % code for one category; a traveller uses it at checkout and sees the discount', async ({ open, staff, signUp }) => {
    const { page } = await open('desktop', { storageState: await staff('admin') });
    const tour = await firstTour(page.request);
    const detail = (await (await page.request.get(`/api/tour/${tour.id}`)).json()) as { category: { title: string } };
    await page.goto('/en_US/EUR/admin/promo-codes');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: en('admin.promoCodes.title') }).waitFor();
    const form = page.locator('#promo-code-form');
    await form.getByRole('heading', { name: en('admin.promoCodes.new') }).waitFor();
    await form.getByLabel(fieldLabel(en('admin.promoCodes.field.code'))).fill(code);
    await form.getByLabel(en('admin.promoCodes.kind.percent'), { exact: true }).check();
    await form.getByLabel(en('admin.promoCodes.field.percentOff'), { exact: true }).fill('15');
    await form.getByLabel(detail.category.title, { exact: true }).check();
    await form.getByRole('button', { name: en('admin.promoCodes.create') }).click();
    await toast(page, en('admin.promoCodes.created', { code })).waitFor();
    await page.getByRole('row', { name: new RegExp(code) }).waitFor();

    const traveller = await open('desktop');
    await signUp(traveller.context);
    await traveller.page.goto(`/en_US/EUR/tour/${tour.slug}`);
    await hydrated(traveller.page);
    await addToCart(traveller.page, 'en_US', dayAhead(tour, 9), 'promo-traveller@example.com');
    await cartToCheckout(traveller.page, '/en_US/EUR', 'en_US');
    await traveller.page.getByLabel(en('checkout.discount.label'), { exact: true }).fill(code.toLowerCase());
    await traveller.page.getByRole('button', { name: en('checkout.discount.check') }).click();
    await traveller.page.getByText(formatted('en_US', 'checkout.discount.applied', { percent: 15 })).waitFor();
    await traveller.page.getByText(formatted('en_US', 'checkout.discount.row', { percent: 15 })).waitFor();

    await screenshots(open, await staff('admin'), '/en_US/EUR/admin/promo-codes', 'admin-promo-codes');
  });

  test('an admin switches a city off and it leaves the public list; on again, it comes back', async ({ open, staff }) => {
    const { page } = await open('desktop', { storageState: await staff('admin') });
    expect(await publicCities(page, 'lyon')).toContain('lyon');
    await page.goto('/en_US/EUR/admin/places?q=lyon');
    await hydrated(page);
    await page.getByRole('heading', { level: 1, name: en('admin.places.title') }).waitFor();
    await page.getByRole('button', { name: en('admin.places.deactivateNamed', { name: 'Lyon' }) }).click();
    await toast(page, en('admin.places.changed', { name: 'Lyon', fields: en('admin.places.field.activated') })).waitFor();
    expect(await publicCities(page, 'lyon')).not.toContain('lyon');
    expect((await page.request.get('/api/city/data?slug=lyon')).status()).toBe(404);


    await page.getByRole('button', { name: en('admin.places.activateNamed', { name: 'Lyon' }) }).click();
    // The toast says the same words as the switch-off's, which may still be shown: the row's button turning back is the sign.
    await page.getByRole('button', { name: en('admin.places.deactivateNamed', { name: 'Lyon' }) }).waitFor();
    await toast(page, en('admin.places.changed', { name: 'Lyon', fields: en('admin.places.field.activated') })).waitFor();
    expect(await publicCities(page, 'lyon')).toContain('lyon');

    await screenshots(open, await staff('admin'), '/en_US/EUR/admin/places?q=ly&texts=' + String(await cityId(page, 'lyon')) + '#place-texts', 'admin-places');
  });
});

describe('counts and months the back office offers', () => {
  test('a new code reads 0 uses beside its limit, and the payouts page offers to build only a finished month', async ({ open, staff }) => {
    const { page } = await open('desktop', { storageState: await staff('admin') });
    const fresh = `NEW${Date.now().toString(36).toUpperCase()}`;
    const made = await page.request.post('/api/admin/promo-codes', {
      data: { code: fresh, percentOff: 10, amountOffEurCents: null, activated: true, validFrom: null, validUntil: null, maxUses: 1, maxUsesPerUser: null, tourIds: [], categoryIds: [] },
      headers: { origin: baseURL() },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto(`/en_US/EUR/admin/promo-codes?q=${fresh}`);
    const row = page.getByRole('row').filter({ hasText: fresh });
    await row.getByRole('cell', { name: formatted('en_US', 'admin.promoCodes.uses.limited', { uses: 0, max: 1 }), exact: true }).waitFor();

    const now = new Date();
    const month = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(now);
    await page.goto(`/en_US/EUR/admin/payouts?month=${month}`);
    await page.getByText(formatted('en_US', 'admin.payouts.buildLater', { month: monthName })).waitFor();
    expect(await page.getByRole('button', { name: formatted('en_US', 'admin.payouts.build', { month: monthName }) }).count()).toBe(0);
  }, 180_000);
});
