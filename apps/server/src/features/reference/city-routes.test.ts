import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { citySchema, countryWithCitiesSchema } from '@cicerone/core/contracts/reference';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { createTestApp } from '../../test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string, query: Record<string, string> = {}, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, query, headers });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function cities(query: Record<string, string>) {
  const { status, body } = await get('/api/cities', query);
  expect(status).toBe(200);
  return z.array(citySchema.strict()).parse(body);
}

describe('GET /api/cities autocomplete', () => {
  it.each(['zur', 'ZÜR', 'Zür'])('finds Zürich for %s', async (q) => {
    const found = await cities({ q });
    expect(found[0]).toMatchObject({ name: 'Zürich', slug: 'zurich', country: { iso2: 'CH' } });
  });

  it('finds Moscow by its German name Moskau and by its Russian name', async () => {
    expect((await cities({ q: 'mosk' })).map((c) => c.slug)).toContain('moscow');
    expect((await cities({ q: 'моск' })).map((c) => c.slug)).toContain('moscow');
  });

  it('finds both Tokyo and Kyoto for kyo', async () => {
    expect((await cities({ q: 'kyo' })).map((c) => c.slug)).toEqual(expect.arrayContaining(['tokyo', 'kyoto']));
  });

  it('puts Paris first for par', async () => {
    expect((await cities({ q: 'par' }))[0]?.slug).toBe('paris');
  });

  it('matches a country name, so a city can be found through its country', async () => {
    const found = await cities({ q: 'japan', limit: '500' });
    expect(found.length).toBeGreaterThan(1);
    expect(found.every((c) => c.country.iso2 === 'JP')).toBe(true);
  });

  it('translates the names with language', async () => {
    const [tokyo] = await cities({ q: 'tokyo', language: 'ja_JP' });
    expect(tokyo).toMatchObject({ name: 'Tokyo', nameTranslated: '東京', country: { name: 'Japan', nameTranslated: '日本' } });
  });

  it('finds places by their Japanese names of one or two characters: パリ, 東京, 京都', async () => {
    for (const [q, slug] of [['パリ', 'paris'], ['東京', 'tokyo'], ['京都', 'kyoto']] as const) {
      const found = await cities({ q, language: 'ja_JP' });
      expect(found.map((city) => city.slug), q).toContain(slug);
    }
  });

  it('refuses a 2-letter search (alphabetic scripts keep 3) with a message in the request language', async () => {
    const german = sourceCatalogs.de_DE['errors.cities.queryTooShort'];
    expect(german).not.toBe(sourceCatalogs.en_US['errors.cities.queryTooShort']);
    for (const [query, headers] of [
      [{ q: 'pa', language: 'de_DE' }, {}],
      [{ q: 'pa' }, { 'accept-language': 'de' }],
    ] as const) {
      const { status, body } = await get('/api/cities', query, headers);
      expect(status).toBe(400);
      const label = sourceCatalogs.de_DE['fields.search'];
      expect(errorBody.parse(body)).toEqual({ code: 'validation_failed', message: `${label}: ${german}`, fields: [{ field: 'q', label, message: german }] });
    }
  });
});

describe('GET /api/cities filters', () => {
  it('keeps to one country with countryId', async () => {
    const [tokyo] = await cities({ q: 'tokyo' });
    const japanese = await cities({ countryId: String(tokyo?.country.id), limit: '500' });
    expect(japanese.map((c) => c.slug)).toEqual(expect.arrayContaining(['tokyo', 'kyoto', 'osaka']));
    expect(japanese.every((c) => c.country.iso2 === 'JP')).toBe(true);
  });

  it('keeps to featured cities with featured=true, in position order', async () => {
    const featured = await cities({ featured: 'true', limit: '500' });
    expect(featured.length).toBeGreaterThan(10);
    expect(featured.every((c) => c.featured)).toBe(true);
    expect(featured.map((c) => c.slug)).toEqual(expect.arrayContaining(['paris', 'tokyo']));
    const orders = featured.map((c) => c.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('returns at most limit cities, 50 by default', async () => {
    expect(await cities({ limit: '1' })).toHaveLength(1);
    expect(await cities({})).toHaveLength(50);
    expect((await cities({ limit: '500' })).length).toBeGreaterThan(50);
  });

  it.each<Record<string, string>>([
    { limit: '0' },
    { limit: '501' },
    { limit: 'ten' },
    { activated: 'maybe' },
    { featured: 'yes' },
    { countryId: 'ch' },
  ])('answers 400 for %o', async (query) => {
    const { status, body } = await get('/api/cities', query);
    expect(status).toBe(400);
    expect(errorBody.strict().parse(body).code).toBe('validation_failed');
  });
});

describe('GET /api/featuredCities', () => {
  it('lists the featured cities, translated', async () => {
    const { status, body } = await get('/api/featuredCities', { language: 'fr_FR' });
    expect(status).toBe(200);
    const featured = z.array(citySchema.strict()).parse(body);
    expect(featured.length).toBeGreaterThan(10);
    expect(featured.every((c) => c.featured)).toBe(true);
    expect(featured.find((c) => c.slug === 'london')).toMatchObject({ nameTranslated: 'Londres', country: { nameTranslated: 'Royaume-Uni' } });
  });
});

describe('GET /api/citiesPerCountry', () => {
  it('groups the activated cities by country, translated with lang', async () => {
    const { status, body } = await get('/api/citiesPerCountry', { lang: 'ja_JP' });
    expect(status).toBe(200);
    const groups = z.array(countryWithCitiesSchema.strict()).parse(body);
    expect(new Set(groups.map((g) => g.slug)).size).toBe(groups.length);
    const japan = groups.find((g) => g.slug === 'japan');
    expect(japan).toMatchObject({ name: 'Japan', nameTranslated: '日本' });
    expect(japan?.cities.find((c) => c.slug === 'tokyo')).toMatchObject({ name: 'Tokyo', nameTranslated: '東京' });
    expect(groups.every((g) => g.cities.length > 0)).toBe(true);
  });
});
