import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { leftoverRedirect, leftoverRoutes } from './leftover-routes.ts';

describe('leftoverRedirect', () => {
  it('maps every leftover of spec §2 to its real page', () => {
    expect(leftoverRedirect('/home-2')).toBe('/');
    expect(leftoverRedirect('/home-3')).toBe('/');
    expect(leftoverRedirect('/listing-experiences')).toBe('/tours');
    expect(leftoverRedirect('/listing-stay')).toBe('/zones');
    expect(leftoverRedirect('/listing-real-estate')).toBe('/zones');
    expect(leftoverRedirect('/listing-car')).toBe('/transfer');
    expect(leftoverRedirect('/listing-flights')).toBe('/airport-pickup');
    for (let step = 1; step <= 10; step += 1) expect(leftoverRedirect(`/add-listing/${step}`)).toBe('/recruitment');
    expect(leftoverRedirect('/author')).toBe('/about');
    expect(leftoverRedirect('/subscription')).toBe('/gift-cards');
    expect(leftoverRedirect('/guide')).toBe('/recruitment');
    expect(Object.keys(leftoverRoutes)).toHaveLength(20);
  });

  it('keeps the language and currency prefix, a trailing slash aside, and the query', () => {
    expect(leftoverRedirect('/fr_FR/CHF/listing-experiences?cat=food-tour&page=2')).toBe('/fr_FR/CHF/tours?cat=food-tour&page=2');
    expect(leftoverRedirect('/de_DE/EUR/home-2/')).toBe('/de_DE/EUR/');
    expect(leftoverRedirect('/ja_JP/JPY/add-listing/10')).toBe('/ja_JP/JPY/recruitment');
    expect(leftoverRedirect('/it_IT/guide')).toBe('/it_IT/recruitment');
    expect(leftoverRedirect('/home-3?x=1')).toBe('/?x=1');
  });

  it('leaves every other path alone', () => {
    for (const path of ['/', '/tours', '/en_US/EUR/', '/en_US/EUR/guide-missions', '/add-listing/11', '/add-listing/0', '/add-listing',
      '/en_US/EUR/add-listing/01', '/en_US/EUR/tour/guide', '/api/guide', '/foo/bar/guide', '/constructor', '/toString', '/HOME-2']) {
      expect(leftoverRedirect(path), path).toBeUndefined();
    }
  });
});

describe('leftover routes over HTTP', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    testApp = await createTestApp({ DEV_HOSTNAMES: 'staging.localhost', SITE_PASSWORD: 'letmein' });
  });
  afterAll(() => testApp.close());

  it('answers 301 with the real page, prefixed or not, for GET and HEAD', async () => {
    const cases = [
      ['/en_US/EUR/listing-car', '/en_US/EUR/transfer'],
      ['/ru_RU/RUB/subscription?utm_source=old', '/ru_RU/RUB/gift-cards?utm_source=old'],
      ['/author', '/about'],
      ['/home-2', '/'],
      ['/add-listing/7', '/recruitment'],
    ];
    for (const [from, to] of cases) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await testApp.app.inject({ method, url: from ?? '' });
        expect(response.statusCode, `${method} ${from}`).toBe(301);
        expect(response.headers.location).toBe(to);
      }
    }
  });

  it('does not redirect other methods or other /add-listing/ paths', async () => {
    expect((await testApp.app.inject({ method: 'POST', url: '/author' })).statusCode).not.toBe(301);
    // Without pages (API-only test app) an unknown path is Fastify's 404; with pages, the site's 404 page.
    expect((await testApp.app.inject({ method: 'GET', url: '/add-listing/11' })).statusCode).toBe(404);
    expect((await testApp.app.inject({ method: 'GET', url: '/en_US/EUR/add-listing/99' })).statusCode).toBe(404);
  });

  it('lets the password gate answer first on a development host name', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/home-2', headers: { host: 'staging.localhost' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/site-password?next=%2Fhome-2');
  });
});
