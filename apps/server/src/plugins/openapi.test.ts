import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
beforeAll(async () => {
  site = await createTestSite();
});
afterAll(() => site.close());

describe('the OpenAPI document', () => {
  it('is published while the pages, loaded through Vite in the same process as in development, hold their own copy of the contracts', async () => {
    // The pages' modules import the contracts again (Vite evaluates its own copy): their named
    // schemas must not collide with the server's in the document.
    await site.loadBuild();
    const response = await site.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json() as { components: { schemas: Record<string, { format?: string }> }; paths: Record<string, unknown> };
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['ContentEntry', 'Me', 'Language', 'Currency']));
    // What the contracts say beyond a shape reaches the document: a file download is binary.
    expect(JSON.stringify(document.paths)).toContain('"format":"binary"');
  });
});
