import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { earliestStartDate, tourListSchema, type TourList } from '@cicerone/core/contracts/catalog';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { convertFromEurCents } from '@cicerone/core/money';
import { eq } from 'drizzle-orm';
import { city } from '@cicerone/db/schema/reference';
import { createTestApp } from '../../test/app.ts';
import { createReviews, createTour, type CreatedTour } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const made: Record<string, CreatedTour> = {};
const words: Record<string, CreatedTour> = {};
let lisbon: CreatedTour[] = [];
let rome: CreatedTour[] = [];
const romeEuros = [60, 95, 150, 190, 260];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  made.chocolate = await createTour(db, {
    city: 'zurich',
    category: 'food-tour',
    titles: { en_US: 'Chocolate and cheese walk', fr_FR: 'Balade chocolat et fromage' },
    basePriceCents: 8_000,
    features: ['family'],
    weekdays: 0b0111110, // Monday to Friday
  });
  made.museum = await createTour(db, {
    city: 'zurich',
    category: 'museum',
    titles: { en_US: 'Kunsthaus highlights' },
    basePriceCents: 20_000,
    maxPeople: 4,
    durations: ['4h'],
    features: ['wheelchair', 'skip-the-line'],
  });
  made.hidden = await createTour(db, { city: 'zurich', category: 'food-tour', activated: false, titles: { en_US: 'Withdrawn fondue evening' } });
  made.kremlin = await createTour(db, { city: 'moscow', titles: { en_US: 'Kremlin and Red Square', ru_RU: 'Кремль и Красная площадь' } });
  made.sake = await createTour(db, { city: 'tokyo', category: 'food-tour', titles: { en_US: 'Sake tasting in Shinjuku', fr_FR: 'Dégustation de saké à Shinjuku' } });
  // Lisbon: five tours for sorting and paging, and one only for groups of 5 or more.
  lisbon = [];
  for (const [index, price] of [12_000, 5_000, 25_000, 9_000, 15_000].entries()) {
    const created = await createTour(db, { city: 'lisbon', category: 'private-tour', basePriceCents: price, titles: { en_US: `Lisbon walk ${index + 1}` } });
    await createReviews(db, created, [3, 0, 1, 5, 2][index] ?? 0, (n) => ({ rating: index === 2 ? 5 : n % 2 === 0 ? 4 : 3 }));
    lisbon.push(created);
  }
  made.bigGroups = await createTour(db, { city: 'lisbon', category: 'excursion', minPeople: 5, maxPeople: 12, basePriceCents: 30_000 });
  // Rome: prices around the 100–200 band, for the currency of the price filter.
  rome = [];
  for (const euros of romeEuros) rome.push(await createTour(db, { city: 'rome', category: 'museum', basePriceCents: euros * 100 }));
});
afterAll(() => testApp.close());

async function get(query: Record<string, string | string[]>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/tours', query });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function list(query: Record<string, string | string[]>): Promise<TourList> {
  const { status, body } = await get(query);
  expect(status, JSON.stringify(body)).toBe(200);
  return tourListSchema.strict().parse(body);
}

const ids = (result: TourList) => result.tours.map((tour) => tour.id).sort((a, b) => a - b);
const sorted = (...tours: (CreatedTour | undefined)[]) => tours.map((tour) => tour?.id ?? 0).sort((a, b) => a - b);

