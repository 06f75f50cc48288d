import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A slice's `*-queries.ts` modules are where it reads and writes its own tables, and they are
 * private to it (STYLE 2 and 5): another slice that needs a write asks the owning slice's service,
 * injected in services.ts, and one that needs to read the owner's table the way the owner does
 * uses the owner's public `*-reads.ts` module. A query imported across slices would let a second
 * slice change a table behind the rules of the slice that owns it. Sub-folders belong to their
 * slice (accounts/sessions/ is accounts); tests may arrange data through any slice and are not
 * checked.
 */
const features = import.meta.dirname;

interface Source {
  /** Relative to the features folder, with `/` separators: `orders/order-service.ts`. */
  path: string;
  text: string;
}

/** The slice a module belongs to: the first folder under features (a top-level file is its own). */
const sliceOf = (path: string) => path.split('/')[0] ?? path;

/** `import … from '…'`, `export … from '…'` and `import '…'`; group 2 marks a whole-statement `import type` / `export type`. */
const staticImport = /\b(import|export)\s+(type\s+)?(?:[\w\s{},*$]+?\s*from\s*)?['"]([^'"]+)['"]/g;
const dynamicImport = /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The modules a source imports at run time, as written. */
function runtimeSpecifiers(text: string): string[] {
  const found: string[] = [];
  for (const [, , typeOnly, specifier] of text.matchAll(staticImport)) {
    // A type is erased when the code runs: it gives no access to a table, so a slice may name another's row types.
    if (!typeOnly && specifier) found.push(specifier);
  }
  for (const [, specifier] of text.matchAll(dynamicImport)) if (specifier) found.push(specifier);
  return found;
}

/** Every import of one slice's `*-queries.ts` module by a module of another slice, as `importer -> queries module`. */
function crossSliceQueryImports(files: readonly Source[]): string[] {
  const crossings: string[] = [];
  for (const file of files) {
    for (const specifier of runtimeSpecifiers(file.text)) {
      if (!specifier.startsWith('.')) continue;
      const target = posix.normalize(posix.join(posix.dirname(file.path), specifier));
      // Outside the features folder (shared/, the test helpers) there are no slices.
      if (target.startsWith('../')) continue;
      if (/-queries(\.ts)?$/.test(target) && sliceOf(target) !== sliceOf(file.path)) crossings.push(`${file.path} -> ${target}`);
    }
  }
  return [...new Set(crossings)].sort();
}

function featureSources(): Source[] {
  return readdirSync(features, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => ({ path: path.split(sep).join('/'), text: readFileSync(join(features, path), 'utf8') }));
}

describe('the server’s feature slices', () => {
  it('keep their query modules to themselves', () => {
    expect(crossSliceQueryImports(featureSources())).toEqual([]);
  });

  it('are checked on every kind of import, a type-only one aside', () => {
    const files: Source[] = [
      {
        path: 'documents/document-service.ts',
        text: [
          "import type { MyBookingRow } from '../bookings/booking-queries.ts';",
          "import { bookingTourFields } from '../bookings/booking-reads.ts';",
          "import {\n  myBookings,\n  type BookingFilter,\n} from '../bookings/booking-queries.ts';",
          "import { invoiceContentOf } from './document-queries.ts';",
          "export { orderTotalFields } from '../orders/order-queries.ts';",
          "const later = () => import('../cart/cart-queries.ts');",
          "import { sql } from 'drizzle-orm';",
        ].join('\n'),
      },
      { path: 'accounts/profile/profile-service.ts', text: "import { updateUser } from '../account-queries.ts';" },
      { path: 'admin-users/admin-users.ts', text: "import { sessionsOf } from '../accounts/sessions/session-queries.ts';" },
    ];
    expect(crossSliceQueryImports(files)).toEqual([
      'admin-users/admin-users.ts -> accounts/sessions/session-queries.ts',
      'documents/document-service.ts -> bookings/booking-queries.ts',
      'documents/document-service.ts -> cart/cart-queries.ts',
      'documents/document-service.ts -> orders/order-queries.ts',
    ]);
  });
});
