import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '@cicerone/core/contracts/common';
import { createTestApp } from './test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('the API app', () => {
  it('answers /healthz with 200 after asking the database', async () => {
    const response = await testApp.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(['GET', 'POST', 'DELETE'] as const)('answers an unknown API path (%s) with a JSON 404, never HTML', async (method) => {
    const response = await testApp.app.inject({ method, url: '/api/xyz?a=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(errorBody.strict().parse(response.json())).toEqual({ code: 'route_not_found', message: `There is no API endpoint at ${method} /api/xyz.` });
  });

  it('answers a HEAD request where it answers GET', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/api/languages' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('publishes an OpenAPI document listing every endpoint', async () => {
    const response = await testApp.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        '/api/citiesPerCountry',
        '/api/cities',
        '/api/continents',
        '/api/countries',
        '/api/currencies',
        '/api/exchange-rates/{currency}',
        '/api/featuredCities',
        '/api/languages',
        '/api/social-networks',
        '/api/tourCategories',
        '/api/tours',
        '/api/tour/{id}',
        '/api/tour/{id}/get-gallery',
        '/api/tours-by-country/{id}',
        '/api/featured-tours',
        '/api/city/data',
        '/api/country/data',
        '/api/continent/data',
        '/api/home',
        '/api/reviews/{tourId}',
        '/api/reviews-by-city',
        '/api/get-random-reviews',
        '/api/continent/cms/data',
        '/api/country/cms/data',
        '/api/cms/entry/dataByCmsAndLanguage',
      ].sort(),
    );
    for (const [path, operations] of Object.entries(document.paths)) {
      expect(Object.keys(operations[`get`]?.responses ?? {}), path).toEqual(expect.arrayContaining(['200', '400']));
    }
  });
});
