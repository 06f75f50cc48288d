import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { roles } from '@cicerone/core/roles';
import { chatMessageMaxLength } from '@cicerone/core/chat/support-chat';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { openEventStream } from '../../test/event-stream-client.ts';
import { chatVisitorCookie } from './chat-owner.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let baseUrl: string;

beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

interface Message {
  id: number;
  conversationId: string;
  author: 'owner' | 'team';
  body: string;
}

/** A visitor's first message: the answer sets their chat cookie. */
async function visitorWrites(body: string, cookie?: string, ip = '10.1.0.1') {
  const response = await test.app.inject({ method: 'POST', url: '/api/chat/messages', payload: { body }, remoteAddress: ip, headers: { origin: test.config.publicUrl }, ...(cookie ? { cookies: { [chatVisitorCookie]: cookie } } : {}) });
  const set = response.cookies.find((entry) => entry.name === chatVisitorCookie);
  return { response, message: response.json<Message>(), cookie: set?.value ?? cookie ?? '', set };
}

const conversationOf = async (headers: Record<string, string>) =>
  (await test.app.inject({ method: 'GET', url: '/api/chat/conversation', headers })).json<{ conversation: { id: string; messages: Message[]; emailOfferAt: string | null } | null }>().conversation;

describe('the support chat', () => {
  it('gives a visitor an unguessable httpOnly cookie that alone opens their conversation', async () => {
    const { response, cookie, set } = await visitorWrites('Hello, is the Louvre tour wheelchair accessible?');
    expect(response.statusCode).toBe(201);
    expect(set?.httpOnly).toBe(true);
    expect(set?.sameSite).toBe('Lax');
    // 128 random bits, base64url.
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mine = await conversationOf({ cookie: `${chatVisitorCookie}=${cookie}` });
    expect(mine?.messages.map((message) => message.body)).toEqual(['Hello, is the Louvre tour wheelchair accessible?']);
    expect(mine?.emailOfferAt).not.toBeNull();

    // Another visitor, a forged cookie, a signed-in customer: none of them reads it.
    const other = await visitorWrites('Another visitor', undefined, '10.1.0.2');
    expect((await conversationOf({ cookie: `${chatVisitorCookie}=${other.cookie}` }))?.messages.map((message) => message.body)).toEqual(['Another visitor']);
    expect(await conversationOf({ cookie: `${chatVisitorCookie}=${'A'.repeat(22)}` })).toBeNull();
    const customer = await userWithSession(test.app, test.db);
    expect(await conversationOf({ authorization: customer.bearer })).toBeNull();
    // Nor its stream.
    expect((await test.app.inject({ method: 'GET', url: '/api/chat/stream', headers: { authorization: customer.bearer } })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: `/api/admin/chat/conversations/${mine?.id}`, headers: { authorization: customer.bearer } })).statusCode).toBe(403);
  });

  it('keeps a signed-in user’s messages between them and the team', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const other = await userWithSession(test.app, test.db);
    const written = await test.app.inject({ method: 'POST', url: '/api/chat/messages', headers: { authorization: traveller.bearer }, payload: { body: 'My booking BK-1: can we start at 10?' } });
    expect(written.statusCode).toBe(201);
    const { conversationId } = written.json<Message>();
    expect(await conversationOf({ authorization: other.bearer })).toBeNull();

    const inbox = (await test.app.inject({ method: 'GET', url: '/api/admin/chat/conversations', headers: { authorization: admin.bearer } })).json<{ conversations: { id: string; unread: number; owner: { email: string | null } }[] }>();
    const line = inbox.conversations.find((conversation) => conversation.id === conversationId);
    expect(line).toMatchObject({ unread: 1, owner: { email: traveller.email } });

    const reply = await test.app.inject({ method: 'POST', url: `/api/admin/chat/conversations/${conversationId}/messages`, headers: { authorization: admin.bearer }, payload: { body: 'Yes, 10:00 works.' } });
    expect(reply.statusCode).toBe(201);
    expect((await conversationOf({ authorization: traveller.bearer }))?.messages.map((message) => [message.author, message.body])).toEqual([
      ['owner', 'My booking BK-1: can we start at 10?'],
      ['team', 'Yes, 10:00 works.'],
    ]);
    // Answering reads the conversation.
    const after = (await test.app.inject({ method: 'GET', url: '/api/admin/chat/conversations', headers: { authorization: admin.bearer } })).json<{ conversations: { id: string; unread: number }[] }>();
    expect(after.conversations.find((conversation) => conversation.id === conversationId)?.unread).toBe(0);
    expect((await conversationOf({ authorization: other.bearer }))).toBeNull();
  });

  it('refuses empty and too long messages, and more than 20 a minute', async () => {
    const empty = await visitorWrites('   ', undefined, '10.1.0.3');
    expect(empty.response.statusCode).toBe(400);
    const long = await visitorWrites('x'.repeat(chatMessageMaxLength + 1), undefined, '10.1.0.3');
    expect(long.response.statusCode).toBe(400);
    const first = await visitorWrites('1', undefined, '10.1.0.4');
    const codes = [];
    for (let index = 2; index <= 21; index += 1) codes.push((await visitorWrites(String(index), first.cookie, '10.1.0.4')).response.statusCode);
    expect(codes.slice(0, 19).every((code) => code === 201)).toBe(true);
    expect(codes[19]).toBe(429);
  });

  it('mails the team’s reply to the address a visitor left', async () => {
    const { cookie, message } = await visitorWrites('Anyone there?', undefined, '10.1.0.5');
    const left = await test.app.inject({ method: 'PUT', url: '/api/chat/email', headers: { origin: test.config.publicUrl }, cookies: { [chatVisitorCookie]: cookie }, payload: { email: 'waiting@example.com' } });
    expect(left.statusCode).toBe(200);
    await test.app.inject({ method: 'POST', url: `/api/admin/chat/conversations/${message.conversationId}/messages`, headers: { authorization: admin.bearer }, payload: { body: 'Sorry for the wait: <b>yes</b>.' } });
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'waiting@example.com')).orderBy(desc(mailOutbox.id));
    expect(mail?.template).toBe('chat-reply');
    expect(mail?.text).toContain('Sorry for the wait: <b>yes</b>.');
    expect(mail?.html).toContain('Sorry for the wait: &lt;b&gt;yes&lt;/b&gt;.');
  });

  it('adopts a visitor’s conversation into the account they sign in to', async () => {
    const { cookie } = await visitorWrites('Before signing in', undefined, '10.1.0.6');
    const traveller = await userWithSession(test.app, test.db);
    const mine = await conversationOf({ authorization: traveller.bearer, cookie: `${chatVisitorCookie}=${cookie}` });
    expect(mine?.messages.map((message) => message.body)).toEqual(['Before signing in']);
    expect(await conversationOf({ cookie: `${chatVisitorCookie}=${cookie}` })).toBeNull();
  });

  it('streams each new message to the visitor and to the inbox, within 200 ms', async () => {
    const { cookie, message } = await visitorWrites('Streaming, please', undefined, '10.1.0.7');
    const visitorStream = await openEventStream(`${baseUrl}/api/chat/stream?after=${message.id}`, { cookie: `${chatVisitorCookie}=${cookie}` });
    const inboxStream = await openEventStream(`${baseUrl}/api/admin/chat/stream?after=${message.id}`, { authorization: admin.bearer });
    try {
      const delays: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const sent = performance.now();
        const reply = await fetch(`${baseUrl}/api/admin/chat/conversations/${message.conversationId}/messages`, {
          method: 'POST',
          headers: { authorization: admin.bearer, 'content-type': 'application/json' },
          body: JSON.stringify({ body: `Team reply ${round}` }),
        });
        expect(reply.status).toBe(201);
        const event = await visitorStream.next();
        delays.push(performance.now() - sent);
        expect(JSON.parse(event.data)).toMatchObject({ author: 'team', body: `Team reply ${round}` });
        expect((await inboxStream.next()).id).toBe(event.id);
      }
      const sent = performance.now();
      await fetch(`${baseUrl}/api/chat/messages`, { method: 'POST', headers: { cookie: `${chatVisitorCookie}=${cookie}`, 'content-type': 'application/json', origin: baseUrl }, body: JSON.stringify({ body: 'Thanks!' }) });
      const inboxEvent = await inboxStream.next();
      delays.push(performance.now() - sent);
      expect(JSON.parse(inboxEvent.data)).toMatchObject({ author: 'owner', body: 'Thanks!', conversationId: message.conversationId });
      expect((await visitorStream.next()).id).toBe(inboxEvent.id);
      console.info(`chat delivery (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${delays.map((delay) => delay.toFixed(1)).join(', ')} ms`);
      expect(Math.max(...delays)).toBeLessThan(200);
    } finally {
      visitorStream.close();
      inboxStream.close();
    }
  });

  it('resumes a stream after the last event it sent (Last-Event-ID), so a reconnect loses nothing', async () => {
    const { cookie, message } = await visitorWrites('First', undefined, '10.1.0.8');
    const second = await visitorWrites('Second', cookie, '10.1.0.8');
    const stream = await openEventStream(`${baseUrl}/api/chat/stream`, { cookie: `${chatVisitorCookie}=${cookie}`, 'last-event-id': String(message.id) });
    try {
      expect(JSON.parse((await stream.next()).data)).toMatchObject({ id: second.message.id, body: 'Second' });
    } finally {
      stream.close();
    }
  });
});
