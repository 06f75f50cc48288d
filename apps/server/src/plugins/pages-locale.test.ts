import { sql } from 'drizzle-orm';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItemBody } from '@cicerone/core/contracts/cart';
import { messagesFor } from '@cicerone/core/i18n/catalogs';
import { languageTag, locales, type Locale } from '@cicerone/core/locales';
import { credit } from '../features/coins/coin-ledger.ts';
import { insertUser, login } from '../test/accounts-factory.ts';
import { createReviews, createTour } from '../test/catalog-factory.ts';
import { dayAhead, orderItem, paidBooking, sessionUserOf } from '../test/orders-factory.ts';
import { placeholders, visibleText } from '../test/page-text.ts';
import { createTestSite } from '../test/site.ts';

// Every page in every language (requirements §rules.words): a Russian page printed "4.4" beside "Рейтинг 4,9 из 5",
// and the card form's placeholder read "MM/YY" under "(ММ/ГГ)". Numbers go through Intl and
// placeholders through the catalogs; this renders the pages a traveller meets and reads them.

const currencyOf: Record<Locale, string> = { en_US: 'USD', fr_FR: 'EUR', de_DE: 'CHF', es_ES: 'EUR', it_IT: 'EUR', ru_RU: 'RUB', ja_JP: 'JPY' };

