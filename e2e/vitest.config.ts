// Browser specs: `npm run test:e2e` (or `vitest run --config e2e/vitest.config.ts [file filter]`).
// One server and one spec file at a time: the files share the server started by global-setup.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // A browser test that fails once is a bug to look at, not to hide by retrying.
    retry: 0,
  },
});
