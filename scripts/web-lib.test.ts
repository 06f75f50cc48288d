import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's shared kit (apps/web/app/lib: the forms kit, page helpers, formatting) imports no
 * feature (decision 0014): features build on it, so a kit that reached back into one would tie every
 * page to that feature. It may use the other shared folders (i18n, site, theme, seo, the context).
 */
const app = join(import.meta.dirname, '../apps/web/app');
const lib = join(app, 'lib');
const features = ['accounts', 'admin', 'bookings', 'catalog', 'checkout', 'home', 'shell', 'routes'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** "lib/forms/x.tsx → checkout/cart-view.ts" for each import of a feature from the kit. */
function featureImports(): string[] {
  return sources(lib).flatMap((path) =>
    [...readFileSync(path, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].flatMap(([, spec]) => {
      const target = relative(app, resolve(dirname(path), spec!));
      return features.includes(target.split('/')[0]!) ? [`${relative(app, path)} → ${target}`] : [];
    }),
  );
}

describe('the web shared kit', () => {
  it('imports no feature', () => {
    expect(featureImports()).toEqual([]);
  });

  it('is found where it lives (the test reads real files)', () => {
    expect(sources(lib).length).toBeGreaterThan(5);
  });
});
