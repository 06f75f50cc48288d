// A signed-in traveller books without retyping who they are: the tour's booking panel and the airport
// form start with the account's name, e-mail and phone (still editable). After "Add to cart" the cart
// page opens at its top, not at the tour page's scroll position, and the header's cart leads to it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe } from 'vitest';
import { fieldLabel } from './support/accounts.ts';
import { baseURL, hydrated, waitForPath } from './support/browser.ts';
import { expect, test } from './support/users.ts';
import { chooseDay, dayAhead, firstTour } from './support/booking.ts';
import { message } from './support/site.ts';

const phone = '+33612345678';

/** Gives the signed-in account a phone, as its account page would. */
async function savePhone(context: BrowserContext, person: { firstName: string; lastName: string }): Promise<void> {
  const saved = await context.request.put('/api/me', { data: { firstName: person.firstName, lastName: person.lastName, phone }, headers: { origin: baseURL() } });
  if (saved.status() !== 200) throw new Error(`PUT /api/me answered ${saved.status()}: ${await saved.text()}`);
}

/** The booking panel's contact fields as they stand. */
async function bookingContact(page: Page, locale: string) {
  const panel = page.locator('form#booking');
  const field = (key: string) => panel.getByLabel(message(locale, key), { exact: true }).inputValue();
  return { name: await field('tour.booking.contactName'), email: await field('tour.booking.contactEmail'), phone: await field('tour.booking.contactPhone') };
}

describe('cart and the contact a traveller does not retype', () => {
  test('fr_FR on a 375 px phone: the panel starts with the account’s contact; the cart opens at its top; the header’s cart leads to it', async ({ open, signUp }) => {
    const locale = 'fr_FR';
    const site = `/${locale}/EUR`;
    const t = (key: string) => message(locale, key);
    const { context, page } = await open('phone');
    const person = await signUp(context, { locale });
    await savePhone(context, person);
    const tour = await firstTour(page.request);

    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    expect(await bookingContact(page, locale)).toEqual({ name: `${person.firstName} ${person.lastName}`, email: person.email, phone });

    // Down to the footer, as a reader of the whole page is, then the booking sent from the panel.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const panel = page.locator('form#booking');
    await chooseDay(page, locale, dayAhead(tour, 5));
    await panel.getByLabel(t('tour.booking.guideLanguage'), { exact: true }).selectOption({ index: 1 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await panel.getByRole('button', { name: t('tour.booking.addToCart') }).click();
    await waitForPath(page, `${site}/cart`);
    await page.locator('.toast', { hasText: t('cart.added') }).waitFor();
    expect(await page.locator('.cart-line').count()).toBe(1);
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });

    // From another page, the header's cart (its count on its badge) opens on the way to the cart page.
    await page.goto(`${site}/tours`);
    await hydrated(page);
    const cartButton = page.locator('header .cart-dropdown button').first();
    expect(await cartButton.innerText()).toContain('1');
    await cartButton.click();
    await page.locator('header').getByRole('link', { name: t('shell.cart.view') }).click();
    await waitForPath(page, `${site}/cart`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('ja_JP on a desktop: the booking panel and the airport form start with the account’s contact, which stays editable', async ({ open, signUp }) => {
    const locale = 'ja_JP';
    const site = `/${locale}/JPY`;
    const t = (key: string) => message(locale, key);
    const { context, page } = await open('desktop');
    const person = await signUp(context, { locale });
    await savePhone(context, person);
    const tour = await firstTour(page.request);

    await page.goto(`${site}/tour/${tour.slug}`);
    await hydrated(page);
    expect(await bookingContact(page, locale)).toEqual({ name: `${person.firstName} ${person.lastName}`, email: person.email, phone });
    // Booking for someone else: the name is changed, and that is what the cart keeps.
    const panel = page.locator('form#booking');
    await panel.getByLabel(t('tour.booking.contactName'), { exact: true }).fill('Yuki Tanaka');
    await chooseDay(page, locale, dayAhead(tour, 6));
    await panel.getByLabel(t('tour.booking.guideLanguage'), { exact: true }).selectOption({ index: 1 });
    await panel.getByRole('button', { name: t('tour.booking.addToCart') }).click();
    await waitForPath(page, `${site}/cart`);
    await page.locator('.cart-line').first().waitFor();
    // The scroll is reset as the cart renders: wait for the top (it never comes when the tour page's position is kept).
    await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5000 });
    const cart = (await (await context.request.get('/api/cart')).json()) as { items: { contact: { name: string; email: string; phone: string } }[] };
    expect(cart.items.at(-1)?.contact).toMatchObject({ name: 'Yuki Tanaka', email: person.email });

    await page.goto(`${site}/airport-pickup`);
    await hydrated(page);
    const field = (key: string) => page.getByLabel(fieldLabel(t(key))).inputValue();
    expect({ name: await field('quotes.form.name'), email: await field('quotes.form.email'), phone: await field('quotes.form.phone') }).toEqual({
      name: `${person.firstName} ${person.lastName}`,
      email: person.email,
      phone,
    });
  });
});
