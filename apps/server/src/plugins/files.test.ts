import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';

let testApp: Awaited<ReturnType<typeof createTestApp>>;
const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

beforeAll(async () => {
  testApp = await createTestApp();
  mkdirSync(join(testApp.config.filesDir, 'gallery'), { recursive: true });
  writeFileSync(join(testApp.config.filesDir, 'gallery', 'museum-1.svg'), svg);
  // A guide applicant's photo as uploads once stored it, in public.
  mkdirSync(join(testApp.config.filesDir, 'pictures'), { recursive: true });
  writeFileSync(join(testApp.config.filesDir, 'pictures', '0b7f7d2c-1c1e-4c55-9a55-3b0c4c1f2a11.jpg'), 'a face');
});
afterAll(() => testApp.close());

describe('/files/', () => {
  it('serves the file store with a day of caching, also without the pages', async () => {
    const response = await testApp.app.inject({ url: '/files/gallery/museum-1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toBe(svg);
  });

  it('answers HEAD like GET', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url: '/files/gallery/museum-1.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it('no longer serves the photos guide applicants once uploaded there: they are private (decision 0045)', async () => {
    for (const url of ['/files/pictures/0b7f7d2c-1c1e-4c55-9a55-3b0c4c1f2a11.jpg', '/files/pictures/../pictures/0b7f7d2c-1c1e-4c55-9a55-3b0c4c1f2a11.jpg', '/files/PICTURES/0b7f7d2c-1c1e-4c55-9a55-3b0c4c1f2a11.jpg', '/files//pictures/0b7f7d2c-1c1e-4c55-9a55-3b0c4c1f2a11.jpg']) {
      const response = await testApp.app.inject({ url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body).not.toContain('a face');
    }
  });

  it.each(['/files/gallery/nope.svg', '/files/gallery/', '/files/../secret', '/files/%2e%2e/secret', '/files/.hidden'])('never lists, escapes or invents files: %s', async (url) => {
    const response = await testApp.app.inject({ url });
    expect([403, 404]).toContain(response.statusCode);
  });
});
