// The weight of the pages' HTML (requirements §quality.performance: home ≤ 15 KB compressed, a tour page ≤ 25 KB): each
// page as the server sends it with its own gzip, and as a reference what each route's loader answers, read
// through the single-fetch `.data` answer of each route alone (the root's message catalogue, the site
// layout's lists, the page's own loader): what a navigation gets, and the document's hydration data but
// for what a loader sets aside for the document's HTML (forDocumentOnly: home's sections, the chat buttons).
// Used by npm run bench; `node bench/html-size.ts` alone after npm run build.
import '../apps/server/src/production-default.ts';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { createApp } from '../apps/server/src/app.ts';
import { htmlPagePath, htmlPages } from './support/html-budgets.ts';
import { openSiteApp } from './support/site-app.ts';

type App = Awaited<ReturnType<typeof createApp>>;

export interface HtmlSize {
  name: string;
  url: string;
  budgetKb: number | null;
  rawBytes: number;
  /** The body as sent with Accept-Encoding: gzip. */
  gzipBytes: number;
  /** Each route's loader data alone, raw (turbo-stream), by route id. */
  loaderBytes: Record<string, number>;
}

export async function measureHtmlSizes(app: App): Promise<HtmlSize[]> {
  const [firstTour] = (await app.inject({ method: 'GET', url: '/api/tours?size=1&sort=rating' })).json<{ tours: { slug: string }[] }>().tours;
  if (!firstTour) throw new Error('The demo catalogue has no tour');
  const sizes: HtmlSize[] = [];
  for (const page of htmlPages) {
    const url = htmlPagePath(page.path, firstTour.slug);
    const raw = await app.inject({ method: 'GET', url });
    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    if (raw.statusCode !== 200 || gzip.headers['content-encoding'] !== 'gzip') throw new Error(`${url} answered ${raw.statusCode} (${String(gzip.headers['content-encoding'])})`);
    // The home's index route is '/en_US/EUR.data?index' in single fetch.
    const dataUrl = url.endsWith('/') ? `${url.slice(0, -1)}.data?index&` : `${url}.data?`;
    const loaderBytes: Record<string, number> = {};
    for (const route of ['root', 'routes/site', page.routeId]) {
      const data = await app.inject({ method: 'GET', url: `${dataUrl}_routes=${encodeURIComponent(route)}` });
      loaderBytes[route] = data.rawPayload.length;
    }
    sizes.push({ name: page.name, url, budgetKb: page.budgetKb, rawBytes: raw.rawPayload.length, gzipBytes: gzip.rawPayload.length, loaderBytes });
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The bench's line of one page: its compressed HTML against its budget, with what the hydration data weighs. */
export function htmlSizeResult(size: HtmlSize) {
  const routes = Object.entries(size.loaderBytes).map(([route, bytes]) => `${route} ${kb(bytes)}`).join(', ');
  return {
    name: `${size.name} HTML as served (gzip)`,
    value: kb(size.gzipBytes),
    budget: size.budgetKb === null ? 'reported' : `≤ ${size.budgetKb} KB`,
    ok: size.budgetKb === null || size.gzipBytes <= size.budgetKb * 1024,
    reference: `${kb(size.rawBytes)} raw; loader data raw: ${routes}`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { app, database, dataDir } = await openSiteApp(fileURLToPath(new URL('../apps/web/build/', import.meta.url)));
  try {
    for (const size of await measureHtmlSizes(app)) {
      const result = htmlSizeResult(size);
      console.log(`${result.ok ? 'PASS' : 'OVER'}  ${result.name}: ${result.value} (budget ${result.budget}) — ${result.reference}`);
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
