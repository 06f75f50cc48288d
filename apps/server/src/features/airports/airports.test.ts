import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { airportSchema } from '@cicerone/core/contracts/airports';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';
import { createTestApp } from '../../test/app.ts';
import { loadAirports } from './airport-dataset.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function search(query: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/airports/search', query });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(airportSchema.strict()).parse(response.json());
}
const codes = (airports: { code: string }[]) => airports.map((airport) => airport.code);
const byName = new Intl.Collator('en', { sensitivity: 'base' });

describe('GET /api/airports/search', () => {
  it('puts the airport whose code is typed first, in any case', async () => {
    for (const query of ['cdg', 'CDG', 'Cdg']) {
      const [first] = await search({ query });
      expect(first).toMatchObject({ code: 'CDG', city: 'Paris', country: { code: 'FR', name: 'France' }, timeZone: 'Europe/Paris' });
      expect(first?.name).toMatch(/Charles de Gaulle/i);
    }
  });

  it('lists Paris-Charles de Gaulle first for charles: whole words first, each group large airports, then medium, then the rest, then by name', async () => {
    const found = await search({ query: 'charles' });
    expect(codes(found)[0]).toBe('CDG');
    expect(found.length).toBeLessThanOrEqual(10);
    // 'Charles' as a whole word (Paris-Charles de Gaulle, Lake Charles) before Charleston.
    const wholeWord = found.filter((airport) => /\bcharles\b/i.test(airport.name));
    expect(found.slice(0, wholeWord.length)).toEqual(wholeWord);
    const records = new Map((await loadAirports()).map((airport) => [airport.code, airport]));
    const ranked = wholeWord.map((airport) => ({ size: records.get(airport.code)?.size ?? 9, name: airport.name }));
    expect(ranked).toEqual(ranked.toSorted((a, b) => a.size - b.size || byName.compare(a.name, b.name)));
  });

  it('finds Narita for narita, and both Tokyo airports by their city', async () => {
    expect(codes(await search({ query: 'narita' }))[0]).toBe('NRT');
    expect(codes(await search({ query: 'tokyo' }))).toEqual(expect.arrayContaining(['NRT', 'HND']));
  });

  it('finds Zurich first for zur, and the same airports with or without the accent', async () => {
    expect((await search({ query: 'zur' }))[0]).toMatchObject({ code: 'ZRH', timeZone: 'Europe/Zurich' });
    const plain = await search({ query: 'zurich' });
    expect(codes(plain)).toContain('ZRH');
    expect(await search({ query: 'zürich' })).toEqual(plain);
    expect(await search({ query: 'ZÜRICH' })).toEqual(plain);
  });

  it('names the countries in the asked language', async () => {
    const [tokyo] = await search({ query: 'nrt', language: 'ja_JP' });
    expect(tokyo?.country).toEqual({ code: 'JP', name: '日本' });
    const [paris] = await search({ query: 'cdg', language: 'de_DE' });
    expect(paris?.country.name).toBe('Frankreich');
  });

  it('answers 10 airports by default and fewer when asked', async () => {
    expect(await search({ query: 'international' })).toHaveLength(10);
    const three = await search({ query: 'international', limit: '3' });
    expect(three).toHaveLength(3);
  });

  it('keeps heliports, closed airports and city codes out', async () => {
    // Berlin Tegel closed in 2020; OurAirports marks the Paris heliport and 'BAK Metropolitan Area' (Baku's city code) as scheduled airports.
    expect(codes(await search({ query: 'tegel' }))).not.toContain('TXL');
    expect(codes(await search({ query: 'heliport' }))).toEqual([]);
    expect(codes(await search({ query: 'metropolitan area' }))).not.toContain('BAK');
  });

  it('refuses a limit over 10, a short or missing query, with the message in the request language', async () => {
    for (const query of [{ query: 'par', limit: '11' }, { query: 'par', limit: '0' }, { query: 'cd' }, {}] as Record<string, string>[]) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/airports/search', query, headers: { 'accept-language': 'fr' } });
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
    }
    const tooMany = await testApp.app.inject({ method: 'GET', url: '/api/airports/search', query: { query: 'par', limit: '50' }, headers: { 'accept-language': 'fr' } });
    expect(tooMany.json<{ message: string }>().message).toContain(sourceCatalogs.fr_FR['errors.airports.limit']);
  });
});

describe('airports.byCode', () => {
  it('gives the airport with its time zone, in any case, and null for a code without scheduled service', async () => {
    const { airports } = testApp.app.services;
    expect(await airports.byCode('nrt')).toMatchObject({ code: 'NRT', city: 'Tokyo', timeZone: 'Asia/Tokyo' });
    expect(await airports.byCode('TXL')).toBeNull();
    expect(await airports.byCode('XXX')).toBeNull();
  });
});

describe('the airport dataset', () => {
  it('holds several thousand airports, each with a unique code, a city and a time zone Intl knows', async () => {
    const airports = await loadAirports();
    // A change of dataset package that halves or doubles the list is a decision to read, not an update to take silently.
    expect(airports.length).toBeGreaterThan(3_500);
    expect(airports.length).toBeLessThan(4_500);
    expect(new Set(airports.map((airport) => airport.code)).size).toBe(airports.length);
    for (const airport of airports) {
      expect(airport.city, airport.code).not.toBe('');
      expect(() => new Intl.DateTimeFormat('en', { timeZone: airport.timeZone }), airport.code).not.toThrow();
    }
  });
});
