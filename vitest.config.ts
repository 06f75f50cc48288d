import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'apps/**/*.test.tsx'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/build/**', '**/.react-router/**', 'data/**'],
    // Dates and times render the same on every machine and in CI.
    env: { TZ: 'UTC' },
    // Migrates and seeds one template database; every test file then starts from a copy of it.
    globalSetup: ['apps/server/src/test/global-setup.ts'],
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    // Each test file opens its own PGlite (WebAssembly) database: separate processes keep them apart.
    pool: 'forks',
    // The template dump and the seed are the slow part; a test itself stays well below this.
    testTimeout: 15_000,
    hookTimeout: 60_000,
  },
});
