import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { refreshToken, userSession } from '@cicerone/db/schema/accounts';
import { openTestDatabase } from '../../../test/database.ts';
import { insertUser } from '../../../test/accounts-factory.ts';
import { refreshReuseLeewayMs, sessionService } from './session-service.ts';
import { accessTokenSeconds, refreshTokenSeconds, tokenHash } from './tokens.ts';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let now = new Date('2026-11-21T10:00:00Z');
const clock = () => now;
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};
const secret = 'sessions-test-secret-0123456789abcdefghijklmnop';

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('session tokens', () => {
  it('stores only hashes of refresh tokens', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const { sessionId, tokens } = await sessions.start(user.id);
    const rows = await database.db.select().from(refreshToken).where(eq(refreshToken.sessionId, sessionId));
    expect(rows.map((row) => row.tokenHash)).toEqual([tokenHash(tokens.refreshToken)]);
    expect(JSON.stringify(rows)).not.toContain(tokens.refreshToken);
  });

  it('lets an access token expire after 15 minutes, while its refresh token still renews the session', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const { tokens } = await sessions.start(user.id);
    expect((await sessions.authenticate(tokens.accessToken))?.id).toBe(user.id);
    advance(accessTokenSeconds * 1000 + 1000);
    expect(await sessions.authenticate(tokens.accessToken)).toBeNull();
    const rotated = await sessions.rotate(tokens.refreshToken);
    expect(rotated.kind).toBe('rotated');
    if (rotated.kind === 'rotated') expect((await sessions.authenticate(rotated.tokens.accessToken))?.id).toBe(user.id);
  });

  it('gives a racing second use the same successor, and treats later reuse as theft that ends the family', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const { sessionId, tokens } = await sessions.start(user.id);
    const first = await sessions.rotate(tokens.refreshToken);
    advance(refreshReuseLeewayMs / 2);
    const racing = await sessions.rotate(tokens.refreshToken);
    if (first.kind !== 'rotated' || racing.kind !== 'rotated') throw new Error('expected two rotations');
    // One chain: the replay inside the leeway is handed the successor the first use made, not one of its own.
    expect(racing.tokens.refreshToken).toBe(first.tokens.refreshToken);
    expect(await database.db.select().from(refreshToken).where(eq(refreshToken.sessionId, sessionId))).toHaveLength(2);

    advance(refreshReuseLeewayMs);
    expect((await sessions.rotate(tokens.refreshToken)).kind).toBe('reused');
    const [session] = await database.db.select().from(userSession).where(eq(userSession.id, sessionId));
    expect(session?.revokedReason).toBe('token_reused');
    // Every member of the family is dead now, however fresh.
    expect((await sessions.rotate(first.tokens.refreshToken)).kind).toBe('invalid');
    expect(await sessions.authenticate(first.tokens.accessToken)).toBeNull();
    expect(await sessions.authenticate(racing.tokens.accessToken)).toBeNull();
  });

  it('keeps one chain when a successor already moved on: a late racer gets the used successor, whose reuse past the leeway ends the family', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const { sessionId, tokens } = await sessions.start(user.id);
    const first = await sessions.rotate(tokens.refreshToken);
    if (first.kind !== 'rotated') throw new Error('expected a rotation');
    const second = await sessions.rotate(first.tokens.refreshToken);
    expect(second.kind).toBe('rotated');
    advance(refreshReuseLeewayMs / 2);
    const late = await sessions.rotate(tokens.refreshToken);
    expect(late).toMatchObject({ kind: 'rotated', tokens: { refreshToken: first.tokens.refreshToken } });
    advance(refreshReuseLeewayMs);
    expect((await sessions.rotate(first.tokens.refreshToken)).kind).toBe('reused');
    const [session] = await database.db.select().from(userSession).where(eq(userSession.id, sessionId));
    expect(session?.revokedReason).toBe('token_reused');
  });

  it('refuses a refresh token past its 30 days and an unknown one', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const { tokens } = await sessions.start(user.id);
    expect((await sessions.rotate('not-a-token')).kind).toBe('invalid');
    advance(refreshTokenSeconds * 1000 + 1000);
    expect((await sessions.rotate(tokens.refreshToken)).kind).toBe('invalid');
  });

  it('revokes all sessions but one, and concurrent rotations of one token never fork past the leeway', async () => {
    const sessions = sessionService(database.db, secret, clock);
    const user = await insertUser(database.db);
    const kept = await sessions.start(user.id);
    const other = await sessions.start(user.id);
    expect(await sessions.revokeAll(user.id, 'password_changed', { except: kept.sessionId })).toBe(1);
    expect(await sessions.authenticate(kept.tokens.accessToken)).not.toBeNull();
    expect(await sessions.authenticate(other.tokens.accessToken)).toBeNull();

    const results = await Promise.all(Array.from({ length: 10 }, () => sessions.rotate(kept.tokens.refreshToken)));
    expect(results.every((result) => result.kind === 'rotated')).toBe(true);
    // Ten at once, one successor: the token and the one it was rotated into, never ten live chains.
    expect(new Set(results.map((result) => (result.kind === 'rotated' ? result.tokens.refreshToken : '')))).toHaveProperty('size', 1);
    const rows = await database.db.select().from(refreshToken).where(eq(refreshToken.sessionId, kept.sessionId));
    expect(rows).toHaveLength(2);
  });

  it('rejects a token signed with another secret', async () => {
    const user = await insertUser(database.db);
    const { tokens } = await sessionService(database.db, 'another-secret-0123456789abcdefghijklmnopqrstu', clock).start(user.id);
    expect(await sessionService(database.db, secret, clock).authenticate(tokens.accessToken)).toBeNull();
  });
});
