// The address the per-address limits count is the socket's peer unless that peer is a proxy named
// in TRUST_PROXY: a visitor who rotates X-Forwarded-For gets no more sign-ups than one who does not.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/app.ts';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
/** Eleven sign-ups (the limit is 10 an hour per address) from `remoteAddress`, each claiming another forwarded address. */
async function signUpStatuses(test: TestApp, remoteAddress: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 11; attempt += 1) {
    counter += 1;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Ada', lastName: 'Proxy', email: `visitor-${counter}@example.com`, password: 'long enough password' },
      headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('without TRUST_PROXY (the default)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('counts sign-ups by the socket’s address, whatever X-Forwarded-For says', async () => {
    const statuses = await signUpStatuses(test, '203.0.113.20');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe('with TRUST_PROXY naming the load balancer', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });
  });
  afterAll(() => test.close());

  it('counts each forwarded client on its own when the request comes through the proxy', async () => {
    expect(await signUpStatuses(test, '10.1.2.3')).toEqual(Array(11).fill(201));
  });

  it('ignores the header from anyone else', async () => {
    const statuses = await signUpStatuses(test, '203.0.113.21');
    expect(statuses[10]).toBe(429);
  });
});

describe('TRUST_PROXY configuration', () => {
  const parse = (value: string) => loadConfig({ NODE_ENV: 'test', SECRET: 'x'.repeat(40), TRUST_PROXY: value }, { dataDir: '/nonexistent/never-written' }).trustProxy;

  it('is off by default and takes addresses, CIDRs and the well-known range names', () => {
    expect(loadConfig({ NODE_ENV: 'test', SECRET: 'x'.repeat(40) }, { dataDir: '/nonexistent/never-written' }).trustProxy).toEqual([]);
    expect(parse('loopback, 10.0.0.0/8,fd00::/8 ,192.0.2.1')).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
  });

  it('refuses anything else rather than trusting it by accident', () => {
    for (const wrong of ['true', '*', '10.0.0.0/33', '::1/129', 'example.com', '10.0.0.1/8/2']) {
      expect(() => parse(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
