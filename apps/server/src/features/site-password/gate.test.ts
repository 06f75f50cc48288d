import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { sitePasswordCookie } from './service.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  testApp = await createTestApp({ DEV_HOSTNAMES: 'preview.local', SITE_PASSWORD: 'secret' });
});
afterAll(() => testApp.close());

describe('the site-password gate', () => {
  it('answers 401 site_password_required to API calls on a gated host name', async () => {
    const response = await testApp.app.inject({ url: '/api/languages', headers: { host: 'preview.local' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: 'site_password_required', message: 'This site is password protected.' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends a page request on a gated host name to the password page', async () => {
    const response = await testApp.app.inject({ url: '/en_US/EUR/tours?cat=bike-tour', headers: { host: 'preview.local' } });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/site-password?next=${encodeURIComponent('/en_US/EUR/tours?cat=bike-tour')}`);
  });

  it('lets the API through once the password cookie is presented', async () => {
    const setCookie = testApp.app.services.sitePassword.unlock('secret', false);
    const proof = setCookie?.split(';')[0]?.split('=')[1];
    expect(proof).toBeTruthy();
    const response = await testApp.app.inject({ url: '/api/languages', headers: { host: 'preview.local' }, cookies: { [sitePasswordCookie]: proof ?? '' } });
    expect(response.statusCode).toBe(200);
  });

  it('leaves host names that are not listed open', async () => {
    const response = await testApp.app.inject({ url: '/api/languages', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
  });

  it('keeps /healthz open on a gated host name', async () => {
    const response = await testApp.app.inject({ url: '/healthz', headers: { host: 'preview.local' } });
    expect(response.statusCode).toBe(200);
  });
});
