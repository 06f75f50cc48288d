import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Slices do not reach into each other in circles (STYLE 2, decision 0014): when a feature of the
 * server needs another's work done at one of its moments (an order paid issues its invoice and
 * sends its confirmation), the work is composed in at services.ts instead of imported. A cycle
 * makes two slices one in all but name; this test names the first one it finds.
 */
const features = join(import.meta.dirname, '../apps/server/src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Which slices each slice imports (tests aside: they may arrange data through any slice). */
function sliceImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const slice of readdirSync(features, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)) {
    const uses = new Set<string>();
    for (const path of sources(join(features, slice))) {
      for (const [, other] of readFileSync(path, 'utf8').matchAll(/from\s+['"](?:\.\.\/)+(?:features\/)?([a-z-]+)\//g)) {
        if (other && other !== slice) uses.add(other);
      }
    }
    graph.set(slice, uses);
  }
  for (const uses of graph.values()) for (const other of uses) if (!graph.has(other)) uses.delete(other);
  return graph;
}

function firstCycle(graph: Map<string, Set<string>>): string[] | null {
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (slice: string): string[] | null => {
    const at = path.indexOf(slice);
    if (at >= 0) return [...path.slice(at), slice];
    if (done.has(slice)) return null;
    path.push(slice);
    for (const other of graph.get(slice) ?? []) {
      const cycle = visit(other);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(slice);
    return null;
  };
  for (const slice of [...graph.keys()].sort()) {
    const cycle = visit(slice);
    if (cycle) return cycle;
  }
  return null;
}

describe('the server’s feature slices', () => {
  it('import each other without a cycle', () => {
    expect(firstCycle(sliceImports())?.join(' → ') ?? 'no cycle').toBe('no cycle');
  });
});
