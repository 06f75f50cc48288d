import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  continentSchema,
  countrySchema,
  currencySchema,
  exchangeRateSchema,
  languageSchema,
  socialNetworkSchema,
  tourCategorySchema,
} from '@cicerone/core/contracts/reference';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { locales } from '@cicerone/core/locales';
import { tourCategories } from '@cicerone/db/reference/tour-categories';
import { createTestApp } from '../../test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

/** Parses with the contract and refuses extra keys, so internal columns cannot leak into the API. */
function listOf<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, body: unknown) {
  return z.array(schema.strict()).parse(body);
}

describe('GET /api/languages', () => {
  it('lists the seven interface languages in picker order, publicly cacheable', async () => {
    const { status, headers, body } = await get('/api/languages');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(listOf(languageSchema, body).map((l) => l.code)).toEqual([...locales]);
  });

  it('filters on activated', async () => {
    expect(listOf(languageSchema, (await get('/api/languages?activated=true')).body)).toHaveLength(locales.length);
    expect((await get('/api/languages?activated=false')).body).toEqual([]);
  });
});

describe('GET /api/currencies', () => {
  it('puts EUR, the only default, first and keeps ISO minor units', async () => {
    const currencies = listOf(currencySchema, (await get('/api/currencies')).body);
    expect(currencies[0]).toMatchObject({ code: 'EUR', isDefault: true, minorUnits: 2, symbol: '€' });
    expect(currencies.filter((c) => c.isDefault).map((c) => c.code)).toEqual(['EUR']);
    expect(currencies.find((c) => c.code === 'JPY')?.minorUnits).toBe(0);
  });

  it('splits into activated and deactivated currencies with the activated filter', async () => {
    const all = listOf(currencySchema, (await get('/api/currencies')).body);
    const on = listOf(currencySchema, (await get('/api/currencies?activated=true')).body);
    const off = listOf(currencySchema, (await get('/api/currencies?activated=0')).body);
    expect(on.length).toBeGreaterThan(0);
    expect(off.length).toBeGreaterThan(0);
    expect(on.every((c) => c.activated)).toBe(true);
    expect(off.every((c) => !c.activated)).toBe(true);
    expect(on.length + off.length).toBe(all.length);
    expect(on.map((c) => c.code)).toEqual(expect.arrayContaining(['EUR', 'USD', 'JPY', 'CHF']));
  });
});

