// Valid HTML, by the Nu Html Checker itself (npm vnu-jar, on the system's Java): the server's HTML of the
// site's main pages (one of each kind of support/site-pages.ts) in English and Japanese, as a visitor, a
// customer, a guide and the admins see them, written to files and checked in one run of the checker (one
// JVM start, tuned for a short run: the checker takes about a second a page on a busy 2-core machine).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { sitePages } from './support/site-pages.ts';
import { expect, test } from './support/users.ts';
import { inParallel, openViewers } from './support/viewers.ts';

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** One page of each kind: each template and form of the site once (the others repeat their parts). */
const mainPaths = new Set(['/', '/tours', '/city/paris', '/country/france', '/zones', '/login', '/sign-up?type=business', '/cart', '/gift-cards', '/recruitment', '/airport-pickup', '/cruise-tour', '/contact', '/faq', '/blog/first-morning-in-rome', '/account', '/business-trip', '/my-gift-cards', '/guide-missions/payments', '/account-billing', '/admin', '/admin/bookings', '/admin/settings', '/admin/audit-log']);
const isMain = (path: string) => mainPaths.has(path) || /^\/(tour|bookings|admin\/tours)\/[^/]+$/.test(path);

/** Runs the checker over the files; its JSON report (on stderr) and exit status. */
function runVnu(files: readonly string[]): Promise<{ report: string; status: number | null }> {
  return new Promise((resolve, reject) => {
    // C1 only and the serial collector: a short run's JVM starts and warms up sooner. The checker's schema overflows a small thread stack (it then says so on stdout, which is read too).
    const child = spawn('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    let report = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (report += chunk));
    child.on('error', reject);
    child.on('close', (status) => resolve({ report, status }));
  });
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe('valid HTML', () => {
  test('the pages in en_US and ja_JP have no error for the Nu Html Checker', { timeout: 240_000 }, async ({ open, signUp, staff }) => {
    const { contexts, email } = await openViewers({ open, signUp, staff }, 'desktop');
    const pages = (await sitePages(contexts.customer, email)).filter(({ path }) => isMain(path));
    const folder = mkdtempSync(join(tmpdir(), 'cicerone-vnu-'));
    try {
      const files = new Map<string, string>();
      const jobs = ['en_US/USD', 'ja_JP/JPY'].flatMap((site) => pages.map((page) => ({ ...page, url: `/${site}${page.path === '/' ? '/' : page.path}` })));
      await inParallel(jobs, 4, async ({ url, who }) => {
        const answer = await contexts[who].request.get(url);
        expect(answer.status(), `${url} as ${who}`).toBeLessThan(400);
        const file = join(folder, `${files.size}.html`);
        files.set(file, `${url} (${who})`);
        writeFileSync(file, await answer.body());
      });

      // One message per problem, the file as a file: URL.
      const run = await runVnu([...files.keys()]);
      // The report is JSON, or nothing when there is nothing to say; anything else is the checker's own failure, shown as it is.
      const report = run.report.trim() || '{"messages":[]}';
      expect(report.startsWith('{'), report).toBe(true);
      const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
      const errors = messages.filter((entry) => entry.type !== 'info').map((entry) => `${files.get(entry.url.replace(/^file:/, '')) ?? entry.url}: ${entry.message} ${entry.extract ?? ''}`);
      expect(errors).toEqual([]);
      expect(run.status, run.report).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
