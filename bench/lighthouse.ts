// npm run bench:lighthouse [-- <site URL>] [--check] [--runs=N] [--pages=home,tour,…]
// Lighthouse (mobile profile, simulated throttling, headless Debian Chromium) on the pages of requirements §quality.performance
// (home, the tours list, one tour page, gift cards, FAQ, one quote page) and the editorial
// pages (about, blog, the newest post); prints per page the performance, accessibility and SEO scores and
// the LCP, CLS, TBT and FCP against their budgets and, under budget, the failing audits' titles.
// Without a URL it starts the production server (built site) on a fresh database in a temp DATA_DIR.
// --check exits 1 when a page misses a budget; --runs=N prints the median of each figure over N runs
// (scores vary on a busy machine) and lists the audits of the run of median performance; --pages= measures
// only the pages named.
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

type Category = 'performance' | 'accessibility' | 'seo';
const categories: Category[] = ['performance', 'accessibility', 'seo'];
type Metric = 'lcp' | 'cls' | 'tbt' | 'fcp';
/** Lighthouse's audit of each metric, its unit, and how it is printed. */
const metrics: Record<Metric, { audit: string; label: string; print: (value: number) => string }> = {
  lcp: { audit: 'largest-contentful-paint', label: 'LCP', print: (ms) => `${Math.round(ms)} ms` },
  cls: { audit: 'cumulative-layout-shift', label: 'CLS', print: (shift) => shift.toFixed(3) },
  tbt: { audit: 'total-blocking-time', label: 'TBT', print: (ms) => `${Math.round(ms)} ms` },
  fcp: { audit: 'first-contentful-paint', label: 'FCP', print: (ms) => `${Math.round(ms)} ms` },
};
type Budget = Record<Category, number> & Partial<Record<Metric, number>>;
/** Requirements §quality.performance: a perfect score, the first paint under 1.5 s, nothing moving, the main thread free. */
const fastest: Budget = { performance: 100, accessibility: 100, seo: 100, lcp: 1500, cls: 0, tbt: 50 };
/** The editorial pages' budget (requirements §quality.budgets; FAQ is also in §quality.performance's list, so it has the stricter one). */
const editorial: Budget = { performance: 95, accessibility: 100, seo: 100 };

const args = process.argv.slice(2);
const check = args.includes('--check');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const onlyPages = args.find((arg) => arg.startsWith('--pages='))?.slice('--pages='.length).split(',');
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
async function pagesOf(origin: string): Promise<{ name: string; url: string; budget: Budget }[]> {
  const site = `${origin}/en_US/EUR`;
  const page = (name: string, path: string, budget = fastest) => ({ name, url: `${site}${path}`, budget });
  const pages = [page('home', '/'), page('tours', '/tours')];
  const response = await fetch(`${origin}/api/tours?size=1`);
  const slug = response.ok ? ((await response.json()) as { tours?: { slug: string }[] }).tours?.[0]?.slug : undefined;
  if (slug) pages.push(page('tour', `/tour/${encodeURIComponent(slug)}`));
  else console.log(`No tour page: GET /api/tours?size=1 answered ${response.status} without a tour.`);
  pages.push(page('gift-cards', '/gift-cards'), page('faq', '/faq'), page('quote', '/airport-pickup'));
  pages.push(page('about', '/about', editorial), page('blog', '/blog', editorial));
  const posts = await fetch(`${origin}/api/blog/posts`);
  const post = posts.ok ? ((await posts.json()) as { posts?: { slug: string }[] }).posts?.[0]?.slug : undefined;
  if (post) pages.push(page('post', `/blog/${encodeURIComponent(post)}`, editorial));
  else console.log(`No blog post: GET /api/blog/posts answered ${posts.status} without a post.`);
  return onlyPages ? pages.filter((page) => onlyPages.includes(page.name)) : pages;
}

