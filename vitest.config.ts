import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['apps/**/*.test.ts', 'packages/**/*.test.ts', 'apps/**/*.test.tsx', 'scripts/**/*.test.ts'],
    exclude: ['**/node_modules/**', 'e2e/**', '**/build/**', '**/.react-router/**', 'data/**'],
    // Dates and times render the same on every machine and in CI.
    env: { TZ: 'UTC' },
    setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
    // API tests open PGlite (WebAssembly) databases: separate processes keep them apart.
    pool: 'forks',
    // One worker per core. Vitest's default keeps one core for itself, which on the 2-core CI machine
    // ran every file in a single worker; its own process is idle while the workers run.
    maxWorkers: availableParallelism(),
    // A worker imports the modules once for all its files, not once per file (seconds each for the
    // server's): every API file still builds its own app on its own database copy, and a file that
    // changes the process (an environment variable) puts it back in afterAll.
    isolate: false,
    // What each file costs before its tests (imports, database copy, app), printed after the run.
    reporters: ['default', './scripts/test-costs-reporter.ts'],
    testTimeout: 15_000,
    // Loading a database copy and seeding take seconds on a busy 2-core machine.
    hookTimeout: 60_000,
    projects: [
      // Pure functions and datasets: no database, so no template to build first.
      { extends: true, test: { name: 'unit', exclude: ['apps/server/**'] } },
      {
        extends: true,
        test: {
          name: 'api',
          exclude: ['packages/**', 'apps/web/**', 'scripts/**'],
          // Migrates and seeds a template database when the migrations or seeds changed (only when an API test runs); each test file copies it.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Added to the root's: only the server has caches and transactions.
          setupFiles: ['apps/server/src/test/strict-transactions.ts'],
        },
      },
    ],
  },
});