/** The next given weekday (0 = Sunday) at least two days ahead, as YYYY-MM-DD. */
function nextWeekday(weekday: number): string {
  const day = new Date(Date.now() + 2 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('GET /api/tours filters', () => {
  it('lists the tours of a city by slug or id, never the switched-off ones, publicly cacheable', async () => {
    const { headers } = await get({ city: 'zurich' });
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(ids(await list({ city: 'zurich' }))).toEqual(sorted(made.chocolate, made.museum));
    expect(ids(await list({ city: String(made.chocolate?.cityId) }))).toEqual(sorted(made.chocolate, made.museum));
  });

  it('answers an unknown city with an empty list, not an error', async () => {
    expect(await list({ city: 'atlantis' })).toEqual({ tours: [], totalItems: 0, totalPages: 0, currentPage: 1, pageSize: 12 });
    for (const id of ['987654', '99999999999999999999']) expect((await list({ city: id })).totalItems).toBe(0);
  });

  it('lists nothing for a city switched off here, from the moment the places changed, and its tours again once it is back', async () => {
    const { catalog } = testApp.app.services;
    const switchLisbon = async (activated: boolean) => {
      await testApp.db.update(city).set({ activated }).where(eq(city.slug, 'lisbon'));
      catalog.placesChanged();
    };
    const [{ id } = { id: 0 }] = await testApp.db.select({ id: city.id }).from(city).where(eq(city.slug, 'lisbon'));
    expect((await list({ city: 'lisbon' })).totalItems).toBe(5);
    expect((await list({ city: String(id) })).totalItems).toBe(5);
    try {
      await switchLisbon(false);
      expect((await list({ city: 'lisbon', sort: 'rating' })).totalItems).toBe(0);
      // Asked by its id too: the same list, another cache key.
      expect((await list({ city: String(id), sort: 'rating' })).totalItems).toBe(0);
    } finally {
      await switchLisbon(true);
    }
    expect((await list({ city: 'lisbon', sort: 'rating' })).totalItems).toBe(5);
    expect((await list({ city: String(id), sort: 'rating' })).totalItems).toBe(5);
  });

  it('filters by categories given as a comma list or repeated', async () => {
    expect(ids(await list({ city: 'zurich', categories: 'food-tour' }))).toEqual(sorted(made.chocolate));
    expect(ids(await list({ city: 'zurich', categories: 'food-tour,museum' }))).toEqual(sorted(made.chocolate, made.museum));
    expect(ids(await list({ city: 'zurich', categories: ['museum', 'food-tour'] }))).toEqual(sorted(made.chocolate, made.museum));
    expect(ids(await list({ categories: 'bike-tour' }))).toEqual([]);
  });

  it('keeps to tours that take the group: people between minPeople and maxPeople', async () => {
    expect(ids(await list({ city: 'zurich', people: '6' }))).toEqual(sorted(made.chocolate));
    expect(ids(await list({ city: 'lisbon' }))).not.toContain(made.bigGroups?.id);
    const groups = await list({ city: 'lisbon', people: '6' });
    expect(ids(groups)).toContain(made.bigGroups?.id);
    // The card shows the price of the group's band (5–6 travellers: factor 1.6).
    expect(groups.tours.find((tour) => tour.id === made.bigGroups?.id)?.price?.eurCents).toBe(48_000);
  });

  it('keeps to tours that run on the weekday of startAt', async () => {
    expect(ids(await list({ city: 'zurich', startAt: nextWeekday(0) }))).toEqual(sorted(made.museum));
    expect(ids(await list({ city: 'zurich', startAt: nextWeekday(3) }))).toEqual(sorted(made.chocolate, made.museum));
    // The earliest day allowed is accepted, and filters by its own weekday (the chocolate walk runs Monday to Friday).
    const earliest = earliestStartDate();
    const weekday = new Date(`${earliest}T00:00:00Z`).getUTCDay();
    expect(ids(await list({ city: 'zurich', startAt: earliest }))).toEqual(weekday >= 1 && weekday <= 5 ? sorted(made.chocolate, made.museum) : sorted(made.museum));
  });

  it('keeps to tours with the duration and shows that duration’s price', async () => {
    const result = await list({ city: 'zurich', duration: '8h' });
    expect(ids(result)).toEqual(sorted(made.chocolate));
    expect(result.tours[0]).toMatchObject({ priceDuration: '8h', price: { eurCents: 12_800, currency: 'EUR', amount: 12_800 } });
    const any = await list({ city: 'zurich', categories: 'food-tour' });
    expect(any.tours[0]).toMatchObject({ priceDuration: '4h', durations: ['4h', '8h'], price: { eurCents: 8_000 } });
  });

  it('keeps to tours that meet every special filter', async () => {
    expect(ids(await list({ specialFilters: 'wheelchair' }))).toEqual(sorted(made.museum));
    expect(ids(await list({ specialFilters: 'wheelchair,skip-the-line' }))).toEqual(sorted(made.museum));
    expect(ids(await list({ specialFilters: ['wheelchair', 'family'] }))).toEqual([]);
    expect(ids(await list({ specialFilters: 'family' }))).toEqual(sorted(made.chocolate));
  });

  it('filters by price in EUR by default', async () => {
    expect(ids(await list({ city: 'rome', minPrice: '100', maxPrice: '200' }))).toEqual(sorted(rome[2], rome[3]));
    expect(ids(await list({ city: 'rome', minPrice: '150' }))).toEqual(sorted(rome[2], rome[3], rome[4]));
    expect(ids(await list({ city: 'rome', maxPrice: '95' }))).toEqual(sorted(rome[0], rome[1]));
  });

  it('reads a 100–200 USD filter in USD and shows USD prices', async () => {
    const usd = await testApp.app.services.reference.exchangeRate('USD');
    const inUsd = romeEuros.map((euros) => convertFromEurCents(euros * 100, usd.rate, { code: 'USD', minorUnits: usd.minorUnits }));
    const expected = rome.filter((_, index) => (inUsd[index] ?? 0) >= 10_000 && (inUsd[index] ?? 0) <= 20_000);
    // The rate must make the two currencies disagree, or this test proves nothing.
    expect(sorted(...expected)).not.toEqual(sorted(rome[2], rome[3]));
    const result = await list({ city: 'rome', minPrice: '100', maxPrice: '200', currency: 'usd' });
    expect(ids(result)).toEqual(sorted(...expected));
    for (const tour of result.tours) {
      expect(tour.price?.currency).toBe('USD');
      expect(tour.price?.amount).toBeGreaterThanOrEqual(10_000);
      expect(tour.price?.amount).toBeLessThanOrEqual(20_000);
    }
  });

  it('shows JPY prices without minor units', async () => {
    const jpy = await testApp.app.services.reference.exchangeRate('JPY');
    const result = await list({ city: 'rome', currency: 'JPY', sort: 'price-asc' });
    expect(result.tours[0]?.price).toEqual({ amount: Math.round(60 * jpy.rate), currency: 'JPY', eurCents: 6_000 });
  });

  it('answers an unknown currency with 404 currency_not_found', async () => {
    const { status, body } = await get({ currency: 'XYZ' });
    expect(status).toBe(404);
    expect(errorBody.parse(body).code).toBe('currency_not_found');
  });
});

describe('GET /api/tours across the whole catalogue (no city, no search)', () => {
  // Museum tours: the Kunsthaus (200 €, 4 h only) and the five in Rome (60–260 €).
  it('filters by category and price, and sorts, as a city list does', async () => {
    const inRange = await list({ categories: 'museum', minPrice: '100', maxPrice: '200', sort: 'price-asc' });
    expect(inRange.tours.map((tour) => tour.id)).toEqual([rome[2]?.id, rome[3]?.id, made.museum?.id]);
    expect(inRange.tours.map((tour) => tour.price?.eurCents)).toEqual([15_000, 19_000, 20_000]);
    const descending = await list({ categories: 'museum', sort: 'price-desc', size: '2', page: '2' });
    expect(descending).toMatchObject({ totalItems: 6, totalPages: 3, currentPage: 2 });
    expect(descending.tours.map((tour) => tour.id)).toEqual([rome[3]?.id, rome[2]?.id]);
  });

  it('filters by duration and shows its price', async () => {
    const long = await list({ categories: 'museum', duration: '8h', sort: 'price-asc' });
    expect(long.tours.map((tour) => tour.id)).toEqual(rome.map((tour) => tour.id));
    expect(long.tours[0]).toMatchObject({ priceDuration: '8h', price: { eurCents: 9_600 } });
  });

  it('sorts by popularity by default, and pages past the end with the totals', async () => {
    const popular = await list({ size: '3' });
    expect(popular.tours.map((tour) => tour.id)).toEqual([lisbon[3]?.id, lisbon[0]?.id, lisbon[4]?.id]);
    const total = popular.totalItems;
    expect(total).toBe(1 + 1 + 1 + 1 + 5 + 5);
    expect(await list({ size: '3', page: '99' })).toEqual({ tours: [], totalItems: total, totalPages: Math.ceil(total / 3), currentPage: 99, pageSize: 3 });
  });
});

describe('GET /api/tours cards', () => {
  it('gives texts in the language, English where the tour has none, and translated places', async () => {
    const french = await list({ city: 'zurich', language: 'fr_FR', sort: 'price-asc' });
    expect(french.tours.map((tour) => tour.title)).toEqual(['Balade chocolat et fromage', 'Kunsthaus highlights']);
    expect(french.tours[0]).toMatchObject({
      summary: 'Summary (fr_FR) of Balade chocolat et fromage',
      city: { name: 'Zürich', nameTranslated: 'Zurich', slug: 'zurich' },
      country: { name: 'Switzerland', nameTranslated: 'Suisse', slug: 'switzerland' },
      category: { slug: 'food-tour' },
      image: { path: `/files/gallery/test-${made.chocolate?.id}-0.svg`, alt: 'Balade chocolat et fromage' },
      features: ['family'],
    });
    const japanese = await list({ city: 'zurich', language: 'ja_JP' });
    expect(japanese.tours[0]?.city.nameTranslated).toBe('チューリッヒ');
  });

  it('prices one tour for each group, duration and currency asked, and names its city anew once the places changed', async () => {
    const chocolate = async (query: Record<string, string>) => (await list({ city: 'zurich', categories: 'food-tour', ...query })).tours[0];
    // One card row answers every list below: each shows its own price, none another's.
    const usd = await testApp.app.services.reference.exchangeRate('USD');
    expect(await chocolate({})).toMatchObject({ price: { eurCents: 8_000, currency: 'EUR' }, priceDuration: '4h' });
    expect((await chocolate({ people: '6' }))?.price?.eurCents).toBe(12_800);
    expect(await chocolate({ duration: '8h' })).toMatchObject({ price: { eurCents: 12_800 }, priceDuration: '8h' });
    expect((await chocolate({ currency: 'USD' }))?.price).toEqual({ eurCents: 8_000, currency: 'USD', amount: convertFromEurCents(8_000, usd.rate, { code: 'USD', minorUnits: usd.minorUnits }) });
    expect(await chocolate({})).toMatchObject({ price: { eurCents: 8_000, currency: 'EUR' }, priceDuration: '4h' });

    const [zurich] = await testApp.db.select({ names: city.names }).from(city).where(eq(city.slug, 'zurich'));
    try {
      await testApp.db.update(city).set({ names: { ...zurich?.names, fr_FR: 'Zurich-sur-Limmat' } }).where(eq(city.slug, 'zurich'));
      testApp.app.services.catalog.placesChanged();
      expect((await chocolate({ language: 'fr_FR', people: '3' }))?.city.nameTranslated).toBe('Zurich-sur-Limmat');
    } finally {
      await testApp.db.update(city).set({ names: zurich?.names }).where(eq(city.slug, 'zurich'));
      testApp.app.services.catalog.placesChanged();
    }
    expect((await chocolate({ language: 'fr_FR', people: '4' }))?.city.nameTranslated).toBe('Zurich');
  });
});

describe('GET /api/tours sorting and paging', () => {
  const walks = () => lisbon.map((tour) => tour.id);

  it('sorts by popularity (review count), rating and price', async () => {
    const [a, b, c, d, e] = walks();
    expect((await list({ city: 'lisbon', sort: 'popular' })).tours.map((tour) => tour.id)).toEqual([d, a, e, c, b]);
    expect((await list({ city: 'lisbon', sort: 'price-asc' })).tours.map((tour) => tour.id)).toEqual([b, d, a, e, c]);
    expect((await list({ city: 'lisbon', sort: 'price-desc' })).tours.map((tour) => tour.id)).toEqual([c, e, a, d, b]);
    const byRating = (await list({ city: 'lisbon', sort: 'rating' })).tours;
    expect(byRating[0]?.id).toBe(c);
    const ratings = byRating.map((tour) => tour.rating);
    expect(ratings).toEqual(ratings.toSorted((x, y) => y - x));
  });

  it('pages with totals, and answers a page past the end with an empty list and the same totals', async () => {
    const first = await list({ city: 'lisbon', size: '2' });
    expect(first).toMatchObject({ totalItems: 5, totalPages: 3, currentPage: 1, pageSize: 2 });
    expect(first.tours).toHaveLength(2);
    const last = await list({ city: 'lisbon', size: '2', page: '3' });
    expect(last.tours).toHaveLength(1);
    expect(await list({ city: 'lisbon', size: '2', page: '4' })).toEqual({ tours: [], totalItems: 5, totalPages: 3, currentPage: 4, pageSize: 2 });
    const pages = [first, await list({ city: 'lisbon', size: '2', page: '2' }), last];
    expect(new Set(pages.flatMap((page) => page.tours.map((tour) => tour.id))).size).toBe(5);
  });

  it('accepts the largest page size', async () => {
    expect((await list({ size: '48' })).pageSize).toBe(48);
  });
});

describe('GET /api/tours free-text search', () => {
  it.each([
    ['zur', ['chocolate', 'museum']],
    ['ZÜR', ['chocolate', 'museum']],
    ['mosk', ['kremlin']],
    ['Москва', ['kremlin']],
    ['toky', ['sake']],
    ['東京', ['sake']],
    ['kunsthaus', ['museum']],
    ['nowhere at all', []],
  ])('q=%s finds %j', async (q, names) => {
    expect(ids(await list({ q }))).toEqual(sorted(...names.map((name) => made[name])));
  });

  it.each([
    ['DEGUSTATION', 'fr_FR', ['sake']],
    ['dégust', 'fr_FR', ['sake']],
    ['площадь', 'ru_RU', ['kremlin']],
  ])('q=%s in %s finds %j by its words in that language', async (q, language, names) => {
    expect(ids(await list({ q, language }))).toEqual(sorted(...names.map((name) => made[name])));
  });

  it('finds nothing for punctuation', async () => {
    expect((await list({ q: '%%%' })).totalItems).toBe(0);
    expect((await list({ q: '___' })).totalItems).toBe(0);
  });
});

describe('GET /api/tours search by the words of a tour, ranked', () => {
  // Made here, after the whole catalogue's lists were checked, and shown at once as the back office's edits are.
  beforeAll(async () => {
    const { db } = testApp;
    words.louvre = await createTour(db, {
      city: 'paris',
      category: 'museum',
      titles: { en_US: 'Masterpieces of the Louvre', fr_FR: 'Chefs-d’œuvre du Louvre', ja_JP: 'ルーヴル美術館の名作' },
      highlights: { en_US: ['The Winged Victory'], fr_FR: ['La Victoire de Samothrace'], ja_JP: ['サモトラケのニケ'] },
    });
    words.day = await createTour(db, {
      city: 'paris',
      titles: { en_US: 'Paris in one day' },
      highlights: { en_US: ['A stop at the Louvre pyramid', 'Crêpes by the Seine'] },
      guideLanguages: ['en_US', 'ja_JP'],
    });
    for (const tour of Object.values(words)) testApp.app.services.catalog.tourChanged(tour.id);
  });

  it('finds a tour by a word of its highlights, its title first', async () => {
    const found = await list({ q: 'Louvre' });
    expect(found.tours.map((tour) => tour.id)).toEqual([words.louvre?.id, words.day?.id]);
  });

  it('finds a tour by its whole title, that tour first', async () => {
    const [first] = (await list({ q: 'Sake tasting in Shinjuku' })).tours;
    expect(first?.id).toBe(made.sake?.id);
    expect((await list({ q: 'Masterpieces of the Louvre' })).tours[0]?.id).toBe(words.louvre?.id);
  });

  it('finds the tours of a category by its name: food', async () => {
    const found = ids(await list({ q: 'food' }));
    expect(found).toEqual(expect.arrayContaining(sorted(made.chocolate, made.sake)));
    expect(found).not.toContain(made.hidden?.id);
    expect(found).not.toContain(words.louvre?.id);
  });

  it('finds the tours whose guides speak a language, by its name in the reader’s language', async () => {
    expect(ids(await list({ q: 'Japanese' }))).toEqual(sorted(words.day));
    expect(ids(await list({ q: 'japonais', language: 'fr_FR' }))).toEqual(sorted(words.day));
    expect(ids(await list({ q: '日本語', language: 'ja_JP' }))).toEqual(sorted(words.day));
  });

  it('ignores accents and case', async () => {
    for (const q of ['crepes', 'CRÊPES', 'Crêpes']) expect(ids(await list({ q })), q).toEqual(sorted(words.day));
    for (const q of ['SAMOTHRACE', 'samothrâce']) expect(ids(await list({ q, language: 'fr_FR' })), q).toEqual(sorted(words.louvre));
  });

  it('in ja_JP: 東京 and ルーヴル find their tours, and one or two characters are a search', async () => {
    expect(ids(await list({ q: '東京', language: 'ja_JP' }))).toEqual(sorted(made.sake));
    expect(ids(await list({ q: 'ルーヴル', language: 'ja_JP' }))).toEqual(sorted(words.louvre));
    expect(ids(await list({ q: 'ニケ', language: 'ja_JP' }))).toEqual(sorted(words.louvre));
    expect((await get({ q: '京', language: 'ja_JP' })).status).toBe(200);
  });

  it('keeps every other filter and sort on a search', async () => {
    expect(ids(await list({ q: 'Louvre', categories: 'museum' }))).toEqual(sorted(words.louvre));
    const newest = await list({ q: 'paris', sort: 'newest' });
    expect(newest.tours.map((tour) => tour.id)).toEqual(newest.tours.map((tour) => tour.id).toSorted((a, b) => b - a));
  });
});

describe('GET /api/tours sort=newest', () => {
  it('lists the newest tours first, a city’s and the whole catalogue’s', async () => {
    for (const query of [{ sort: 'newest', size: '48' }, { sort: 'newest', city: 'lisbon' }] as Record<string, string>[]) {
      const found = (await list(query)).tours.map((tour) => tour.id);
      expect(found.length).toBeGreaterThan(1);
      expect(found).toEqual(found.toSorted((a, b) => b - a));
    }
  });
});

describe('GET /api/tours bad input', () => {
  it.each<Record<string, string>>([
    { page: '-1' },
    { page: '0' },
    { page: 'abc' },
    { page: '1.5' },
    { size: '1000' },
    { size: '0' },
    { people: '0' },
    { people: '99' },
    { people: 'two' },
    { minPrice: '-5' },
    { minPrice: 'cheap' },
    { minPrice: '300', maxPrice: '100' },
    { categories: 'nope' },
    { categories: 'food-tour,nope' },
    { duration: '3h' },
    { startAt: '2020-01-01' },
    { startAt: 'notadate' },
    { startAt: '2030-02-30' },
    { specialFilters: 'x' },
    { q: 'a' },
    { q: 'zu' },
    { q: 'x'.repeat(81) },
    { sort: 'cheapest' },
    { language: 'xx' },
    { currency: 'EURO' },
  ])('answers 400 with a message for %o', async (query) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    const error = errorBody.strict().parse(body);
    expect(error.code).toBe('validation_failed');
    expect(error.message).not.toMatch(/^errors\./);
  });

  it('explains a past start date in the request language', async () => {
    for (const language of ['en_US', 'de_DE'] as const) {
      const { body } = await get({ startAt: '2020-01-01', language });
      expect(errorBody.parse(body).message).toBe(`${sourceCatalogs[language]['tours.filters.startAt']}: ${sourceCatalogs[language]['errors.tours.startAtPast']}`);
      expect(errorBody.parse(body).fields?.map((problem) => problem.field)).toEqual(['startAt']);
    }
  });

  it('names the price range error', async () => {
    const { body } = await get({ minPrice: '300', maxPrice: '100' });
    expect(errorBody.parse(body).message).toBe(`${sourceCatalogs.en_US['tours.filters.price']}: ${sourceCatalogs.en_US['errors.tours.priceRange']}`);
    expect(errorBody.parse(body).fields?.map((problem) => problem.field)).toEqual(['maxPrice']);
  });
});
