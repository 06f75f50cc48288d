import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSession } from '../test/accounts-factory.ts';
import { createTour } from '../test/catalog-factory.ts';
import { createTestSite } from '../test/site.ts';

// Page form posts that are not forms (found by probing, requirements §quality.robustness): any other content type, a NUL
// in a field, a broken multipart body, or a method a page does not take answered 500. They are the
// visitor's mistake or a robot's: 400 with the page's message, or 405 saying which methods are.

let site: Awaited<ReturnType<typeof createTestSite>>;
beforeAll(async () => {
  site = await createTestSite();
}, 120_000);
afterAll(() => site.close());

const post = (url: string, contentType: string, payload: string) => site.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('a page form post that is not a form', () => {
  it.each([
    ['text/plain', 'x'],
    ['application/json', '{"email":"a@example.com"}'],
    ['application/x-www-form-urlencoded', 'email=a%00b%40example.com&password=x'],
    ['multipart/form-data', '--x\r\ncontent-disposition: form-data; name="email"\r\n\r\na\r\n--x--'],
    ['multipart/form-data; boundary=x', '--x\r\ncontent-disposition: form-data; name="email"\r\n\r\na'],
  ])('%s %j answers 400 with the page’s message', async (type, body) => {
    const response = await post('/en_US/EUR/login', type, body);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
    expect(response.body).toContain('This form could not be sent');
  });

  it('answers in the page’s language', async () => {
    const response = await post('/fr_FR/EUR/login', 'text/plain', 'x');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Ce formulaire n’a pas pu être envoyé');
  });

  it.each(['text/plain', 'application/json', 'multipart/form-data', 'multipart/form-data; boundary=x'])('POST checkout.data signed in, as %s, answers 400', async (type) => {
    const user = await userWithSession(site.app, site.db);
    const response = await site.app.inject({
      method: 'POST',
      url: '/en_US/EUR/checkout.data',
      headers: { 'content-type': type, host: 'localhost:3000', origin: 'http://localhost:3000' },
      cookies: { access_token: user.accessToken },
      payload: type.includes('json') ? '{}' : '--x\r\nbroken',
    });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
  });
});

describe('the booking form of a tour page, forged', () => {
  // Found by the fuzz: the form shown again put the posted day in its 'chosen day' line, and a
  // day that is no day threw while rendering.
  it.each(['garbage', '2026-02-30', '0000-01-01', 'a\u0000b'])('given the day %j shows the form again with its errors, not a 500', async (day) => {
    const tour = await createTour(site.db);
    const response = await post(`/en_US/EUR/tour/${tour.slug}`, 'application/x-www-form-urlencoded', new URLSearchParams({ date: day, duration: '4h', adults: '2' }).toString());
    expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
    expect(response.statusCode).toBe(400);
  });
});

describe('a method a page does not take', () => {
  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s answers 405 with Allow', async (method) => {
    const response = await site.app.inject({ method, url: '/en_US/EUR/login' });
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD, POST');
  });

  it('POST to a page without a form answers 405 with Allow', async () => {
    const response = await post('/en_US/EUR/nope', 'application/x-www-form-urlencoded', 'a=b');
    expect(response.statusCode).toBe(405);
    expect(response.headers['allow']).toBe('GET, HEAD');
  });
});
