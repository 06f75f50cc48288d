import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { tourCardSchema, tourDetailSchema, tourImageSchema } from '@cicerone/core/contracts/catalog';
import { convertFromEurCents } from '@cicerone/core/money';
import { eq } from 'drizzle-orm';
import { city, country } from '@cicerone/db/schema/reference';
import { tour } from '@cicerone/db/schema/catalog';
import { createTestApp } from '../../test/app.ts';
import { createReviews, createTour, type CreatedTour } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let walk: CreatedTour;
let groups: CreatedTour;
let hidden: CreatedTour;
let geneva: CreatedTour;
let featured: CreatedTour[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  walk = await createTour(db, {
    city: 'zurich',
    titles: { en_US: 'Old town walk', fr_FR: 'Promenade dans la vieille ville' },
    basePriceCents: 10_000,
    images: 5,
    guideLanguages: ['en_US', 'de_DE'],
    minStartTime: '08:30',
    maxStartTime: '15:00',
  });
  groups = await createTour(db, { city: 'zurich', minPeople: 3, maxPeople: 8, basePriceCents: 20_000, images: 1 });
  hidden = await createTour(db, { city: 'zurich', activated: false });
  geneva = await createTour(db, { city: 'geneva', images: 0 });
  await createReviews(db, geneva, 4);
  await createReviews(db, walk, 2);
  featured = [await createTour(db, { city: 'rome', featured: true }), await createTour(db, { city: 'tokyo', featured: true })];
  await createReviews(db, featured[1] as CreatedTour, 3);
  await createTour(db, { city: 'rome', featured: true, activated: false });
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function detail(id: number, query: Record<string, string> = {}) {
  const { status, headers, body } = await get(`/api/tour/${id}`, query);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(headers['cache-control']).toBe('public, max-age=60');
  return tourDetailSchema.strict().parse(body);
}

async function expectError(url: string, status: number, code: string, query: Record<string, string> = {}) {
  const response = await get(url, query);
  expect(response.status).toBe(status);
  expect(errorBody.strict().parse(response.body).code).toBe(code);
}

describe('GET /api/tour/{id}', () => {
  it('gives every section in the language and says which language it used', async () => {
    const tour = await detail(walk.id, { language: 'fr_FR' });
    expect(tour).toMatchObject({
      id: walk.id,
      slug: walk.slug,
      title: 'Promenade dans la vieille ville',
      contentLanguage: 'fr_FR',
      description: 'Description (fr_FR) of Promenade dans la vieille ville',
      itinerary: [{ title: 'Meeting', description: 'We meet at the fountain.' }],
      included: ['A licensed guide'],
      notIncluded: ['Tickets'],
      accessibility: ['Step-free route'],
      highlights: ['The old town'],
      importantInformation: ['Wear comfortable shoes'],
      meetingPoint: 'At the fountain',
      minStartTime: '08:30',
      maxStartTime: '15:00',
      guideLanguages: ['en_US', 'de_DE'],
      timeZone: 'Europe/Zurich',
      city: { nameTranslated: 'Zurich', slug: 'zurich' },
      country: { nameTranslated: 'Suisse' },
      cancellationPolicy: { serviceType: 'tour', freeCancellationHours: 24 },
      reviewCount: 2,
      rating: 5,
    });
  });

  it('falls back to English when the tour has no text in the language', async () => {
    const tour = await detail(walk.id, { language: 'de_DE' });
    expect(tour).toMatchObject({ title: 'Old town walk', contentLanguage: 'en_US', country: { nameTranslated: 'Schweiz' } });
  });

  it('builds the gallery with alternative texts from the title', async () => {
    const tour = await detail(walk.id);
    expect(tour.gallery).toHaveLength(5);
    expect(tour.gallery.map((image) => image.alt)).toEqual([1, 2, 3, 4, 5].map((n) => `Old town walk (${n}/5)`));
    expect(tour.image).toEqual(tour.gallery[0]);
  });

  it('prices every duration and band the tour takes, clamped to its min and max people', async () => {
    const tour = await detail(groups.id);
    expect(tour.prices.map(({ duration, minTravellers, maxTravellers, price }) => [duration, minTravellers, maxTravellers, price.eurCents])).toEqual([
      ['4h', 3, 4, 26_000],
      ['4h', 5, 6, 32_000],
      ['4h', 7, 8, 40_000],
      ['8h', 3, 4, 41_600],
      ['8h', 5, 6, 51_200],
      ['8h', 7, 8, 64_000],
    ]);
    // Its card price is the smallest group it takes.
    expect(tour).toMatchObject({ price: { eurCents: 26_000 }, priceDuration: '4h', durations: ['4h', '8h'], minPeople: 3, maxPeople: 8 });
  });

  it('converts the prices to the currency', async () => {
    const usd = await testApp.app.services.reference.exchangeRate('USD');
    const tour = await detail(walk.id, { currency: 'USD' });
    expect(tour.prices[0]?.price).toEqual({ amount: convertFromEurCents(10_000, usd.rate, { code: 'USD', minorUnits: 2 }), currency: 'USD', eurCents: 10_000 });
  });

  it('answers 404 for an unknown or switched-off tour, and for an unknown currency', async () => {
    await expectError(`/api/tour/${hidden.id}`, 404, 'tour_not_found');
    await expectError('/api/tour/999999', 404, 'tour_not_found');
    await expectError(`/api/tour/${walk.id}`, 404, 'currency_not_found', { currency: 'XYZ' });
  });

  it.each(['abc', '0', '-3', '1.5'])('answers 400 for id %s', async (id) => {
    await expectError(`/api/tour/${id}`, 400, 'validation_failed');
  });

  it('answers 400 for an unknown language', async () => {
    await expectError(`/api/tour/${walk.id}`, 400, 'validation_failed', { language: 'xx' });
  });

  it('is the same tour through the service by slug', async () => {
    const bySlug = await testApp.app.services.catalog.tourBySlug(walk.slug, { language: 'en_US', currency: 'EUR' });
    expect(bySlug.id).toBe(walk.id);
    await expect(testApp.app.services.catalog.tourBySlug('no-such-tour', { language: 'en_US', currency: 'EUR' })).rejects.toMatchObject({ code: 'tour_not_found' });
  });

  it('gives a tour’s page by slug as the API gives the tour, with its city page’s continent, none once the city is switched off', async () => {
    const { catalog } = testApp.app.services;
    const opts = { language: 'fr_FR' as const, currency: 'USD' };
    const page = await catalog.tourPage(geneva.slug, opts);
    expect(page.detail).toEqual(await detail(geneva.id, opts));
    const [before] = await testApp.db.select({ activated: city.activated }).from(city).where(eq(city.slug, page.detail.city.slug));
    const switchCity = async (activated: boolean) => {
      await testApp.db.update(city).set({ activated }).where(eq(city.slug, page.detail.city.slug));
      catalog.placesChanged();
    };
    try {
      await switchCity(true);
      const cityPage = await catalog.cityData(page.detail.city.slug, 'fr_FR');
      expect((await catalog.tourPage(geneva.slug, opts)).continent).toEqual({ slug: cityPage.continent.slug, nameTranslated: cityPage.continent.nameTranslated });
      await switchCity(false);
      expect((await catalog.tourPage(geneva.slug, opts)).continent).toBeNull();
    } finally {
      await switchCity(before?.activated ?? false);
    }
  });

  it('finds a switched-off tour by its slug once it is published again', async () => {
    const { catalog } = testApp.app.services;
    const later = await createTour(testApp.db, { city: 'tokyo', activated: false });
    const opts = { language: 'en_US' as const, currency: 'EUR' };
    await expect(catalog.tourPage(later.slug, opts)).rejects.toMatchObject({ code: 'tour_not_found' });
    await testApp.db.update(tour).set({ activated: true }).where(eq(tour.id, later.id));
    catalog.tourChanged(later.id);
    expect((await catalog.tourPage(later.slug, opts)).detail.id).toBe(later.id);
  });
});

describe('GET /api/tour/{id}/get-gallery', () => {
  it('lists the images in order with their alternative texts in the language', async () => {
    const { status, body } = await get(`/api/tour/${walk.id}/get-gallery`, { language: 'fr_FR' });
    expect(status).toBe(200);
    const gallery = z.array(tourImageSchema.strict()).parse(body);
    expect(gallery.map((image) => image.path)).toEqual([0, 1, 2, 3, 4].map((n) => `/files/gallery/test-${walk.id}-${n}.svg`));
    expect(gallery[1]?.alt).toBe('Promenade dans la vieille ville (2/5)');
  });

  it('answers an empty gallery for a tour without images, 404 for an unknown tour', async () => {
    expect((await get(`/api/tour/${geneva.id}/get-gallery`)).body).toEqual([]);
    await expectError('/api/tour/999999/get-gallery', 404, 'tour_not_found');
    await expectError('/api/tour/abc/get-gallery', 400, 'validation_failed');
  });
});

describe('GET /api/tours-by-country/{id}', () => {
  it('lists the country’s tours for sale, most reviewed first', async () => {
    const [switzerland] = await testApp.db.select({ id: country.id }).from(country).where(eq(country.slug, 'switzerland'));
    const { status, body } = await get(`/api/tours-by-country/${switzerland?.id}`, { language: 'de_DE' });
    expect(status).toBe(200);
    const cards = z.array(tourCardSchema.strict()).parse(body);
    expect(cards.map((card) => card.id)).toEqual([geneva.id, walk.id, groups.id]);
    expect(cards[0]).toMatchObject({ city: { nameTranslated: 'Genf' }, image: null, reviewCount: 4 });
    // The default group of 2 is below the group tour's minimum: its card shows its smallest group's price.
    expect(cards[2]?.price?.eurCents).toBe(26_000);
  });

  it('answers an empty list for a country without tours, 404 for an unknown one', async () => {
    const [iceland] = await testApp.db.select({ id: country.id }).from(country).where(eq(country.slug, 'iceland'));
    expect((await get(`/api/tours-by-country/${iceland?.id}`)).body).toEqual([]);
    await expectError('/api/tours-by-country/999999', 404, 'country_not_found');
    await expectError('/api/tours-by-country/iceland', 400, 'validation_failed');
  });
});

describe('GET /api/featured-tours', () => {
  it('lists the featured tours for sale, most reviewed first, priced in the currency', async () => {
    const { status, body } = await get('/api/featured-tours', { currency: 'GBP', language: 'ja_JP' });
    expect(status).toBe(200);
    const cards = z.array(tourCardSchema.strict()).parse(body);
    expect(cards.map((card) => card.id)).toEqual([featured[1]?.id, featured[0]?.id]);
    expect(cards.every((card) => card.featured && card.price?.currency === 'GBP')).toBe(true);
    expect(cards[0]?.city.nameTranslated).toBe('東京');
  });

  it('answers 400 for a malformed currency', async () => {
    await expectError('/api/featured-tours', 400, 'validation_failed', { currency: 'pounds' });
  });
});
