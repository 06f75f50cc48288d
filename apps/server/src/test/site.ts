import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createTestApp } from './app.ts';

/**
 * The whole site (API and server-rendered pages) on a fresh database, for `app.inject` on pages.
 * The pages come from Vite's SSR module loader, as in `npm run dev`, so no build is needed. Their
 * compilation (about 10 s on two busy cores) is done here, in the caller's beforeAll and under its hook
 * timeout, rather than by the first test's first request under the tests' 15 s. Call `close` in afterAll.
 */
export async function createTestSite(env: Record<string, string> = {}) {
  const vite = await createServer({
    root: fileURLToPath(new URL('../../../web/', import.meta.url)),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
  });
  const loadBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  const site = await createTestApp(env, { mode: 'development', loadBuild });
  await loadBuild();
  return {
    ...site,
    /** The pages' server build, to list its routes (which have actions, which loaders). */
    loadBuild,
    async close() {
      await site.close();
      await vite.close();
    },
  };
}
