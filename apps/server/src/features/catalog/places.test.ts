import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { cityDataSchema, continentDataSchema, countryDataSchema, homeSchema } from '@cicerone/core/contracts/catalog';
import { marketingClaims } from '@cicerone/core/company';
import { createTestApp } from '../../test/app.ts';
import { createContent, createReviews, createTour, type CreatedTour } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let zurich: CreatedTour[];
let rome: CreatedTour;

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  zurich = [await createTour(db, { city: 'zurich' }), await createTour(db, { city: 'zurich', featured: true })];
  await createTour(db, { city: 'zurich', activated: false });
  await createReviews(db, zurich[0] as CreatedTour, 3, { rating: 4 });
  await createReviews(db, zurich[1] as CreatedTour, 1, { rating: 2 });
  rome = await createTour(db, { city: 'rome', featured: true, images: 2 });
  await createReviews(db, rome, 6, (n) => ({ rating: 5, language: n < 2 ? 'ja_JP' : 'en_US' }));
  await createTour(db, { city: 'rome' });
  await createTour(db, { city: 'florence' });
  await createTour(db, { city: 'tokyo' });
  await createTour(db, { city: 'new-york' });
  await createContent(db, 'city:zurich', 'en_US', { title: 'Zürich, on the lake' });
  await createContent(db, 'city:zurich', 'de_DE', { title: 'Zürich am See' });
  await createContent(db, 'country:switzerland', 'en_US');
  await createContent(db, 'continent:europe', 'fr_FR', { title: 'L’Europe' });
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function expectError(url: string, status: number, code: string, query: Record<string, string> = {}) {
  const response = await get(url, query);
  expect(response.status).toBe(status);
  expect(errorBody.strict().parse(response.body).code).toBe(code);
}

describe('GET /api/city/data', () => {
  it('describes the city with its tours for sale, their rating and its content in the language', async () => {
    const { status, headers, body } = await get('/api/city/data', { slug: 'zurich', language: 'de_DE' });
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(cityDataSchema.strict().parse(body)).toMatchObject({
      city: { name: 'Zürich', nameTranslated: 'Zürich', slug: 'zurich', timeZone: 'Europe/Zurich' },
      country: { slug: 'switzerland', nameTranslated: 'Schweiz' },
      continent: { slug: 'europe', nameTranslated: 'Europa' },
      content: { cms: 'city:zurich', language: 'de_DE', requestedLanguage: 'de_DE', data: { title: 'Zürich am See' } },
      toursCount: 2,
      totalReviews: 4,
      rating: 3.5,
    });
  });

  it('falls back to the English content, and gives null content where there is none', async () => {
    const french = cityDataSchema.parse((await get('/api/city/data', { slug: 'zurich', language: 'fr_FR' })).body);
    expect(french.content).toMatchObject({ language: 'en_US', requestedLanguage: 'fr_FR', data: { title: 'Zürich, on the lake' } });
    const florence = cityDataSchema.parse((await get('/api/city/data', { slug: 'florence' })).body);
    expect(florence).toMatchObject({ content: null, toursCount: 1, totalReviews: 0, rating: 0 });
  });

  it('answers 404 for an unknown city and 400 without a slug', async () => {
    await expectError('/api/city/data', 404, 'city_not_found', { slug: 'atlantis' });
    await expectError('/api/city/data', 400, 'validation_failed');
    await expectError('/api/city/data', 400, 'validation_failed', { slug: 'zurich', language: 'xx' });
  });
});

