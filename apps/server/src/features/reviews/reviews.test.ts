import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { reviewPageSchema, reviewSchema } from '@cicerone/core/contracts/catalog';
import { createTestApp } from '../../test/app.ts';
import { createReviews, createTour, placeIds, type CreatedTour } from '../../test/catalog-factory.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
let walk: CreatedTour;
let quiet: CreatedTour;
let other: CreatedTour;
let walkReviews: number[];

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp;
  walk = await createTour(db, { city: 'zurich', titles: { en_US: 'Old town walk', fr_FR: 'Promenade dans la vieille ville' } });
  quiet = await createTour(db, { city: 'zurich' });
  other = await createTour(db, { city: 'zurich' });
  const hidden = await createTour(db, { city: 'zurich', activated: false });
  // 12 reviews: ratings 5,4,3,5,4,3… ; the two Japanese ones are glowing.
  walkReviews = await createReviews(db, walk, 12, (n) => ({ rating: [5, 4, 3][n % 3], language: n < 2 ? 'ja_JP' : 'en_US' }));
  await createReviews(db, other, 3, (n) => ({ rating: 2, createdAt: new Date(Date.UTC(2025, 6, 1 + n)) }));
  await createReviews(db, hidden, 2);
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, query });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

async function page(url: string, query: Record<string, string> = {}) {
  const { status, headers, body } = await get(url, query);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(headers['cache-control']).toBe('public, max-age=60');
  return reviewPageSchema.strict().parse(body);
}

async function expectError(url: string, status: number, code: string, query: Record<string, string> = {}) {
  const response = await get(url, query);
  expect(response.status).toBe(status);
  expect(errorBody.strict().parse(response.body).code).toBe(code);
}

describe('GET /api/reviews/{tourId}', () => {
  it('gives 5 reviews a page, newest first, with the tour’s rating and total', async () => {
    const first = await page(`/api/reviews/${walk.id}`, { language: 'fr_FR' });
    expect(first).toMatchObject({ rating: 4, totalReviews: 12, totalPages: 3, currentPage: 1, pageSize: 5, canComment: false });
    expect(first.reviews.map((review) => review.id)).toEqual(walkReviews.slice(-5).reverse());
    expect(first.reviews[0]?.tour).toEqual({ id: walk.id, slug: walk.slug, title: 'Promenade dans la vieille ville' });
    expect(first.reviews[0]).toMatchObject({ authorName: 'Traveller 12', authorCountry: 'FR', visitedOn: '2025-05-01', createdAt: '2025-05-02T00:11:00.000Z' });
  });

  it('puts the reviews in the reader’s language first, newest first, then the others, and counts them', async () => {
    const pages = await Promise.all(['1', '2', '3'].map((number) => page(`/api/reviews/${walk.id}`, { language: 'ja_JP', page: number })));
    expect(pages.map((result) => result.reviews.map((review) => review.id))).toEqual([
      [walkReviews[1], walkReviews[0], ...walkReviews.slice(-3).reverse()],
      walkReviews.slice(4, 9).reverse(),
      walkReviews.slice(2, 4).reverse(),
    ]);
    expect(pages[0]).toMatchObject({ totalReviews: 12, totalInLanguage: 2, totalPages: 3 });
    expect(await page(`/api/reviews/${walk.id}`, { language: 'fr_FR' })).toMatchObject({ totalInLanguage: 0 });
  });

  it('names the traveller’s country in the reader’s language, from the countries of the reference data', async () => {
    expect((await page(`/api/reviews/${walk.id}`, { language: 'ja_JP' })).reviews[0]).toMatchObject({ authorCountry: 'FR', authorCountryName: 'フランス' });
    expect((await page(`/api/reviews/${walk.id}`, { language: 'de_DE' })).reviews[0]).toMatchObject({ authorCountry: 'FR', authorCountryName: 'Frankreich' });
  });

  it('pages to the end, and past it gives no reviews with the same totals', async () => {
    expect((await page(`/api/reviews/${walk.id}`, { page: '3' })).reviews.map((review) => review.id)).toEqual(walkReviews.slice(0, 2).reverse());
    expect(await page(`/api/reviews/${walk.id}`, { page: '4' })).toMatchObject({ reviews: [], totalReviews: 12, totalPages: 3, currentPage: 4 });
  });

  it('answers a tour without reviews with an empty page', async () => {
    expect(await page(`/api/reviews/${quiet.id}`)).toMatchObject({ reviews: [], rating: 0, totalReviews: 0, totalPages: 0 });
  });

  it('answers 404 for an unknown tour and 400 for bad input', async () => {
    await expectError('/api/reviews/999999', 404, 'tour_not_found');
    await expectError('/api/reviews/abc', 400, 'validation_failed');
    await expectError(`/api/reviews/${walk.id}`, 400, 'validation_failed', { page: '0' });
    await expectError(`/api/reviews/${walk.id}`, 400, 'validation_failed', { page: 'x' });
  });
});

