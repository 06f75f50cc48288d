// Booking through the pages, shared by the browser specs that need a booking: the catalogue's first
// tour, a day it runs, the booking panel filled in (its date picker paged to the day) and the order
// reference of the checkout and pay-done pages.
import type { APIRequestContext, BrowserContext, Page } from 'playwright-core';
import { baseURL, hydrated } from './browser.ts';
import { message, messagePattern } from './site.ts';

export interface Tour {
  id: number;
  slug: string;
  title: string;
  weekdays: number;
}

/** The first tour of the catalogue, with the weekdays it runs. */
export async function firstTour(request: APIRequestContext): Promise<Tour> {
  const list = (await (await request.get('/api/tours?size=1')).json()) as { tours: { id: number }[] };
  const id = list.tours[0]?.id;
  if (id === undefined) throw new Error('GET /api/tours gave no tour');
  return (await (await request.get(`/api/tour/${id}`)).json()) as Tour;
}

/**
 * A day the tour runs, at least `weeksAhead` weeks from now ('YYYY-MM-DD'). Each test takes its own
 * day: a demo tour takes 4 groups a day (one in ten only 2), and the server keeps its database for
 * the whole run.
 */
export function dayAhead(tour: Tour, weeksAhead: number): string {
  const day = new Date(Date.now() + weeksAhead * 7 * 86_400_000);
  while ((tour.weekdays & (1 << day.getUTCDay())) === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** Fills the tour page's booking panel (hydrated) with a day, a guide language (the first when not given) and a contact, and adds it to the cart. */
export async function addToCart(page: Page, locale: string, day: string, contactEmail: string, { time, guideLanguage }: { time?: string; guideLanguage?: string } = {}): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  const panel = page.locator('form#booking');
  await chooseDay(page, locale, day);
  if (time) await panel.getByLabel(t('tour.booking.startTime'), { exact: true }).selectOption(time);
  // The first option is 'choose'; a tour with one guide language has it chosen already.
  await panel.getByLabel(t('tour.booking.guideLanguage'), { exact: true }).selectOption(guideLanguage ? { value: guideLanguage } : { index: 1 });
  await panel.getByLabel(t('tour.booking.contactName'), { exact: true }).fill('Zoé Tester');
  await panel.getByLabel(t('tour.booking.contactEmail'), { exact: true }).fill(contactEmail);
  await panel.getByLabel(t('tour.booking.contactPhone'), { exact: true }).fill('+33 6 12 34 56 78');
  await panel.getByRole('button', { name: t('tour.booking.addToCart') }).click();
}

/** The reference in checkout?order=REF or pay-done?order=REF. */
export function orderReference(page: Page): string {
  const reference = new URL(page.url()).searchParams.get('order');
  if (!reference) throw new Error(`No order reference in ${page.url()}`);
  return reference;
}

/** Chooses `day` in the booking panel's date picker, paging months forward until the day shows. */
export async function chooseDay(page: Page, locale: string, day: string): Promise<void> {
  const panel = page.locator('form#booking');
  const radio = panel.locator(`input[name="date"][value="${day}"]`);
  for (let month = 0; month < 12 && (await radio.count()) === 0; month += 1) {
    await panel.getByRole('link', { name: message(locale, 'tour.booking.nextMonth') }).click();
  }
  await radio.check();
}

/** A tour taking bookings until a few hours before the start (the demo's last-minute tours), running every day. */
type LastMinuteTour = Tour & { timeZone: string; minStartTime: string; maxStartTime: string };

/** A tour bookable up to 2 hours before, every day; `fits` picks among them (a start at the hour the run needs, in its own zone). */
export async function lastMinuteTour(request: APIRequestContext, fits: (tour: LastMinuteTour) => boolean = () => true): Promise<LastMinuteTour> {
  for (let page = 1; page <= 5; page += 1) {
    const list = (await (await request.get(`/api/tours?size=48&page=${page}`)).json()) as { tours: { id: number }[] };
    for (const { id } of list.tours) {
      const tour = (await (await request.get(`/api/tour/${id}`)).json()) as LastMinuteTour & { bookingCutoffHours: number };
      if (tour.bookingCutoffHours <= 2 && tour.weekdays === 127 && fits(tour)) return tour;
    }
  }
  throw new Error('No last-minute tour running every day among the first 240 of the catalogue');
}

/** The checkout's test card form, filled with Stripe's always-accepted test card and sent. */
export async function payWithTestCard(page: Page, locale: string): Promise<void> {
  const t = (key: string, values?: Record<string, string>) => message(locale, key, values);
  await page.getByLabel(t('checkout.card.holder'), { exact: true }).fill('Claire Martin');
  await page.getByLabel(t('checkout.card.number'), { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(t('checkout.card.expiry', { format: t('checkout.card.expiryFormat') }), { exact: true }).fill('12/34');
  await page.getByLabel(t('checkout.card.cvc'), { exact: true }).fill('123');
  await page.locator('form.card-grid').getByRole('button', { name: messagePattern(locale, 'checkout.card.pay') }).click();
}

/** From the cart just reached, to the checkout's options (hydrated). */
export async function cartToCheckout(page: Page, site: string, locale: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === `${site}/cart`);
  await hydrated(page);
  await page.locator('main').getByRole('link', { name: message(locale, 'shell.cart.checkout') }).click();
  await page.waitForURL((url) => url.pathname === `${site}/checkout`);
  await hydrated(page);
}

/** From the checkout's options as chosen: the card order, paid by the test card; its reference once pay-done shows. */
export async function placeCardOrderAndPay(page: Page, site: string, locale: string): Promise<string> {
  await page.getByRole('button', { name: message(locale, 'checkout.placeCard') }).click();
  await page.waitForURL((url) => url.pathname === `${site}/checkout` && url.searchParams.has('order'));
  const reference = orderReference(page);
  await hydrated(page);
  await payWithTestCard(page, locale);
  await page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.get('order') === reference);
  return reference;
}

/**
 * A bank-transfer order of one booking of `tour` on `day`, placed through the API by the signed-in
 * context (no cart): the quick way to a booking waiting for its transfer. Its order and booking references.
 */
export async function bankOrderThroughApi(context: BrowserContext, tour: Tour, day: string, contactEmail: string): Promise<{ order: string; booking: string }> {
  const details = (await (await context.request.get(`/api/tour/${tour.id}`)).json()) as { prices: { duration: string }[]; guideLanguages: string[]; minStartTime: string; minPeople: number };
  const placed = await context.request.post('/api/orders', {
    headers: { origin: baseURL() },
    data: {
      paymentMethod: 'bank_transfer',
      currency: 'EUR',
      fromCart: false,
      items: [
        {
          tourId: tour.id,
          duration: details.prices[0]?.duration,
          day,
          startTime: details.minStartTime.slice(0, 5),
          travellers: { adults: Math.max(2, details.minPeople), children: 0, infants: 0 },
          guideLanguage: details.guideLanguages[0],
          contact: { name: 'Ada Scan', email: contactEmail, phone: '+33 6 12 34 56 78' },
        },
      ],
    },
  });
  if (placed.status() !== 201) throw new Error(`POST /api/orders answered ${placed.status()}: ${await placed.text()}`);
  const order = ((await placed.json()) as { reference: string }).reference;
  const bookings = (await (await context.request.get('/api/me/bookings')).json()) as { bookings: { reference: string; orderReference: string }[] };
  const booking = bookings.bookings.find((row) => row.orderReference === order)?.reference;
  if (!booking) throw new Error(`No booking of order ${order}`);
  return { order, booking };
}

/** From the cart just reached, through the checkout, paying by bank transfer: the order reference of its pay-done page. */
export async function placeBankTransferOrder(page: Page, site: string, locale: string): Promise<string> {
  const t = (key: string) => message(locale, key);
  await cartToCheckout(page, site, locale);
  await page.getByLabel(t('checkout.method.bank')).check();
  const place = page.getByRole('button', { name: t('checkout.placeBank') });
  await place.waitFor();
  await place.click();
  await page.waitForURL((url) => url.pathname === `${site}/pay-done` && url.searchParams.has('order'));
  await hydrated(page);
  return orderReference(page);
}