describe('GET /api/country/data', () => {
  it('lists the cities with tours, most visited first, with their counts', async () => {
    const { status, body } = await get('/api/country/data', { slug: 'switzerland', language: 'it_IT' });
    expect(status).toBe(200);
    const data = countryDataSchema.strict().parse(body);
    expect(data).toMatchObject({
      country: { iso2: 'CH', nameTranslated: 'Svizzera' },
      continent: { slug: 'europe' },
      content: { cms: 'country:switzerland', language: 'en_US', requestedLanguage: 'it_IT' },
      toursCount: 2,
    });
    expect(data.cities.map((city) => [city.slug, city.nameTranslated, city.toursCount])).toEqual([['zurich', 'Zurigo', 2]]);
    const italy = countryDataSchema.parse((await get('/api/country/data', { slug: 'italy', language: 'de_DE' })).body);
    expect(italy).toMatchObject({ toursCount: 3, content: null });
    expect(italy.cities.map((city) => [city.slug, city.nameTranslated, city.toursCount])).toEqual([
      ['rome', 'Rom', 2],
      ['florence', 'Florenz', 1],
    ]);
  });

  it('answers an empty list for a country without tours, 404 for an unknown one', async () => {
    const iceland = countryDataSchema.parse((await get('/api/country/data', { slug: 'iceland' })).body);
    expect(iceland).toMatchObject({ cities: [], toursCount: 0, content: null });
    await expectError('/api/country/data', 404, 'country_not_found', { slug: 'atlantis' });
  });
});

describe('GET /api/continent/data', () => {
  it('lists the countries with tours by name in the language', async () => {
    const { status, body } = await get('/api/continent/data', { slug: 'europe', language: 'fr_FR' });
    expect(status).toBe(200);
    const data = continentDataSchema.strict().parse(body);
    expect(data).toMatchObject({ continent: { slug: 'europe', nameTranslated: 'Europe' }, content: { data: { title: 'L’Europe' } }, toursCount: 5 });
    expect(data.countries.map((country) => [country.slug, country.toursCount])).toEqual([
      ['italy', 3],
      ['switzerland', 2],
    ]);
  });

  it('understands the spec slugs europa and america', async () => {
    const europa = continentDataSchema.parse((await get('/api/continent/data', { slug: 'europa' })).body);
    expect(europa).toMatchObject({ continent: { slug: 'europe' }, toursCount: 5 });
    const america = continentDataSchema.parse((await get('/api/continent/data', { slug: 'america', language: 'es_ES' })).body);
    expect(america).toMatchObject({ continent: { slug: 'america', name: 'North America / South America' }, toursCount: 1 });
    expect(america.countries.map((country) => country.slug)).toEqual(['united-states']);
  });

  it('answers 404 for an unknown continent', async () => {
    await expectError('/api/continent/data', 404, 'continent_not_found', { slug: 'atlantis' });
  });
});

describe('GET /api/home', () => {
  it('gathers featured cities with tours, featured tours, categories, reviews and claims', async () => {
    const { status, body } = await get('/api/home', { language: 'ja_JP', currency: 'JPY' });
    expect(status).toBe(200);
    const home = homeSchema.strict().parse(body);
    // Zürich is not a featured city; Rome and Tokyo are, and have tours.
    expect(home.featuredCities.map((city) => `${city.slug}:${city.toursCount}`).sort()).toEqual(['florence:1', 'new-york:1', 'rome:2', 'tokyo:1']);
    expect(home.featuredCities.find((city) => city.slug === 'rome')).toMatchObject({ nameTranslated: 'ローマ', country: 'イタリア', image: `/files/gallery/test-${rome.id}-0.svg` });
    expect(home.featuredTours.map((tour) => tour.id)).toEqual([rome.id, zurich[1]?.id]);
    expect(home.featuredTours[0]?.price?.currency).toBe('JPY');
    expect(home.categories).toHaveLength(8);
    const orders = home.categories.map((category) => category.order);
    expect(orders).toEqual(orders.toSorted((a, b) => a - b));
    expect(home.claims).toEqual(marketingClaims);
    // Five glowing reviews: the two Japanese ones, topped up from other languages.
    expect(home.reviews).toHaveLength(5);
    expect(home.reviews.filter((review) => review.language === 'ja_JP')).toHaveLength(2);
    expect(home.reviews.every((review) => review.rating >= 4)).toBe(true);
  });

  it('answers 404 for an unknown currency and 400 for a bad language', async () => {
    await expectError('/api/home', 404, 'currency_not_found', { currency: 'XYZ' });
    await expectError('/api/home', 400, 'validation_failed', { language: 'xx' });
  });
});
