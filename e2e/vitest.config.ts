// Browser specs: `npm run test:e2e` (or `vitest run --config e2e/vitest.config.ts [file filter]`).
// Spec files run in e2eWorkers() workers, each against its own server (global-setup.ts starts one per worker).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './workers.ts';

export default defineConfig({
  test: {
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    pool: 'forks',
    maxWorkers: e2eWorkers(),
    // Two files run at once on two cores, each with its server and Chromium: a test gets about half the machine.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    // What a spec polls for happens in the browser's and the server's own time (a lazy image loaded once
    // scrolled to, a mail in the outbox, a job's effect). Vitest's default of 1 s held with one file at a
    // time; with two files sharing two cores, a review photo's thumbnail took longer to arrive on scroll.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // A browser test that fails once is a bug to look at, not to hide by retrying.
    retry: 0,
  },
});
