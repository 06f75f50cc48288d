import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceCatalogs } from '@cicerone/core/i18n/catalogs';

/**
 * Every message key the web app hands to t() in full (t('forms.summaryTitle')) is in the catalogs:
 * a key renamed in the catalogs and not in the code (or the reverse) shows as the bare key on the
 * page, which the catalogs' own completeness test (the same keys in every language) cannot see.
 * Keys built from a variable (t(`errors.${code}`)) are not read here.
 */
const app = join(import.meta.dirname, '../apps/web/app');
const english = sourceCatalogs.en_US;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('message keys of the web app', () => {
  it('names only keys the catalogs hold', () => {
    const unknown = sources(app).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([a-z]\w*(?:\.\w+)+)'/g)].flatMap(([, key]) => (key! in english ? [] : [`${relative(app, path)}: ${key}`])),
    );
    expect(unknown).toEqual([]);
  });
});
