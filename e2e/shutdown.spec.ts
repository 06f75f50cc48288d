// SIGTERM on the real server process (its own, not the suite's): the request in flight is answered,
// new connections are refused, and the process exits within its grace — 0 when nothing was cut.
import { spawn, type ChildProcess } from 'node:child_process';
import { request, type ClientRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, stopProcess, waitUntilAnswers } from '../scripts/processes.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Server {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
  output: () => string;
}

const started: { server: Server; dataDir: string }[] = [];
afterEach(async () => {
  for (const { server, dataDir } of started.splice(0)) {
    await stopProcess(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
});

async function startServer(graceSeconds: number): Promise<Server> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-shutdown-'));
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'info', SHUTDOWN_GRACE_SECONDS: String(graceSeconds) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  const server = { child, port, exited, output: () => output };
  started.push({ server, dataDir });
  await waitUntilAnswers(`http://127.0.0.1:${port}/healthz`, child, 60_000);
  return server;
}

/** A POST whose body is sent in two halves: the request is in flight between them. */
function halfSentRequest(port: number): { request: ClientRequest; answer: Promise<{ status: number; body: string }>; finish: () => void } {
  const body = JSON.stringify({ email: 'nobody@example.com', password: 'x'.repeat(200_000) });
  const middle = Math.floor(body.length / 2);
  const sent = request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    sent.once('response', (response) => {
      let text = '';
      response.on('data', (data: Buffer) => (text += data.toString()));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    sent.once('error', reject);
  });
  sent.write(body.slice(0, middle));
  return { request: sent, answer, finish: () => sent.end(body.slice(middle)) };
}

/** The error code of a new connection's failure, or 'answered'. */
async function newConnection(port: number): Promise<string> {
  try {
    await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return 'answered';
  } catch (error) {
    return ((error as Error).cause as { code?: string } | undefined)?.code ?? String(error);
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each test starts its own server (migrating a fresh embedded database): well over a minute on a busy machine. */
const startsAServer = { timeout: 150_000 };

describe('graceful shutdown', () => {
  it('answers the request in flight, refuses new connections, and exits 0 within the grace', startsAServer, async () => {
    const server = await startServer(10);
    const inFlight = halfSentRequest(server.port);
    await pause(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await pause(300);
    expect(await newConnection(server.port)).toBe('ECONNREFUSED');
    expect(server.child.exitCode).toBeNull();

    inFlight.finish();
    const answer = await inFlight.answer;
    // Answered by the route (wrong credentials or a refused body), not cut: the request was served.
    expect([400, 401, 413]).toContain(answer.status);
    expect(JSON.parse(answer.body)).toHaveProperty('code');

    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.at - signalled).toBeLessThan(10_000);
    expect(server.output()).toMatch(/"msg":"closed"/);
  });

  it('cuts a request still in flight when the grace is over, and exits 1 soon after', startsAServer, async () => {
    const server = await startServer(1);
    const stuck = halfSentRequest(server.port);
    stuck.answer.catch(() => undefined);
    await pause(300);
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(1);
    expect(exit.at - signalled).toBeGreaterThanOrEqual(900);
    expect(exit.at - signalled).toBeLessThan(5_000);
    expect(server.output()).toMatch(/shutdown grace over/);
    stuck.request.destroy();
  });
});
