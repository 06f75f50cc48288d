import pg from 'pg';

/** Where the migrated and seeded template lives; global setup provides it, each test file copies it. */
export type TestDatabaseTemplate =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  interface ProvidedContext {
    testDatabase: TestDatabaseTemplate;
  }
}

/** Template databases are named by this prefix and their key (template-key.ts). */
export const postgresTemplatePrefix = 'cicerone_template_';

/** The same server, another database: postgres://u@h:p/postgres → postgres://u@h:p/<name>. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Statements that cannot run inside a database they act on (CREATE/DROP DATABASE); returns the
 * first column of the last statement's rows.
 */
export async function admin(serverUrl: string, statements: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    let rows: Record<string, unknown>[] = [];
    for (const statement of statements) rows = (await client.query<Record<string, unknown>>(statement)).rows;
    return rows.map((row) => String(Object.values(row)[0]));
  } finally {
    await client.end();
  }
}
