import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route → service → queries, one way (STYLE 5, docs/decisions/0014-queries-in-query-modules.md): in the server's features and the
 * web app, only `*-queries.ts` modules speak SQL, so a rule never hides in a query and a query never
 * hides in a service. A slice's `*-reads.ts` modules speak it too: the read-only fragments other
 * slices read its tables with, which its query modules share (features/slice-boundaries.test.ts
 * keeps query modules to their slice). Tests may reach the tables directly to arrange and inspect data.
 */
const root = join(import.meta.dirname, '..');
const guarded = ['apps/server/src/features', 'apps/web/app'];
const speaksSql = /from\s+['"](drizzle-orm(\/[^'"]*)?|@cicerone\/db\/schema(\/[^'"]*)?)['"]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('query modules', () => {
  it('are, with the read modules, the only modules of the features and the web app that import drizzle-orm or the schema', () => {
    const crossing = guarded
      .flatMap((dir) => sources(join(root, dir)))
      .filter((path) => !/-(queries|reads)\.ts$/.test(path) && speaksSql.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path))
      .sort();
    expect(crossing).toEqual([]);
  });

  it('are not among the modules the server package lets other packages import', () => {
    // apps/server/package.json `exports` lists its public modules (services, views, types); a page reads through a service.
    const { exports } = JSON.parse(readFileSync(join(root, 'apps/server/package.json'), 'utf8')) as { exports: Record<string, string> };
    const reachable = Object.entries(exports).flatMap(([name, path]) => [name, path]);
    expect(reachable.filter((path) => path.includes('*') || /-queries(\.ts)?$/.test(path))).toEqual([]);
  });
});
