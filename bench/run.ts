// npm run bench — measures the platform budgets of issue #2 and prints each against its budget,
// with a reference measured in the same run (the same SQL straight on the database, a bare Node start).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { foldForSearch } from '@cicerone/core/slug';
import { openDatabase } from '@cicerone/db/client';
import { createApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { prepareDatabase } from '../apps/server/src/database.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const webBuild = join(root, 'apps/web/build/');
if (!existsSync(join(webBuild, 'server/index.js'))) throw new Error('Run npm run build first.');

const results: { name: string; value: string; budget: string; ok: boolean; reference?: string }[] = [];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const ms = (value: number) => `${value.toFixed(2)} ms`;

// 1. Server time of the city list and the autocomplete, against the same SQL run directly.
const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-'));
const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
await prepareDatabase(database);
const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret' }, { dataDir });
const build = (await import(join(webBuild, 'server/index.js'))) as ServerBuild;
const app = await createApp({ config, db: database.db, pages: { loadBuild: async () => build, mode: 'production', clientDir: join(webBuild, 'client') } });
await app.ready();

async function serverTimes(url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    times.push(performance.now() - started);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  return times.slice(Math.floor(runs / 10)); // the first tenth warms caches and the JIT
}
const queries = ['zur', 'mosk', 'par', 'new y', 'kyo', 'san'];
const autocompleteTimes: number[] = [];
for (const q of queries) autocompleteTimes.push(...(await serverTimes(`/api/cities?q=${encodeURIComponent(q)}&language=de_DE&limit=10`, 60)));
const listTimes = await serverTimes('/api/cities?countryId=75&language=fr_FR', 200);

const directTimes: number[] = [];
for (const q of queries) {
  for (let i = 0; i < 60; i += 1) {
    const started = performance.now();
    await database.db.execute(sql`select c.id, c.name, c.names, c.slug, co.names from city c join country co on co.id = c.country_id
      where c.activated and c.search_text like ${`%${foldForSearch(q)}%`} order by strpos(c.search_text, ${` ${foldForSearch(q)}`}) = 0, c.position limit 10`);
    directTimes.push(performance.now() - started);
  }
}
results.push({
  name: 'GET /api/cities?q=… (autocomplete), median server time',
  value: ms(median(autocompleteTimes)),
  budget: '< 5 ms',
  ok: median(autocompleteTimes) < 5,
  reference: `same SQL direct ${ms(median(directTimes))} (ratio ${(median(autocompleteTimes) / median(directTimes)).toFixed(2)})`,
});
results.push({ name: 'GET /api/cities?countryId=… (list), median server time', value: ms(median(listTimes)), budget: '< 5 ms', ok: median(listTimes) < 5 });

// 2. First-load JavaScript of the home page: every module the HTML preloads or imports, gzip -9
// (the route manifest also names modules of other routes; those load only when visited).
const home = await app.inject({ method: 'GET', url: '/en_US/EUR/' });
const scripts = new Set(
  [...home.body.matchAll(/rel="modulepreload" href="([^"]+)"|import\("([^"]+)"\)|from "(\/assets\/[^"]+)"/g)].map(
    (match) => (match[1] ?? match[2] ?? match[3]) as string,
  ),
);
let gzipBytes = 0;
for (const script of scripts) gzipBytes += gzipSync(readFileSync(join(webBuild, 'client', script)), { level: 9 }).length;
const framework = [...scripts].filter((script) => /entry\.client/.test(script));
let frameworkBytes = 0;
for (const script of framework) frameworkBytes += gzipSync(readFileSync(join(webBuild, 'client', script)), { level: 9 }).length;
results.push({
  name: `Home first-load JavaScript (${scripts.size} files, gzip)`,
  value: `${(gzipBytes / 1024).toFixed(1)} KiB`,
  budget: '< 120 KB',
  ok: gzipBytes < 120 * 1024,
  reference: `React DOM chunk alone ${(frameworkBytes / 1024).toFixed(1)} KiB`,
});
await app.close();
await database.close();

// 3. Cold start of `npm start` on an existing build and data directory (the data directory seeded above).
async function timeToReady(command: string[], marker: RegExp, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const child = spawn(command[0] as string, command.slice(1), { cwd: root, env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (marker.test(output)) {
        resolve(performance.now() - started);
        child.kill('SIGTERM');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`exited ${code} before ready: ${output}`)));
  });
}
const cold = await timeToReady([process.execPath, 'apps/server/src/server.ts'], /is ready at/, { DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' });
const bareNode = await timeToReady([process.execPath, '-e', 'console.log("up")'], /up/, {});
results.push({ name: 'Cold npm start (existing build and data)', value: ms(cold), budget: '< 3000 ms', ok: cold < 3000, reference: `bare Node start ${ms(bareNode)}` });
rmSync(dataDir, { recursive: true, force: true });

for (const result of results) {
  console.log(`${result.ok ? 'PASS' : 'OVER'}  ${result.name}: ${result.value} (budget ${result.budget})${result.reference ? ` — ${result.reference}` : ''}`);
}
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
