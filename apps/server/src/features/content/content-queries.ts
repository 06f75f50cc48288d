import { and, eq, inArray, like } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { contentEntry } from '@cicerone/db/schema/catalog';

const columns = { cms: contentEntry.cms, language: contentEntry.language, data: contentEntry.data };

/** Reads of the editorial content entries; no rules here, only SQL. */
export function contentQueries(db: Executor) {
  return {
    /** The entry's rows in the given languages (primary key lookups). */
    entries: (cms: string, languages: string[]) =>
      db.select(columns).from(contentEntry).where(and(eq(contentEntry.cms, cms), inArray(contentEntry.language, languages))),

    /** Every entry whose name starts with `prefix` ('blog:'), in the given languages: a few hundred rows at most, read once a cache period. */
    entriesNamed: (prefix: string, languages: string[]) =>
      db
        .select(columns)
        .from(contentEntry)
        .where(and(like(contentEntry.cms, `${prefix.replace(/[\\%_]/g, '\\$&')}%`), inArray(contentEntry.language, languages))),
  };
}

export type ContentQueries = ReturnType<typeof contentQueries>;
