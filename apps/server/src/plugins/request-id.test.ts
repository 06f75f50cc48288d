import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import { runJobPass } from '../shared/job-pass.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const proxy = '10.1.2.3';

/** Every JSON line the app logs. */
const lines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString('utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>));
    done();
  },
});

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp({ TRUST_PROXY: proxy }, undefined, { level: 'info', stream: logStream });
});
afterAll(() => test.close());

describe('request id', () => {
  it('is generated for each request and returned in X-Request-Id', async () => {
    const first = await test.app.inject({ url: '/healthz' });
    const second = await test.app.inject({ url: '/healthz' });
    expect(first.headers['x-request-id']).toMatch(uuid);
    expect(second.headers['x-request-id']).toMatch(uuid);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('is the trusted proxy’s X-Request-Id, and nobody else’s', async () => {
    const fromProxy = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c' }, remoteAddress: proxy });
    expect(fromProxy.headers['x-request-id']).toBe('lb-7f3a9c');
    const fromVisitor = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a9c' }, remoteAddress: '203.0.113.7' });
    expect(fromVisitor.headers['x-request-id']).toMatch(uuid);
    // Even a trusted proxy cannot put a line break (a forged log line) into the id.
    const forged = await test.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a"}\\n{"level":60' }, remoteAddress: proxy });
    expect(forged.headers['x-request-id']).toMatch(uuid);
  });

  it('follows a request into the mail it enqueues, and the mail into the job pass that sends it', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.log@example.com', password: 'analytical engine', confirmPassword: 'analytical engine' },
    });
    expect(response.statusCode).toBe(201);
    const requestId = response.headers['x-request-id'];
    const enqueued = lines.find((line) => line['msg'] === 'mail enqueued' && line['reqId'] === requestId);
    expect(enqueued).toMatchObject({ template: 'verify-email', mailId: expect.any(Number) });

    await runJobPass(test.app, 'mail-job', () => test.app.services.mail.deliverDue());
    const sent = lines.find((line) => line['msg'] === 'mail sent' && line['mailId'] === enqueued?.['mailId']);
    expect(sent).toMatchObject({ job: 'mail-job', jobPass: expect.stringMatching(uuid) });
    expect(sent?.['reqId']).toBeUndefined();
  });
});
