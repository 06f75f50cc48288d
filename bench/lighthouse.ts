// npm run bench:lighthouse [-- <site URL>] [--check] [--runs=N]
// Lighthouse (mobile profile, headless Debian Chromium) on the home page, the tours list, one tour page and
// the editorial pages of issue 17 (FAQ, about, blog, the newest post);
// prints the performance, accessibility and SEO scores and, under budget, the failing audits' titles.
// Without a URL it starts the production server (built site) on a fresh database in a temp DATA_DIR.
// --check exits 1 when a page is under budget; --runs=N keeps the median run by performance (scores vary).
import '../apps/server/src/production-default.ts';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { type Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts';
import { freePort, stopProcess, waitUntilAnswers } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const reportsDir = join(root, 'test-results/lighthouse');

/** Issue #3's budgets: scores out of 100. */
const budgets = { performance: 95, accessibility: 100, seo: 100 } as const;
type Category = keyof typeof budgets;
const categories = Object.keys(budgets) as Category[];

const args = process.argv.slice(2);
const check = args.includes('--check');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const givenUrl = args.find((arg) => !arg.startsWith('--'));

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const cleanup of cleanups.reverse()) await cleanup();
}

/** The production server on a fresh embedded database, as e2e/global-setup.ts starts it. */
async function startServer(): Promise<string> {
  if (!existsSync(join(root, 'apps/web/build/server/index.js'))) throw new Error('Run npm run build first.');
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-lighthouse-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: origin };
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  // The demo catalogue, as `npm run seed` makes it (the pages need tours to be worth measuring).
  const seed = spawnSync(process.execPath, [join(root, 'apps/server/src/cli/seed.ts')], { cwd: root, env, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('npm run seed failed');
  const server = spawn(process.execPath, [join(root, 'apps/server/src/server.ts')], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  cleanups.push(() => stopProcess(server));
  await waitUntilAnswers(`${origin}/healthz`, server, 120_000);
  return origin;
}

/** Headless Chromium with a DevTools port for Lighthouse to drive. */
async function startChromium(): Promise<number> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'cicerone-chromium-'));
  const chromium = spawn(chromiumPath(), [...chromiumArgs, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  cleanups.push(async () => {
    await stopProcess(chromium);
    rmSync(profile, { recursive: true, force: true });
  });
  await waitUntilAnswers(`http://127.0.0.1:${port}/json/version`, chromium, 30_000);
  return port;
}

/** The pages of the budgets; the tour page is the first tour the API lists, the post the newest. */
async function pagesOf(origin: string): Promise<{ name: string; url: string }[]> {
  const site = `${origin}/en_US/EUR`;
  const pages = [
    { name: 'home', url: `${site}/` },
    { name: 'tours', url: `${site}/tours` },
  ];
  const response = await fetch(`${origin}/api/tours?size=1`);
  const slug = response.ok ? ((await response.json()) as { tours?: { slug: string }[] }).tours?.[0]?.slug : undefined;
  if (slug) pages.push({ name: 'tour', url: `${site}/tour/${encodeURIComponent(slug)}` });
  else console.log(`No tour page: GET /api/tours?size=1 answered ${response.status} without a tour.`);
  pages.push({ name: 'faq', url: `${site}/faq` }, { name: 'about', url: `${site}/about` }, { name: 'blog', url: `${site}/blog` });
  const posts = await fetch(`${origin}/api/blog/posts`);
  const post = posts.ok ? ((await posts.json()) as { posts?: { slug: string }[] }).posts?.[0]?.slug : undefined;
  if (post) pages.push({ name: 'post', url: `${site}/blog/${encodeURIComponent(post)}` });
  else console.log(`No blog post: GET /api/blog/posts answered ${posts.status} without a post.`);
  return pages;
}

const score = (result: Result, category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);

/** The audits that cost points in a category: failed ones (a11y, SEO) or under 90 (performance metrics, insights). */
function failingAudits(result: Result, category: Category): string[] {
  return (result.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: result.audits[ref.id] }))
    .filter(({ ref, audit }) => audit && audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1) && (ref.weight > 0 || category === 'performance'))
    .filter(({ audit }) => audit?.scoreDisplayMode !== 'informative' && audit?.scoreDisplayMode !== 'notApplicable' && audit?.scoreDisplayMode !== 'manual')
    .map(({ audit }) => `${audit?.title}${audit?.displayValue ? ` (${audit.displayValue})` : ''} [${audit?.id}]${offenders(audit)}`);
}

/** Up to three elements an audit blames, so the failing spot can be found without opening the report. */
function offenders(audit: Result['audits'][string] | undefined): string {
  const items = (audit?.details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  const selectors = [...new Set(items.map((item) => item.node?.selector).filter(Boolean))];
  if (selectors.length === 0) return '';
  return `\n        at ${selectors.slice(0, 3).join('\n        at ')}${selectors.length > 3 ? `\n        (+${selectors.length - 3} more)` : ''}`;
}

async function audit(url: string, port: number): Promise<{ result: Result; spread: number[] }> {
  const results: Result[] = [];
  for (let run = 0; run < Math.max(1, runs); run += 1) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (outcome.lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${outcome.lhr.runtimeError.message}`);
    results.push(outcome.lhr);
  }
  results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  return { result: results[Math.floor(results.length / 2)] as Result, spread: results.map((result) => score(result, 'performance')) };
}

let underBudget = false;
try {
  const origin = givenUrl ? givenUrl.replace(/\/$/, '') : await startServer();
  const port = await startChromium();
  mkdirSync(reportsDir, { recursive: true });
  for (const page of await pagesOf(origin)) {
    const { result, spread } = await audit(page.url, port);
    writeFileSync(join(reportsDir, `${page.name}.json`), JSON.stringify(result));
    const scores = categories.map((category) => `${category} ${score(result, category)}`).join('  ');
    const runsNote = spread.length > 1 ? ` (performance of the ${spread.length} runs: ${spread.join(', ')})` : '';
    console.log(`\n${page.name.padEnd(6)} ${scores}${runsNote}   ${page.url}`);
    for (const category of categories) {
      if (score(result, category) >= budgets[category]) continue;
      underBudget = true;
      console.log(`  ${category} under ${budgets[category]}:`);
      for (const title of failingAudits(result, category)) console.log(`    - ${title}`);
    }
  }
  console.log(`\nBudgets: performance ≥ ${budgets.performance}, accessibility ${budgets.accessibility}, SEO ${budgets.seo}. Reports: ${reportsDir}`);
} finally {
  await cleanUp();
}
if (check && underBudget) process.exit(1);
