import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { pageAccess } from '@cicerone/server/access/page-access';
import routes from '../routes.ts';

/** Every page path under /:lang/:currency/, as the access table keys them. */
function pagePatterns(entries: readonly RouteConfigEntry[], prefix = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [prefix, entry.path ?? ''].filter(Boolean).join('/');
    const own = entry.index || entry.path !== undefined ? [path] : [];
    return entry.children ? [...(entry.file.includes('site.tsx') || entry.path === undefined ? [] : own), ...pagePatterns(entry.children, path)] : own;
  });
}

describe('the pages of the access table', () => {
  const site = routes.find((entry) => entry.path === ':lang/:currency');
  const patterns = pagePatterns(site?.children ?? []);

  it('has a line for every page, and no line without a page', () => {
    expect(patterns.length).toBeGreaterThan(8);
    expect(patterns.filter((pattern) => !(pattern in pageAccess))).toEqual([]);
    expect(Object.keys(pageAccess).filter((key) => !patterns.includes(key))).toEqual([]);
  });
});