/** A decimal written with the separator of the other convention: "4.4" on a comma page, "4,4" on a point page. */
function foreignDecimals(text: string, locale: Locale): string[] {
  const decimal = new Intl.NumberFormat(languageTag(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  const foreign = decimal === ',' ? '\\.' : ',';
  // One separator followed by one or two digits, not part of a longer run: 1.234 is a German
  // thousand and 27.11.2026 a date, not decimals.
  const pattern = new RegExp(`(?<![\\d.,])\\d+${foreign}\\d{1,2}(?![\\d.,])`, 'gu');
  return [...text.matchAll(pattern)].map((match) => text.slice(Math.max(0, match.index - 30), match.index + match[0].length + 10));
}

let site: Awaited<ReturnType<typeof createTestSite>>;
let cookie = '';
/** The pages a signed-in traveller with a booking and a cart item meets; login and sign-up are a visitor's. */
const paths: Record<string, string> = {};
const visitorPaths = new Set(['/login', '/sign-up']);

beforeAll(async () => {
  site = await createTestSite();
  const { db, app } = site;
  // Ratings with a decimal part (4.4 and 4.67), reviews in several languages, texts in every language.
  const titles = Object.fromEntries(locales.map((locale) => [locale, `Tour (${locale})`]));
  const tour = await createTour(db, { city: 'rome', titles, durations: ['4h'] });
  await db.insert(tourAvailability).values({ tourId: tour.id, groupsPerDay: 100 });
  await createReviews(db, tour, 5, (index) => ({ rating: [5, 4, 4, 5, 4][index] ?? 5, language: locales[index] ?? 'en_US' }));
  // Data in every language, so that what stays English on a page is the product's, not the test's.
  await db.execute(sql`update tour_text set meeting_point = ${'Meeting point'} || ' (' || language || ')'`);

  const user = await insertUser(db);
  const tokens = await login(app, user.email);
  cookie = `access_token=${tokens.access_token}; refresh_token=${tokens.refresh_token}`;
  const testUser = { ...user, password: '', bearer: '', accessToken: tokens.access_token, refreshToken: tokens.refresh_token };
  const booked = await paidBooking(site, testUser, tour.id, dayAhead(10), { coins: 1_250 });
  const unpaid = await app.services.orders.createOrder(sessionUserOf(testUser), { currency: 'EUR', locale: 'en_US', items: [orderItem(tour.id, dayAhead(12))], paymentMethod: 'card' });
  const contact = { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' };
  const choice = { tourId: tour.id, duration: '4h', day: dayAhead(14), startTime: '10:00', travellers: { adults: 2 }, guideLanguage: 'en_US', contact };
  // A balance with cents: 12.5 coins.
  await db.transaction((tx) => credit(tx, user.id, 1_250, { reason: 'gift_card' }));
  await app.services.cart.add({ userId: user.id }, cartItemBody.parse(choice));

  Object.assign(paths, {
    login: '/login',
    signUp: '/sign-up',
    home: '/',
    tours: '/tours',
    tour: `/tour/${tour.slug}`,
    city: '/city/rome',
    cityReviews: '/city/rome/reviews',
    cart: '/cart',
    checkout: '/checkout',
    card: `/checkout?order=${unpaid.reference}`,
    payDone: `/pay-done?order=${booked.order.reference}`,
    account: '/account',
    bookings: '/bookings',
    booking: `/bookings/${booked.id}`,
  });
}, 120_000);

afterAll(() => site.close());

async function render(locale: Locale, path: string): Promise<string> {
  const response = await site.app.inject({ url: `/${locale}/${currencyOf[locale]}${path}`, headers: visitorPaths.has(path) ? {} : { cookie } });
  expect(response.statusCode, `${locale} ${path}`).toBe(200);
  return response.body;
}

describe('every page in every language', () => {
  it.each(locales)('%s: no number is written with another language’s decimal separator', async (locale) => {
    const found: Record<string, string[]> = {};
    for (const [page, path] of Object.entries(paths)) {
      const foreign = foreignDecimals(visibleText(await render(locale, path)), locale);
      if (foreign.length > 0) found[page] = foreign;
    }
    expect(found).toEqual({});
  });

  it.each(locales.filter((locale) => locale !== 'en_US'))('%s: no placeholder is left as the English page has it', async (locale) => {
    // A placeholder the language's catalog itself writes the English way (Japanese card forms say MM/YY) is the translator's choice.
    const written = new Set(Object.values(messagesFor(locale)).map((message) => JSON.stringify(message)));
    const ownText = (text: string) => written.has(JSON.stringify(text));
    const english: Record<string, string[]> = {};
    for (const [page, path] of Object.entries(paths)) {
      const [theirs, ours] = await Promise.all([render('en_US', path), render(locale, path)]);
      const left = [...placeholders(ours)].filter(([id, text]) => /\p{L}/u.test(text) && placeholders(theirs).get(id) === text && !ownText(text));
      if (left.length > 0) english[page] = left.map(([id, text]) => `${id}: ${text}`);
    }
    expect(english).toEqual({});
  });
});

describe('the tour page’s reviews', () => {
  // The tour has one review in each of en_US, fr_FR, de_DE, es_ES and it_IT (Review 1 … Review 5), none in Japanese.
  it('shows the reader’s language first, says how many there are, and labels the others with their language', async () => {
    const french = visibleText(await render('fr_FR', paths['tour'] ?? ''));
    expect(french).toContain('1 avis en français, affiché en premier.');
    const order = ['Review 2', 'Review 5', 'Review 4', 'Review 3', 'Review 1'].map((title) => french.indexOf(`${title} `));
    expect(order.every((at, index) => at > 0 && (index === 0 || at > (order[index - 1] ?? 0)))).toBe(true);
    expect(french).toContain('Avis en italien Review 5');
    expect(french).not.toContain('Avis en français');

    const japanese = visibleText(await render('ja_JP', paths['tour'] ?? ''));
    expect(japanese).toContain('日本語のレビューはまだありません。');
    expect(japanese).toContain('英語のレビュー Review 1');
  });

  it('names the travellers’ countries as the reference data does in the reader’s language', async () => {
    expect(visibleText(await render('ja_JP', paths['tour'] ?? ''))).toContain('Traveller 1 · フランス ·');
    expect(visibleText(await render('de_DE', paths['tour'] ?? ''))).toContain('Traveller 1 · Frankreich ·');
  });
});