describe('GET /api/exchange-rates/:currency', () => {
  it('answers the newest EUR rate with the currency minor units', async () => {
    const { status, body } = await get('/api/exchange-rates/USD');
    expect(status).toBe(200);
    const rate = exchangeRateSchema.strict().parse(body);
    expect(rate).toMatchObject({ base: 'EUR', currency: 'USD', minorUnits: 2 });
    expect(rate.rate).toBeGreaterThan(0);
    expect(rate.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(exchangeRateSchema.parse((await get('/api/exchange-rates/JPY')).body).minorUnits).toBe(0);
  });

  it('uppercases a lowercase code', async () => {
    const lower = await get('/api/exchange-rates/usd');
    expect(lower.status).toBe(200);
    expect(lower.body).toEqual((await get('/api/exchange-rates/USD')).body);
  });

  it('answers 404 currency_not_found for an unknown currency', async () => {
    const { status, body } = await get('/api/exchange-rates/XXX');
    expect(status).toBe(404);
    expect(errorBody.parse(body)).toEqual({ code: 'currency_not_found', message: 'The currency XXX is not available.' });
  });

  it('answers 400 for something that is not a currency code', async () => {
    const { status, body } = await get('/api/exchange-rates/12');
    expect(status).toBe(400);
    expect(errorBody.parse(body).code).toBe('validation_failed');
  });
});

describe('GET /api/continents', () => {
  it('lists the six continents, translated with language=fr_FR', async () => {
    const continents = listOf(continentSchema, (await get('/api/continents?language=fr_FR')).body);
    expect(continents.map((c) => c.code)).toEqual(['AF', 'AS', 'EU', 'NA', 'OC', 'SA']);
    expect(continents.find((c) => c.code === 'AF')).toMatchObject({ name: 'Africa', nameTranslated: 'Afrique' });
    expect(continents.find((c) => c.code === 'SA')).toMatchObject({ name: 'South America', nameTranslated: 'Amérique du Sud' });
  });

  it('answers in English by default', async () => {
    const continents = listOf(continentSchema, (await get('/api/continents')).body);
    expect(continents.every((c) => c.nameTranslated === c.name)).toBe(true);
  });
});

describe('GET /api/countries', () => {
  async function europeId() {
    const continents = listOf(continentSchema, (await get('/api/continents')).body);
    return continents.find((c) => c.code === 'EU')?.id;
  }

  it('filters by continent and translates names', async () => {
    const id = await europeId();
    const countries = listOf(countrySchema, (await get(`/api/countries?continentId=${id}&language=de_DE`)).body);
    expect(countries.length).toBeGreaterThan(30);
    expect(countries.every((c) => c.continentId === id)).toBe(true);
    expect(countries.find((c) => c.iso2 === 'DE')).toMatchObject({ name: 'Germany', nameTranslated: 'Deutschland', slug: 'germany' });
    expect(countries.find((c) => c.iso2 === 'JP')).toBeUndefined();
  });

  it('lists every country without a filter', async () => {
    const countries = listOf(countrySchema, (await get('/api/countries')).body);
    expect(countries.length).toBeGreaterThan(190);
    expect(countries.map((c) => c.iso2)).toEqual(expect.arrayContaining(['JP', 'DE', 'BR', 'AU']));
  });

  it.each(['abc', '0', '-1', '1.5'])('answers 400 {message, code} for continentId=%s', async (value) => {
    const { status, body } = await get(`/api/countries?continentId=${value}`);
    expect(status).toBe(400);
    const error = errorBody.strict().parse(body);
    expect(error.code).toBe('validation_failed');
    expect(error.fields?.map((problem) => problem.field)).toEqual(['continentId']);
    expect(error.message).not.toContain('continentId');
  });
});

describe('GET /api/social-networks', () => {
  it('lists the networks with their per-country links', async () => {
    const networks = listOf(socialNetworkSchema, (await get('/api/social-networks')).body);
    expect(networks.map((n) => n.name)).toEqual(expect.arrayContaining(['Facebook', 'Instagram']));
    expect(networks.every((n) => n.url.startsWith('https://'))).toBe(true);
  });

  it('filters on the name, ignoring case', async () => {
    for (const filter of ['insta', 'INSTA']) {
      const networks = listOf(socialNetworkSchema, (await get(`/api/social-networks?filter=${filter}`)).body);
      expect(networks.map((n) => n.name)).toEqual(['Instagram']);
    }
    expect((await get('/api/social-networks?filter=nothing-like-this')).body).toEqual([]);
  });
});

describe('GET /api/tourCategories', () => {
  it.each(['en_US', 'de_DE', 'ja_JP'] as const)('lists the eight categories in order with %s titles', async (language) => {
    const categories = listOf(tourCategorySchema, (await get(`/api/tourCategories?language=${language}`)).body);
    expect(categories.map((c) => c.slug)).toEqual(tourCategories.map((c) => c.slug));
    expect(categories).toHaveLength(8);
    for (const category of categories) {
      const seeded = tourCategories.find((c) => c.slug === category.slug);
      expect(category.entry.data[0]?.title).toBe(seeded?.titles[language]);
    }
  });
});

describe('validation errors', () => {
  it('answer in the language the request asks for', async () => {
    const german = sourceCatalogs.de_DE['errors.query.boolean'];
    expect(german).not.toBe(sourceCatalogs.en_US['errors.query.boolean']);
    const { status, body } = await get('/api/languages?activated=maybe', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(status).toBe(400);
    const label = sourceCatalogs.de_DE['admin.promoCodes.field.activated'];
    expect(body).toEqual({ code: 'validation_failed', message: `${label}: ${german}`, fields: [{ field: 'activated', label, message: german }] });
  });
});
