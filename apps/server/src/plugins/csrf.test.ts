import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type InjectOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { createTestApp } from '../test/app.ts';
import { requestLocalePlugin } from './request-locale.ts';
import { errorsPlugin } from './errors.ts';
import { csrfPlugin } from './csrf.ts';

const evil = 'https://evil.example';
const session = { access_token: 'a-session' };
const rejected = { code: 'csrf_rejected', message: 'This request came from another site and was refused.' };

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // inject's requests come from 127.0.0.1: the proxy in front of the site.
  testApp = await createTestApp({ PUBLIC_URL: 'https://www.cicerone.example', TRUST_PROXY: 'loopback' });
});
afterAll(() => testApp.close());

async function post(options: InjectOptions) {
  return testApp.app.inject({ method: 'POST', url: '/api/nowhere', ...options });
}

describe('the cross-site write check on the API', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('refuses a %s with cookies from another origin', async (method) => {
    const response = await post({ method, cookies: session, headers: { origin: evil } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(rejected);
  });

  it('answers in the visitor’s language', async () => {
    const response = await post({ cookies: session, headers: { origin: evil, 'accept-language': 'fr-FR' } });
    expect(response.json()).toEqual({ code: 'csrf_rejected', message: 'Cette requête provenait d’un autre site et a été refusée.' });
  });

  it('refuses a write with cookies that does not say where it comes from', async () => {
    expect((await post({ cookies: session })).statusCode).toBe(403);
    expect((await post({ cookies: session, headers: { origin: 'null' } })).statusCode).toBe(403);
    expect((await post({ cookies: session, headers: { referer: `${evil}/page` } })).statusCode).toBe(403);
    expect((await post({ cookies: session, headers: { origin: evil, 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(403);
  });

  it('refuses a sibling host name of the same site', async () => {
    const response = await post({ cookies: session, headers: { origin: 'https://shop.cicerone.example' } });
    expect(response.statusCode).toBe(403);
  });

  it('lets writes from the site itself through to the route', async () => {
    const fromSite = [
      { origin: 'https://www.cicerone.example' }, // the public URL
      { origin: 'http://localhost' }, // the address the request was sent to (inject's Host is localhost:80)
      { host: 'localhost:5173', origin: 'http://localhost:5173' }, // any local port
      { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'preview.cicerone.example', origin: 'https://preview.cicerone.example' },
      { referer: 'https://www.cicerone.example/en_US/EUR/tours?q=1' }, // no Origin: its Referer
      { 'sec-fetch-site': 'same-origin' },
    ];
    for (const headers of fromSite) {
      const response = await post({ cookies: session, headers });
      expect(response.json(), JSON.stringify(headers)).toMatchObject({ code: 'route_not_found' });
    }
  });

  it('leaves bearer-token clients and requests without cookies alone', async () => {
    const bearer = await post({ cookies: session, headers: { origin: evil, authorization: 'Bearer a.b.c' } });
    expect(bearer.json()).toMatchObject({ code: 'route_not_found' });
    const anonymous = await post({ headers: { origin: evil } });
    expect(anonymous.json()).toMatchObject({ code: 'route_not_found' });
  });

  it('never blocks reading', async () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS'] as const) {
      const response = await testApp.app.inject({ method, url: '/api/languages', cookies: session, headers: { origin: evil } });
      expect(response.statusCode, method).not.toBe(403);
    }
  });
});

describe('the cross-site write check, before anything else', () => {
  let gated: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    gated = await createTestApp({ DEV_HOSTNAMES: 'preview.local', SITE_PASSWORD: 'secret' });
  });
  afterAll(() => gated.close());

  it('answers before the site-password gate', async () => {
    const response = await gated.app.inject({ method: 'POST', url: '/api/nowhere', cookies: session, headers: { host: 'preview.local', origin: evil } });
    expect(response.json()).toEqual(rejected);
  });
});

describe('a refused write', () => {
  // A write route of its own, to see that a refused request never reaches its handler nor has its body read.
  const app = Fastify();
  let writes = 0;
  beforeAll(async () => {
    await app.register(cookie);
    await app.register(requestLocalePlugin);
    await app.register(errorsPlugin);
    await app.register(csrfPlugin, { publicUrl: 'https://www.cicerone.example' });
    app.post('/api/favourites', async () => ({ count: ++writes }));
    app.post('/en_US/account', async () => ({ count: ++writes }));
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(['/api/favourites', '/en_US/account'])('changes nothing (%s)', async (url) => {
    const before = writes;
    const refused = await app.inject({ method: 'POST', url, cookies: session, headers: { origin: evil, 'content-type': 'application/json' }, payload: '{not json' });
    expect(refused.json()).toEqual(rejected);
    expect(writes).toBe(before);

    const accepted = await app.inject({ method: 'POST', url, cookies: session, headers: { origin: 'https://www.cicerone.example' }, payload: {} });
    expect(accepted.json()).toEqual({ count: before + 1 });
  });
});
