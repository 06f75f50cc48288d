import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { giftCardKeyOf, loadConfig } from './config.ts';

const secret = 'x'.repeat(40);
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

describe('the gift-card key', () => {
  it('is required with DATABASE_URL in production, where processes must share it', () => {
    const production = { NODE_ENV: 'production', SECRET: secret, DATABASE_URL: 'postgres://db/cicerone' };
    expect(() => loadConfig(production, { dataDir: '/nonexistent/never-written' })).toThrow('GIFT_CARD_KEY is required');
    expect(giftCardKeyOf(loadConfig({ ...production, GIFT_CARD_KEY: 'k'.repeat(32) }, { dataDir: '/nonexistent/never-written' }))).toBe('k'.repeat(32));
  });

  it('is made once on the embedded default and kept in DATA_DIR, private, so codes sold before a restart still redeem', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'cicerone-key-'));
    folders.push(dataDir);
    const first = giftCardKeyOf(loadConfig({ NODE_ENV: 'production', SECRET: secret }, { dataDir }));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(giftCardKeyOf(loadConfig({ NODE_ENV: 'production', SECRET: secret }, { dataDir }))).toBe(first);
    expect((await stat(join(dataDir, 'gift-card-key'))).mode & 0o777).toBe(0o600);
  });
});
