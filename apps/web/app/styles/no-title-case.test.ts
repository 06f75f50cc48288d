import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const app = fileURLToPath(new URL('..', import.meta.url));

function cssFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(folder, entry.name)) : entry.name.endsWith('.css') ? [join(folder, entry.name)] : [],
  );
}

describe('the stylesheets', () => {
  // Title Case is English typography: Spanish, French, Italian… write "diciembre de 2026", a heading
  // with a capital first letter at most. `capitalize` made "Diciembre De 2026" of Intl's month names.
  it('never title-case a text (text-transform: capitalize); a heading capitalises its first letter with ::first-letter', () => {
    const found = cssFiles(app).filter((file) => /text-transform:\s*capitalize/u.test(readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
