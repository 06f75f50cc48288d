// Every request target HTTP/1.1 allows (RFC 9112 §3.2) gets an answer, never a 5xx: the origin form
// (/path), the absolute form (http://host/path, which servers must accept, and which proxies send)
// and the asterisk form of OPTIONS. Over a real socket, since `inject` only sends the origin form.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
let port: number;
beforeAll(async () => {
  site = await createTestSite();
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  port = (site.app.server.address() as { port: number }).port;
  // Compile the pages once, through inject (no idle timeout), so the sockets below wait for the server and not for Vite.
  for (const url of ['/en_US/EUR/', '/en_US/EUR/tours?page=2', '/en_US/EUR/login', '/en_US/EUR/no-such-page']) await site.app.inject({ url });
}, 300_000);
afterAll(() => site.close());

/** One raw request on its own connection: its status and headers, and the body's first bytes. */
function ask(requestLine: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; head: string; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setTimeout(60_000, () => socket.destroy(new Error(`no answer to ${requestLine}`)));
    socket.on('error', reject);
    socket.on('data', (data) => (received += data.toString('utf8')));
    socket.on('close', () => {
      const [head = '', body = ''] = received.split('\r\n\r\n', 2);
      resolve({ status: Number(head.split(' ')[1] ?? 0), head, body });
    });
    const lines = Object.entries({ host: `127.0.0.1:${port}`, connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`${requestLine}\r\n${lines.join('')}\r\n`);
  });
}

describe('request targets', () => {
  it('serves a page asked for in the absolute form as in the origin form', async () => {
    const origin = await ask('GET /en_US/EUR/ HTTP/1.1');
    expect(origin.status).toBe(200);
    const absolute = await ask(`GET http://127.0.0.1:${port}/en_US/EUR/ HTTP/1.1`);
    expect(absolute.status, absolute.body.slice(0, 300)).toBe(200);
    expect(absolute.body).toContain('<html');
    // With a query, and naming another host than the Host header: the target's authority wins (RFC 9112 §3.2.2).
    const query = await ask(`GET http://127.0.0.1:${port}/en_US/EUR/tours?page=2 HTTP/1.1`, { host: 'example.com' });
    expect(query.status, query.body.slice(0, 300)).toBe(200);
  }, 180_000);

  it('answers a post to a page, a missing page and an odd absolute target without a 5xx', async () => {
    expect((await ask(`GET http://127.0.0.1:${port}/en_US/EUR/no-such-page HTTP/1.1`)).status).toBe(404);
    expect((await ask(`POST http://127.0.0.1:${port}/en_US/EUR/login HTTP/1.1`, { 'content-length': '0', origin: `http://127.0.0.1:${port}` })).status).toBeLessThan(500);
    expect((await ask(`GET https://127.0.0.1:${port}/en_US/EUR/ HTTP/1.1`)).status).toBeLessThan(500);
    expect((await ask(`GET http://127.0.0.1:${port} HTTP/1.1`)).status).toBeLessThan(500);
    expect((await ask(`GET http://127.0.0.1:${port}/api/home HTTP/1.1`)).status).toBe(200);
  }, 180_000);

  it('answers the asterisk form: OPTIONS * with the methods, any other method with 400', async () => {
    const options = await ask('OPTIONS * HTTP/1.1');
    expect(options.status, options.body).toBeLessThan(300);
    expect(options.head.toLowerCase()).toContain('allow: ');
    const get = await ask('GET * HTTP/1.1');
    expect(get.status, get.body).toBe(400);
  }, 60_000);
});
