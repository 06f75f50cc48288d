import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAccess } from './access/api-access.ts';
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
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown>; parameters?: unknown[] }>> };
    expect(document.openapi).toMatch(/^3\./);
    // Every route of the access table is documented, and nothing else.
    const tablePaths = new Set(Object.keys(apiAccess).map((key) => (key.split(' ')[1] ?? '').replace(/:(\w+)/g, '{$1}')));
    expect(Object.keys(document.paths).sort()).toEqual([...tablePaths].sort());
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(Object.keys(operation.responses), `${method} ${path}`).toEqual(expect.arrayContaining([expect.stringMatching(/^20[0-4]$/)]));
      }
      // A public read that takes input says how it refuses bad input (one without parameters has none to refuse).
      if (operations.get?.parameters?.length && !/\/(me|user|admin)\b/.test(path)) expect(Object.keys(operations.get.responses), path).toContain('400');
    }
  });
});
