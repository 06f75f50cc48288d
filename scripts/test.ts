// npm test: the unit and API tests (root vitest config), then the browser specs of e2e/ in headless Chromium.
// Both always run; the exit status is non-zero when either fails. Each stage's time is printed against
// its budget (scripts/stage-budgets.ts); under CI=true a stage over its budget fails the run.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runE2e } from './e2e.ts';
import { describeVerdict, judge, recordedTimes } from './stage-budgets.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitest = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));

const secondsSince = (since: number) => (performance.now() - since) / 1000;

let started = performance.now();
console.log('▶ unit and API tests (vitest run)');
// The unit stage's results as JSON too: its failures are printed again at the very end, where a CI log's
// tail shows them (the browser stage's thousand lines come after them otherwise).
const cache = fileURLToPath(new URL('../node_modules/.cache/cicerone-test/', import.meta.url));
const unitResults = `${cache}unit-results.json`;
mkdirSync(cache, { recursive: true });
rmSync(unitResults, { force: true });
// The browser specs need the server and Chromium of the e2e config: never collect them here.
const unit =
  spawnSync(process.execPath, [vitest, 'run', '--exclude', 'e2e/**', '--reporter=default', '--reporter=./scripts/test-costs-reporter.ts', '--reporter=json', `--outputFile.json=${unitResults}`], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1;
const unitSeconds = secondsSince(started);

started = performance.now();
console.log('▶ browser tests (vitest run --config e2e/vitest.config.ts)');
const e2e = runE2e();
const e2eSeconds = secondsSince(started);

/** The unit stage's failed tests (and files that failed as a whole), a few lines each. */
function unitFailures(): string[] {
  type Results = { testResults?: { name: string; message?: string; assertionResults?: { status: string; fullName: string; failureMessages?: string[] }[] }[] };
  let results: Results;
  try {
    results = JSON.parse(readFileSync(unitResults, 'utf8')) as Results;
  } catch {
    return ['(no results written: see the unit stage above)'];
  }
  const firstLines = (text: string) => text.split('\n').slice(0, 6).map((line) => `    ${line}`);
  const lines: string[] = [];
  for (const file of results.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failed.length === 0 && file.message) lines.push(`  ${file.name.replace(root, '')}`, ...firstLines(file.message));
    for (const test of failed) lines.push(`  ${file.name.replace(root, '')} › ${test.fullName}`, ...firstLines(test.failureMessages?.[0] ?? ''));
  }
  return lines.length > 0 ? lines : ['  no test failed: an error outside the tests (vitest prints "Unhandled Errors" above) or the run itself'];
}

const verdict = (status: number) => (status === 0 ? 'passed' : `FAILED (exit ${status})`);
if (unit !== 0) console.log(['\nunit/API failures:', ...unitFailures()].join('\n'));
console.log(`\nunit/API: ${verdict(unit)} in ${unitSeconds.toFixed(1)} s · e2e: ${verdict(e2e)} in ${e2eSeconds.toFixed(1)} s`);

const times = recordedTimes();
const budgets = [judge('unit+API', unitSeconds, times), judge('browser', e2eSeconds, times)];
for (const budget of budgets) console.log(describeVerdict(budget));
// Only the CI machine's figures are comparable with the recorded ones; elsewhere they are information.
const overBudget = process.env['CI'] === 'true' && budgets.some((budget) => budget.over);
process.exit(unit === 0 && e2e === 0 && !overBudget ? 0 : 1);
