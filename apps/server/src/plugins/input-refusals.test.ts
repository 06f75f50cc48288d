import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { userWithSession, type TestUser } from '../test/accounts-factory.ts';

/**
 * Inputs the database cannot take (found by probing, requirements §quality.robustness) are refused by the contracts with a
 * 400 in the request's language, never sent to a query that fails with a 500.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  user = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const refusal = { code: 'validation_failed', message: expect.any(String), fields: expect.any(Array) };

describe('ids beyond their int4 column', () => {
  it.each(['/api/reviews/9007199254740991', '/api/reviews-by-city?cityId=2147483648', '/api/tour/2147483648', '/api/tour/2147483648/get-gallery'])('GET %s answers 400', async (url) => {
    const response = await test.app.inject({ url });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('says so in the visitor’s language', async () => {
    const response = await test.app.inject({ url: '/api/reviews-by-city?cityId=2147483648', headers: { 'accept-language': 'fr-FR' } });
    expect(response.json().message).toBe('Ville : Utilisez un identifiant : un nombre entier de 1 à 2147483647.');
  });
});

describe('NUL and lone surrogates in paths and queries', () => {
  it.each(['/api/cms/entry/dataByCmsAndLanguage?content_cms=%00', '/api/orders/%00', '/api/me/bookings/%00/voucher.pdf', '/api/cities?q=ab%00'])('GET %s answers 400', async (url) => {
    const response = await test.app.inject({ url, headers: { authorization: user.bearer } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
  });
});

describe('NUL and unknown fields in JSON bodies', () => {
  const post = (url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => test.app.inject({ method, url, payload, headers: { authorization: user.bearer } });
  const address = { street: '10 Downing Street', zip: 'SW1A 2AA', city: 'London', country: 'gb' };

  it('refuses a street with NUL, naming the field in the visitor’s language', async () => {
    const response = await test.app.inject({ method: 'POST', url: '/api/addresses', payload: { ...address, street: 'a\u0000b' }, headers: { authorization: user.bearer, 'accept-language': 'de-DE' } });
    expect(response.statusCode).toBe(400);
    const problem = 'Dieser Text enthält ein Zeichen, das nicht gespeichert werden kann (etwa ein Nullzeichen).';
    expect(response.json()).toEqual({ code: 'validation_failed', message: `Straße und Hausnummer: ${problem}`, fields: [{ field: 'street', label: 'Straße und Hausnummer', message: problem }] });
  });

  it.each([
    ['/api/discounts/check', { code: 'a\u0000b' }],
    ['/api/discounts/check', { code: 'ab\uD800' }],
    ['/api/addresses', { ...address, companyName: 'a\u0000b' }],
    ['/api/cart/items', { tourId: 2147483648 }],
  ])('POST %s %j answers 400', async (url, payload) => {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual(refusal);
  });

  it('refuses a field the body does not know, by name', async () => {
    const response = await post('/api/addresses', { ...address, isPrimary: true });
    expect(response.statusCode).toBe(400);
    const unknown = 'This field is not part of the request: remove it.';
    expect(response.json()).toEqual({ code: 'validation_failed', message: `isPrimary: ${unknown}`, fields: [{ field: 'isPrimary', label: 'isPrimary', message: unknown }] });
    const nested = await test.app.inject({ method: 'PATCH', url: `/api/cart/items/${crypto.randomUUID()}`, payload: { travellers: { adults: 1, pets: 2 } }, headers: { authorization: user.bearer } });
    expect(nested.json().fields).toEqual([{ field: 'travellers.pets', label: 'travellers.pets', message: unknown }]);
  });
});

describe('paths that are not UTF-8', () => {
  it.each(['/api/orders/%FF%FE', '/api/tour/%C0%80', '/api/cities%FF?q=ab'])('GET %s answers the same 400 shape as every other refusal', async (url) => {
    const response = await test.app.inject({ url, headers: { 'accept-language': 'de-DE' } });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'Die Anfrage konnte nicht verarbeitet werden.' });
  });
});
