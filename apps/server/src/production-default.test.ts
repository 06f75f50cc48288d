import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const firstImport = (file: URL) => /^import\s+(?:[^'"]*from\s+)?'([^']+)'/m.exec(readFileSync(file, 'utf8'))?.[1];

describe('the production default', () => {
  // React picks its build when first loaded: an import before this one would load the development build.
  it('is the first import of npm start and of every bench', () => {
    expect(firstImport(new URL('./server.ts', import.meta.url))).toBe('./production-default.ts');
    const benches = new URL('../../../bench/', import.meta.url);
    const entries = readdirSync(fileURLToPath(benches)).filter((name) => name.endsWith('.ts'));
    expect(entries.length).toBeGreaterThan(3);
    for (const name of entries) expect([name, firstImport(new URL(name, benches))]).toEqual([name, '../apps/server/src/production-default.ts']);
  });
});
