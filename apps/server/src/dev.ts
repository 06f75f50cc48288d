// npm run dev: the same app with Vite's middleware, so pages and styles reload as they change.
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openConfiguredDatabase, prepareDatabase } from './database.ts';
import { serveDatabaseDumps } from './backups/database-dump.ts';

const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const database = await openConfiguredDatabase(config);
await prepareDatabase(database, { demo: config });

const vite = await createServer({
  root: fileURLToPath(new URL('../../web/', import.meta.url)),
  server: { middlewareMode: true },
  appType: 'custom',
});

const app = await createApp({
  config,
  db: database.db,
  listener: database.listener,
  logger: { level: config.logLevel },
  pages: {
    mode: 'development',
    loadBuild: () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    devMiddleware: vite.middlewares,
  },
});

const dumps = await serveDatabaseDumps(database, config.dataDir);

process.on('SIGINT', async () => {
  await dumps.close();
  await app.close();
  await vite.close();
  await database.close();
  process.exit(0);
});

await app.listen({ port: config.port, host: config.host });
console.log(`Cicerone (development) at ${config.publicUrl}`);