const score = (result: Result, category: Category) => Math.round((result.categories[category]?.score ?? 0) * 100);
const metric = (result: Result, name: Metric) => result.audits[metrics[name].audit]?.numericValue ?? Number.NaN;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

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
  // Insights keep other shapes under `items` (a network tree's chains are an object): only a list names elements.
  const listed = (audit?.details as { items?: unknown } | undefined)?.items;
  const items = Array.isArray(listed) ? (listed as { node?: { selector?: string } }[]) : [];
  const selectors = [...new Set(items.map((item) => item.node?.selector).filter(Boolean))];
  if (selectors.length === 0) return '';
  return `\n        at ${selectors.slice(0, 3).join('\n        at ')}${selectors.length > 3 ? `\n        (+${selectors.length - 3} more)` : ''}`;
}

/** What the largest paint was (Lighthouse's LCP breakdown names its element), so a slow LCP says where to look. */
function lcpElement(result: Result): string {
  const details = result.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string; snippet?: string }[] } | undefined;
  const node = details?.items?.find((item) => item.type === 'node');
  return node ? `${node.selector ?? ''} ${node.snippet ?? ''}`.trim().slice(0, 160) : 'unknown';
}

/** N runs of a page; the run of median performance is kept for its audits and report. */
async function audit(url: string, port: number): Promise<Result[]> {
  const results: Result[] = [];
  for (let run = 0, failures = 0; run < Math.max(1, runs); run += 1) {
    const outcome = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: categories });
    if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = outcome.lhr.runtimeError;
    // On a busy machine the trace is sometimes lost (NO_NAVSTART, "run Lighthouse again"): that run is done again, twice at most.
    if (error && (failures += 1) <= 2) run -= 1;
    else if (error) throw new Error(`Lighthouse could not load ${url}: ${error.message}`);
    else results.push(outcome.lhr);
  }
  return results.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
}

let missed = false;
try {
  const origin = givenUrl ? givenUrl.replace(/\/$/, '') : await startServer();
  const port = await startChromium();
  mkdirSync(reportsDir, { recursive: true });
  for (const { name, url, budget } of await pagesOf(origin)) {
    const results = await audit(url, port);
    const typical = results[Math.floor(results.length / 2)] as Result;
    writeFileSync(join(reportsDir, `${name}.json`), JSON.stringify(typical));
    const misses: string[] = [];
    const scores = categories.map((category) => {
      const value = median(results.map((result) => score(result, category)));
      if (value < budget[category]) misses.push(category);
      return `${category} ${value}${value < budget[category] ? ` ✗ (≥ ${budget[category]})` : ''}`;
    });
    const figures = (Object.keys(metrics) as Metric[]).map((name) => {
      const value = median(results.map((result) => metric(result, name)));
      const limit = budget[name];
      const over = limit !== undefined && !(value <= limit);
      if (over) misses.push(metrics[name].label);
      return `${metrics[name].label} ${metrics[name].print(value)}${limit === undefined ? '' : over ? ` ✗ (≤ ${metrics[name].print(limit)})` : ' ✓'}`;
    });
    const runsNote = results.length > 1 ? `   medians of ${results.length} runs (performance ${results.map((result) => score(result, 'performance')).join(', ')})` : '';
    console.log(`\n${name.padEnd(10)} ${scores.join('  ')}${runsNote}\n${' '.repeat(11)}${figures.join('  ')}   ${url}`);
    if (misses.length === 0) continue;
    missed = true;
    console.log(`  under budget (${misses.join(', ')}); LCP element: ${lcpElement(typical)}`);
    for (const category of categories) {
      const failing = failingAudits(typical, category);
      if (failing.length === 0) continue;
      console.log(`  ${category}:`);
      for (const title of failing) console.log(`    - ${title}`);
    }
  }
  console.log(
    `\nBudgets: issue 19's pages performance, accessibility and SEO ${fastest.performance}, LCP ≤ ${fastest.lcp} ms, CLS ${fastest.cls}, TBT ≤ ${fastest.tbt} ms;` +
      ` issue 17's editorial pages performance ≥ ${editorial.performance}, accessibility and SEO ${editorial.accessibility}. Reports: ${reportsDir}`,
  );
} finally {
  await cleanUp();
}
if (check && missed) process.exit(1);
