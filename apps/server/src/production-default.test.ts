import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const firstImport = (file: URL) => /^import\s+(?:[^'"]*from\s+)?'([^']+)'/m.exec(readFileSync(file, 'utf8'))?.[1];

describe('the production default', () => {
  // React picks its build when first loaded: an import before this one would load the development build.
  it('is the first import of npm start and of every bench', () => {
    // npm start loads its modules after turning Node's compile cache on (server.ts): its static imports are Node's
    // own modules and types, and the first module it imports is this one.
    const server = readFileSync(new URL('./server.ts', import.meta.url), 'utf8');
    const staticImports = [...server.matchAll(/^import\s+(type\s+)?(?:[^'"]*from\s+)?'([^']+)'/gm)].filter((found) => !found[1]).map((found) => found[2]);
    expect(staticImports.filter((name) => !name?.startsWith('node:'))).toEqual([]);
    expect(/await import\('([^']+)'\)/.exec(server)?.[1]).toBe('./production-default.ts');
    const benches = new URL('../../../bench/', import.meta.url);
    const entries = readdirSync(fileURLToPath(benches)).filter((name) => name.endsWith('.ts'));
    expect(entries.length).toBeGreaterThan(3);
    for (const name of entries) expect([name, firstImport(new URL(name, benches))]).toEqual([name, '../apps/server/src/production-default.ts']);
  });
});
