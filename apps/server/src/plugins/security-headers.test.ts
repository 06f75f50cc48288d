import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { contentSecurityPolicy, securityHeadersPlugin } from './security-headers.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // inject's requests come from 127.0.0.1: the proxy in front of the site.
  testApp = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => testApp.close());

/** The policy's directives by name, e.g. {'script-src': ["'self'", …]}. */
function directives(policy: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof policy).toBe('string');
  return Object.fromEntries(
    String(policy)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('the security headers', () => {
  it.each(['/api/languages', '/healthz', '/api/nowhere'])('are on every response (%s)', async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['permissions-policy']).toBe('camera=(), microphone=(self), geolocation=()');
    const policy = directives(response.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'self'"]);
    // No inline script or style at all: only pages carry them, under their response's nonce.
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['style-src-attr']).toEqual(["'unsafe-inline'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    // The recruitment recorder replays its answer from a blob: URL before it is sent; nothing else is allowed to play.
    expect(policy['media-src']).toEqual(["'self'", 'blob:']);
  });

  it('sends exactly the site’s policy, nothing added', async () => {
    const header = (await testApp.app.inject({ url: '/api/languages' })).headers['content-security-policy'];
    expect(directives(header)).toEqual(directives(contentSecurityPolicy({})));
  });

  describe('a response that asks for a nonce (a page)', () => {
    // The plugin alone, with a route standing for the pages' (which render with the nonce they ask for).
    const nonced = Fastify();
    beforeAll(async () => {
      await nonced.register(securityHeadersPlugin);
      nonced.get('/nonced', async (_request, reply) => ({ nonce: reply.pageNonce(), again: reply.pageNonce() }));
    });
    afterAll(() => nonced.close());

    it('names its nonce in the site’s policy, nothing else changed, one nonce per response', async () => {
      const answers = await Promise.all([1, 2, 3].map(() => nonced.inject({ url: '/nonced' })));
      const nonces = answers.map((answer) => {
        const { nonce, again } = answer.json<{ nonce: string; again: string }>();
        expect(again).toBe(nonce);
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        const policy = directives(answer.headers['content-security-policy']);
        expect(policy).toEqual(directives(contentSecurityPolicy({ nonce })));
        expect(policy['script-src']).toEqual(["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"]);
        expect(policy['style-src']).toEqual(["'self'", `'nonce-${nonce}'`]);
        return nonce;
      });
      expect(new Set(nonces).size).toBe(3);
    });
  });

  it('asks for HTTPS only when the request came over HTTPS (behind the proxy)', async () => {
    const plain = await testApp.app.inject({ url: '/healthz' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await testApp.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=63072000');
    // Anyone but the proxy saying so is not believed.
    const claimed = await testApp.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.5' });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets the API documentation run its own script files, which carry no nonce', async () => {
    const page = await testApp.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = directives(page.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    // Swagger UI writes <style> elements from its scripts.
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // Every script is a file of this origin, and it is served.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', inline = ''] of scripts) {
      expect(inline.trim()).toBe('');
      const src = /src="([^"]+)"/.exec(attributes)?.[1] ?? '';
      expect(src).toMatch(/^\/api\/docs\/static\//);
      expect((await testApp.app.inject({ url: src })).statusCode).toBe(200);
    }
  });

  it('relaxes the policy for Vite’s dev server (inline scripts and its hot-reload websocket)', () => {
    const policy = directives(contentSecurityPolicy({ nonce: 'abc', development: true }));
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'ws:', 'wss:']);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('opens Stripe’s origins only when Stripe is the card provider, and frames nothing otherwise', async () => {
    const stripeApp = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' });
    const withStripe = directives((await stripeApp.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    await stripeApp.close();
    expect(withStripe['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(withStripe['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
    expect(withStripe['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    const without = directives((await testApp.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(without['frame-src']).toEqual(["'none'"]);
    expect(without['script-src']).not.toContain('https://js.stripe.com');
  });
});
