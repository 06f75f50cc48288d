import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { contentEntry } from '@cicerone/db/schema/catalog';

/** Reads of the editorial content entries; no rules here, only SQL. */
export function contentQueries(db: Executor) {
  return {
    /** The entry's rows in the given languages (primary key lookups). */
    entries: (cms: string, languages: string[]) =>
      db
        .select({ cms: contentEntry.cms, language: contentEntry.language, data: contentEntry.data })
        .from(contentEntry)
        .where(and(eq(contentEntry.cms, cms), inArray(contentEntry.language, languages))),
  };
}

export type ContentQueries = ReturnType<typeof contentQueries>;