describe('GET /api/reviews-by-city', () => {
  it('gives the city’s reviews newest first, 10 by default, rating and total over its tours for sale', async () => {
    const result = await page('/api/reviews-by-city', { cityId: String(walk.cityId) });
    expect(result).toMatchObject({ totalReviews: 15, totalPages: 2, pageSize: 10, currentPage: 1 });
    // (12 × 4 + 3 × 2) / 15
    expect(result.rating).toBe(3.6);
    expect(result.reviews).toHaveLength(10);
    const newest = result.reviews.slice(0, 3).map((review) => review.tour.id);
    expect(newest).toEqual([other.id, other.id, other.id]);
    const times = result.reviews.map((review) => review.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('puts the reviews in the reader’s language first there too', async () => {
    const first = await page('/api/reviews-by-city', { cityId: String(walk.cityId), language: 'ja_JP', limit: '4' });
    expect(first.reviews.map((review) => review.id).slice(0, 2)).toEqual([walkReviews[1], walkReviews[0]]);
    expect(first.reviews.slice(2).map((review) => review.tour.id)).toEqual([other.id, other.id]);
    expect(first).toMatchObject({ totalReviews: 15, totalInLanguage: 2 });
    const second = await page('/api/reviews-by-city', { cityId: String(walk.cityId), language: 'ja_JP', limit: '4', page: '2' });
    expect(second.reviews.map((review) => review.language)).toEqual(['en_US', 'en_US', 'en_US', 'en_US']);
  });

  it('takes a limit and pages', async () => {
    const second = await page('/api/reviews-by-city', { cityId: String(walk.cityId), limit: '4', page: '4' });
    expect(second).toMatchObject({ totalPages: 4, pageSize: 4, currentPage: 4 });
    expect(second.reviews).toHaveLength(3);
    expect((await page('/api/reviews-by-city', { cityId: String(walk.cityId), page: '9' })).reviews).toEqual([]);
  });

  it('answers a city without tours with an empty page, 404 for an unknown city, 400 for bad input', async () => {
    const tokyo = await placeIds(testApp.db, 'tokyo');
    expect(await page('/api/reviews-by-city', { cityId: String(tokyo.cityId) })).toMatchObject({ reviews: [], totalReviews: 0, rating: 0 });
    await expectError('/api/reviews-by-city', 404, 'city_not_found', { cityId: '999999' });
    await expectError('/api/reviews-by-city', 400, 'validation_failed');
    await expectError('/api/reviews-by-city', 400, 'validation_failed', { cityId: String(walk.cityId), limit: '51' });
    await expectError('/api/reviews-by-city', 400, 'validation_failed', { cityId: String(walk.cityId), limit: '0' });
  });
});

describe('GET /api/get-random-reviews', () => {
  async function random(query: Record<string, string>) {
    const { status, body } = await get('/api/get-random-reviews', query);
    expect(status).toBe(200);
    return z.array(reviewSchema.strict()).parse(body);
  }

  it('picks 5 glowing reviews by default, in the language first, topped up from others', async () => {
    const picked = await random({ language: 'ja_JP' });
    expect(picked).toHaveLength(5);
    expect(new Set(picked.map((review) => review.id)).size).toBe(5);
    expect(picked.every((review) => review.rating >= 4)).toBe(true);
    expect(picked.filter((review) => review.language === 'ja_JP')).toHaveLength(2);
  });

  it('keeps to the language when it has enough, and to the limit', async () => {
    const picked = await random({ language: 'en_US', limit: '3' });
    expect(picked).toHaveLength(3);
    expect(picked.every((review) => review.language === 'en_US' && review.rating >= 4)).toBe(true);
  });

  it('never picks reviews of tours not for sale and gives at most what exists', async () => {
    // Glowing reviews for sale: 8 of the walk (5s and 4s); the hidden tour's are left out.
    const picked = await random({ language: 'de_DE', limit: '20' });
    expect(picked).toHaveLength(8);
    expect(picked.every((review) => review.tour.id === walk.id)).toBe(true);
  });

  it('answers 400 for a bad limit or language', async () => {
    await expectError('/api/get-random-reviews', 400, 'validation_failed', { limit: '21' });
    await expectError('/api/get-random-reviews', 400, 'validation_failed', { limit: 'five' });
    await expectError('/api/get-random-reviews', 400, 'validation_failed', { language: 'xx' });
  });
});
