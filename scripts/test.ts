// npm test: the unit and API tests (root vitest config), then the browser specs of e2e/ in headless Chromium.
// Both always run; the exit status is non-zero when either fails. Each stage's time is printed against
// its budget (scripts/stage-budgets.ts); under CI=true a stage over its budget fails the run.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runE2e } from './e2e.ts';
import { describeVerdict, judge, recordedTimes } from './stage-budgets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const secondsSince = (since: number) => (performance.now() - since) / 1000;

let started = performance.now();
console.log('▶ unit and API tests (vitest run)');
// The browser specs need the server and Chromium of the e2e config: never collect them here.
const unit = spawnSync(process.execPath, [vitest, 'run', '--exclude', 'e2e/**'], { cwd: root, stdio: 'inherit' }).status ?? 1;
const unitSeconds = secondsSince(started);

started = performance.now();
console.log('▶ browser tests (vitest run --config e2e/vitest.config.ts)');
const e2e = runE2e();
const e2eSeconds = secondsSince(started);

const verdict = (status: number) => (status === 0 ? 'passed' : `FAILED (exit ${status})`);
console.log(`\nunit/API: ${verdict(unit)} in ${unitSeconds.toFixed(1)} s · e2e: ${verdict(e2e)} in ${e2eSeconds.toFixed(1)} s`);

const times = recordedTimes();
const budgets = [judge('unit+API', unitSeconds, times), judge('browser', e2eSeconds, times)];
for (const budget of budgets) console.log(describeVerdict(budget));
// Only the CI machine's figures are comparable with the recorded ones; elsewhere they are information.
const overBudget = process.env['CI'] === 'true' && budgets.some((budget) => budget.over);
process.exit(unit === 0 && e2e === 0 && !overBudget ? 0 : 1);
