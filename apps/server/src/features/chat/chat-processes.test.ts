// Two servers on one PostgreSQL: a message written through one reaches a stream held by the other
// (LISTEN/NOTIFY, decision 0026), where an in-process event would never leave its process.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { roles } from '@cicerone/core/roles';
import { createApp, type App } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { postgresTestDatabase } from '../../test/database.ts';
import { userWithSession } from '../../test/accounts-factory.ts';
import { openEventStream } from '../../test/event-stream-client.ts';
import { needsPostgres } from '../../test/two-processes.ts';

const onPostgres = inject('testDatabase').kind === 'postgres';
const servers: { app: App; handle: DatabaseHandle; url: string }[] = [];
let cleanup: (() => Promise<void>) | undefined;

beforeAll(async () => {
  if (!onPostgres) return;
  const database = await postgresTestDatabase();
  if (!database) throw new Error(needsPostgres);
  const dataDir = await mkdtemp(join(tmpdir(), 'cicerone-chat-processes-'));
  const config = loadConfig({ NODE_ENV: 'test', SECRET: 'chat-processes-secret-0123456789abcdefghij', GIFT_CARD_KEY: 'chat-processes-gift-card-key-0123456789abcdef', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }, { dataDir });
  for (let i = 0; i < 2; i += 1) {
    const handle = await openDatabase({ url: database.url });
    const app = await createApp({ config, db: handle.db, listener: handle.listener });
    servers.push({ app, handle, url: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
  cleanup = async () => {
    for (const server of servers) {
      await server.app.close();
      await server.handle.close();
    }
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
}, 60_000);
afterAll(() => cleanup?.());

it.skipIf(!onPostgres)('delivers a message written on one process to the streams held by another, both ways', async () => {
  const [a, b] = servers as [(typeof servers)[number], (typeof servers)[number]];
  const traveller = await userWithSession(a.app, a.handle.db);
  const admin = await userWithSession(a.app, a.handle.db, { role: roles.admin });
  const first = await a.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { authorization: traveller.bearer }, payload: { body: 'Written on A' } });
  const { id, conversationId } = first.json<{ id: number; conversationId: string }>();
  // The traveller's stream on A, the inbox on B.
  const travellerStream = await openEventStream(`${a.url}/api/chat/stream?after=${id}`, { authorization: traveller.bearer });
  const inboxStream = await openEventStream(`${b.url}/api/admin/chat/stream?after=${id}`, { authorization: admin.bearer });
  try {
    await b.app.inject({ method: 'POST', url: `/api/admin/chat/conversations/${conversationId}/messages`, headers: { authorization: admin.bearer }, payload: { body: 'Answered on B' } });
    expect(JSON.parse((await travellerStream.next()).data)).toMatchObject({ author: 'team', body: 'Answered on B' });
    await a.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { authorization: traveller.bearer }, payload: { body: 'Thanks, from A' } });
    const bodies = [JSON.parse((await inboxStream.next()).data).body, JSON.parse((await inboxStream.next()).data).body];
    expect(bodies).toEqual(['Answered on B', 'Thanks, from A']);
  } finally {
    travellerStream.close();
    inboxStream.close();
  }
});
