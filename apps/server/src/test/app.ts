import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type AppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openTestDatabase } from './database.ts';

/** A secret and a gift-card key of the required length, so nothing is generated and written. */
const testSecret = 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz';
const testGiftCardKey = 'test-gift-card-key-0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * The API alone (no pages, unless `pages` are given: see site.ts) on a fresh database, for
 * `app.inject`. `env` overrides the environment the config is parsed from (DEV_HOSTNAMES,
 * SITE_PASSWORD…); `logger` lets a test read the log lines. Call `close` in afterAll.
 */
export async function createTestApp(env: Record<string, string> = {}, pages?: AppOptions['pages'], logger?: AppOptions['logger']) {
  const dataDir = await mkdtemp(join(tmpdir(), 'cicerone-app-'));
  const config = loadConfig({ NODE_ENV: 'test', SECRET: testSecret, GIFT_CARD_KEY: testGiftCardKey, LOG_LEVEL: 'silent', SEED_DEMO: 'false', ...env }, { dataDir });
  const database = await openTestDatabase();
  const app = await createApp({ config, db: database.db, pages, logger, listener: database.listener });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
