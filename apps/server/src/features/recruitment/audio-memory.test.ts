import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@cicerone/core/uploads';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { wavHeader } from '../../test/audio-fixtures.ts';
import { applicantPayload } from '../../test/recruitment-factory.ts';

// The budget: audio uploads streamed, memory flat with a 10 MB file. What the server holds
// of an upload is what it has read from the socket and not yet written to its temporary file; with
// the upload paused at 8 MB that is a few chunks for a streaming server and 8 MB for one that
// collects the file. Both sides are byte counts, so the reading does not depend on when the
// garbage collector runs nor on what else the process allocates (weighing the heap did: CI once
// read 8.8 MB on a streaming server).
const uploadsDir = mkdtempSync(join(tmpdir(), 'cicerone-audio-test-'));
// os.tmpdir() reads TMPDIR on every call: while this file runs, its uploads land here. Put back after it,
// for the files that run after it in the same worker (the API project does not isolate files).
const previousTmpdir = process.env.TMPDIR;
process.env.TMPDIR = uploadsDir;

let test: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
let serverSide: IncomingMessage | undefined;
beforeAll(async () => {
  test = await createTestApp();
  test.app.server.on('request', (received: IncomingMessage) => {
    if (received.url?.endsWith('/audio')) serverSide = received;
  });
  origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await test.close();
  if (previousTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = previousTmpdir;
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function newGuide() {
  const { cityId } = await placeIds(test.db, 'rome');
  const payload = applicantPayload(cityId);
  const response = await test.app.inject({ method: 'POST', url: '/api/recruitment', payload });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().user.uuid as string, bearer: `Bearer ${response.json().access_token}` };
}

const audioFiles = () => readdirSync(uploadsDir).filter((name) => name.startsWith('cicerone-audio-'));

/** Bytes the server has read of the upload, and bytes it has written to its temporary audio file. */
function serverProgress() {
  const written = audioFiles()
    .reduce((sum, name) => sum + statSync(join(uploadsDir, name)).size, 0);
  return { read: serverSide?.socket.bytesRead ?? 0, written };
}

/** Waits until the server has read all `sent` bytes (the client is paused), then reports what it holds. */
async function heldWhenCaughtUp(sent: number) {
  const deadline = Date.now() + 5_000; // well within the server's 10 s idle timeout
  let progress = serverProgress();
  while (Date.now() < deadline) {
    progress = serverProgress();
    if (progress.read >= sent && progress.read - progress.written < 1024 * 1024) break;
    await new Promise((settled) => setTimeout(settled, 25));
  }
  return progress;
}

describe('an audio answer of almost 10 MB', () => {
  it('streams through the server: at 8 MB received it has written all but a few chunks to disk', async () => {
    const guide = await newGuide();
    // 44.1 kHz 16-bit mono for 110 s: 9.7 MB of samples, under the 10 MB limit and the 180 s one.
    const rate = 44_100;
    const dataBytes = rate * 2 * 110;
    expect(44 + dataBytes).toBeLessThan(uploads.audio.maxBytes);
    const boundary = `----cicerone${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="questionKey"\r\n\r\naudio_introduce\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="audio"; filename="long.wav"\r\nContent-Type: audio/wav\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const silence = Buffer.alloc(64 * 1024);

    let at8Mb: { read: number; written: number } | undefined;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = request(`${origin}/api/recruitment/${guide.id}/audio`, {
        method: 'PUT',
        headers: { authorization: guide.bearer, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + 44 + dataBytes + tail.length },
      });
      upload.on('response', (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
      const send = async () => {
        const write = (chunk: Buffer) => (upload.write(chunk) ? Promise.resolve() : new Promise<void>((drained) => upload.once('drain', () => drained())));
        await write(head);
        await write(wavHeader(rate, dataBytes));
        for (let sent = 0; sent < dataBytes; ) {
          const chunk = silence.subarray(0, Math.min(silence.length, dataBytes - sent));
          await write(chunk);
          sent += chunk.length;
          if (at8Mb === undefined && sent >= 8 * 1024 * 1024) {
            at8Mb = await heldWhenCaughtUp(sent);
            expect(at8Mb.read, 'the server read the 8 MB sent').toBeGreaterThanOrEqual(sent);
            expect(at8Mb.read - at8Mb.written, 'bytes read and not yet on disk').toBeLessThan(1024 * 1024);
          }
        }
        upload.end(tail);
      };
      send().catch((error: unknown) => {
        reject(error); // first: destroying the upload also rejects, with a socket error
        upload.destroy();
      });
    });
    expect(answer.status, answer.body).toBe(200);
    expect(at8Mb, 'weighed on the way').toBeDefined();
    const application = await test.app.inject({ method: 'GET', url: `/api/recruitment/${guide.id}`, headers: { authorization: guide.bearer } });
    expect(application.json().audio).toEqual([expect.objectContaining({ questionKey: 'audio_introduce', contentType: 'audio/wav', durationMs: 110_000 })]);
    expect(audioFiles(), 'the temporary file is removed once stored').toEqual([]);
  });
});
