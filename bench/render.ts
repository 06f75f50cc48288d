// Server rendering of the pages read most (requirements §quality.performance): the tour page over 300 different tours (each one's
// data read for the first time), the same tour again (its data cached) and home, against /healthz on the same
// server in the same run. Used by npm run bench (requirements §quality.performance); `npm run bench:render` runs it alone after npm run build,
// and `npm run bench:render -- --cpu-prof` writes a profile of the measured requests alone (render.cpuprofile, for
// Chrome's DevTools or speedscope), the demo's seeding left out.
import '../apps/server/src/production-default.ts';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { createApp } from '../apps/server/src/app.ts';
import { openSiteApp } from './support/site-app.ts';

type App = Awaited<ReturnType<typeof createApp>>;

export interface RenderRun {
  tours: number;
  /** Median of the different tours, past the first tenth (the JIT warming up). */
  distinctMs: number;
  sameTourMs: number;
  homeMs: number;
  healthMs: number;
  /** Median CPU time of the process per request (PGlite included): steadier than wall time on a busy machine. */
  cpu: { distinctMs: number; homeMs: number };
}

/** Requirements §quality.performance budgets. */
export const renderBudgets = { tourMs: 15, homeMs: 10 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

interface Times {
  wall: number[];
  cpu: number[];
}

/** Each URL in turn, dropping the first tenth of the times (it warms caches and the JIT). */
async function timed(app: App, urls: string[]): Promise<Times> {
  const times: Times = { wall: [], cpu: [] };
  for (const url of urls) {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url });
    times.wall.push(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    times.cpu.push((cpu.user + cpu.system) / 1000);
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
  }
  const warm = Math.floor(urls.length / 10);
  return { wall: times.wall.slice(warm), cpu: times.cpu.slice(warm) };
}

const repeated = (app: App, url: string, runs: number) => timed(app, Array<string>(runs).fill(url));

export async function benchRender(app: App, tours = 300): Promise<RenderRun> {
  const slugs: string[] = [];
  for (let page = 1; slugs.length < tours; page += 1) {
    const next = (await app.inject({ method: 'GET', url: `/api/tours?size=48&page=${page}` })).json<{ tours: { slug: string }[] }>().tours;
    if (next.length === 0) break;
    slugs.push(...next.map((tour) => tour.slug));
  }
  const distinct = await timed(app, slugs.slice(0, tours).map((slug) => `/fr_FR/USD/tour/${slug}`));
  const sameTour = await repeated(app, `/de_DE/EUR/tour/${slugs[0]}`, 200);
  const home = await repeated(app, '/en_US/EUR/', 200);
  const health = await repeated(app, '/healthz', 200);
  return {
    tours: Math.min(tours, slugs.length),
    distinctMs: median(distinct.wall),
    sameTourMs: median(sameTour.wall),
    homeMs: median(home.wall),
    healthMs: median(health.wall),
    cpu: { distinctMs: median(distinct.cpu), homeMs: median(home.cpu) },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const webBuild = fileURLToPath(new URL('../apps/web/build/', import.meta.url));
  if (!existsSync(join(webBuild, 'server/index.js'))) throw new Error('Run npm run build first.');
  const { app, database, dataDir } = await openSiteApp(webBuild);
  const profiler = process.argv.includes('--cpu-prof') ? new Session() : undefined;
  try {
    if (profiler) {
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    }
    const run = await benchRender(app);
    if (profiler) {
      const { profile } = await profiler.post('Profiler.stop');
      writeFileSync('render.cpuprofile', JSON.stringify(profile));
      console.log('Profile of the measured requests written to render.cpuprofile');
    }
    const line = (ok: boolean, text: string) => console.log(`${ok ? 'PASS' : 'OVER'}  ${text}`);
    line(run.distinctMs < renderBudgets.tourMs, `Tour page server-rendered, median (${run.tours} different tours): ${run.distinctMs.toFixed(2)} ms (budget < ${renderBudgets.tourMs} ms) — same tour again ${run.sameTourMs.toFixed(2)} ms; /healthz ${run.healthMs.toFixed(2)} ms; CPU ${run.cpu.distinctMs.toFixed(2)} ms`);
    line(run.homeMs < renderBudgets.homeMs, `Home page server-rendered, median: ${run.homeMs.toFixed(2)} ms (budget < ${renderBudgets.homeMs} ms) — /healthz ${run.healthMs.toFixed(2)} ms; CPU ${run.cpu.homeMs.toFixed(2)} ms`);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
