// A request answered before its body is read (found by probing, requirements §quality.robustness): a form of 200 KB posted to
// a page that redirects or refuses without reading it held the connection, and the next request on
// it waited 73 s. Over a real socket, as curl and browsers send: the whole body at once, then the
// next request on the same connection. The answer must come at once, and the connection be closed
// (the client opens a new one) or serve the next request; never sit idle.
import { connect } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSite } from '../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
let port: number;
beforeAll(async () => {
  site = await createTestSite();
  await site.app.listen({ port: 0, host: '127.0.0.1' });
  port = (site.app.server.address() as { port: number }).port;
  // Compile the pages once, so the timings below are the server's and not Vite's.
  await fetch(`http://127.0.0.1:${port}/en_US/EUR/account-billing`, { redirect: 'manual' });
}, 120_000);
afterAll(() => site.close());

/** The status of the first answer, and how long until the connection was closed or answered the next request. */
function postThenAsk(path: string, bytes: number, contentType = 'application/x-www-form-urlencoded', giveUpMs = 8000) {
  return new Promise<{ status: number; settledAfterMs: number; settled: boolean }>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    const finish = (settled: boolean) => {
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ status: Number(received.split(' ')[1] ?? 0) || 0, settledAfterMs: Date.now() - started, settled });
    };
    const giveUp = setTimeout(() => finish(false), giveUpMs);
    socket.on('error', () => undefined);
    socket.on('close', () => finish(true));
    socket.on('data', (data) => {
      received += data.toString('latin1');
      // A second status line: the next request on this connection was answered.
      if ((received.match(/HTTP\/1\.1 \d{3}/g) ?? []).length >= 2) finish(true);
    });
    socket.write(`POST ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: ${contentType}\r\ncontent-length: ${bytes}\r\n\r\n`);
    // The whole body, as fast as the server takes it (a browser's upload), then the next request.
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    void (async () => {
      for (let sent = 0; sent < bytes && !socket.destroyed; sent += chunk.length) {
        const piece = chunk.subarray(0, Math.min(chunk.length, bytes - sent));
        if (!socket.write(piece)) await new Promise((done) => socket.once('drain', done).once('close', done));
      }
      if (!socket.destroyed) socket.write('GET /healthz HTTP/1.1\r\nhost: localhost\r\n\r\n');
    })();
  });
}

/**
 * Connects, sends `bytes` of a request and stops, as a stalled client; resolves when the server
 * closes the connection. Node's own defaults would hold it 60 s (headers) or for ever (a body): the
 * test gives up well before that, and well after the server's 10 s.
 */
function stall(bytes: string, giveUpMs = 45_000) {
  return new Promise<number>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const started = Date.now();
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(giveUp);
      resolve(Date.now() - started);
    });
    socket.write(bytes);
  });
}

describe('a request that stops sending', () => {
  it('is closed within seconds, in its headers or in its body', async () => {
    // The server's timers run on this worker's event loop: a pause of the loop itself (a long garbage
    // collection on a loaded machine) delays them by as much, and is no fault of the limits under test.
    const loopDelay = monitorEventLoopDelay({ resolution: 20 });
    loopDelay.enable();
    const [inHeaders, inBody] = await Promise.all([
      stall('GET /en_US/EUR/login HTTP/1.1\r\nhost: localhost\r\nx-slow: '),
      stall('POST /en_US/EUR/login HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/x-www-form-urlencoded\r\ncontent-length: 1000\r\n\r\nemail=a'),
    ]);
    loopDelay.disable();
    const allowance = 12_000 + loopDelay.max / 1e6;
    expect({ inHeaders, inBody, closedInTime: inHeaders < allowance && inBody < allowance }).toMatchObject({ closedInTime: true });
  }, 60_000);
});

describe('a body the answer did not need', () => {
  it.each([
    ['/en_US/EUR/account-billing', 302, 300 * 1024],
    ['/en_US/EUR/account-billing', 302, 20 * 1024 * 1024],
    ['/en_US/EUR/nope', 405, 20 * 1024 * 1024],
    ['/api/orders/CIC-AAAAAAA/proofs/%22a%20b%22', 415, 20 * 1024 * 1024],
    ["/api/orders/CIC-AAAAAAA/proofs/'a\"b", 415, 20 * 1024 * 1024],
    ["/api/orders/CIC-AAAAAAA/proofs/'a\"b c'", 400, 20 * 1024 * 1024],
  ])('POST %s answers %i at once to a body of %i bytes and does not hold the connection', async (path, status, bytes) => {
    const answer = await postThenAsk(path, bytes);
    expect(answer.status).toBe(status);
    expect(answer.settled).toBe(true);
    expect(answer.settledAfterMs).toBeLessThan(2000);
  });
});
