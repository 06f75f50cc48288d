// npm test: the unit and API tests (root vitest config), then the browser specs of e2e/ in headless Chromium.
// Both always run; the exit status is non-zero when either fails.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runE2e } from './e2e.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

let started = performance.now();
console.log('▶ unit and API tests (vitest run)');
// The browser specs need the server and Chromium of the e2e config: never collect them here.
const unit = spawnSync(process.execPath, [vitest, 'run', '--exclude', 'e2e/**'], { cwd: root, stdio: 'inherit' }).status ?? 1;
const unitTime = seconds(started);

started = performance.now();
console.log('▶ browser tests (vitest run --config e2e/vitest.config.ts)');
const e2e = runE2e();
const e2eTime = seconds(started);

const verdict = (status: number) => (status === 0 ? 'passed' : `FAILED (exit ${status})`);
console.log(`\nunit/API: ${verdict(unit)} in ${unitTime} · e2e: ${verdict(e2e)} in ${e2eTime}`);
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
