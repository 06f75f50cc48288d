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

export const postgresTemplateName = 'cicerone_template';

/** The same server, another database: postgres://u@h:p/postgres → postgres://u@h:p/<name>. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Statements that cannot run inside a database they act on (CREATE/DROP DATABASE). */
export async function admin(serverUrl: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}
