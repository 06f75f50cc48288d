import { randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '@cicerone/core/uploads';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { wavHeader } from '../../test/audio-fixtures.ts';
import { applicantPayload } from '../../test/recruitment-factory.ts';

// The budget: audio uploads streamed, memory flat with a 10 MB file. What a server holds
// is measured after a full garbage collection, with the upload paused at 8 MB: a streaming server
// has written what it received and holds a few chunks; one that collects the file holds 8 MB.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const held = () => {
  collectGarbage();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
};

let test: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
beforeAll(async () => {
  test = await createTestApp();
  origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

async function newGuide() {
  const { cityId } = await placeIds(test.db, 'rome');
  const payload = applicantPayload(cityId);
  const response = await test.app.inject({ method: 'POST', url: '/api/recruitment', payload });
  expect(response.statusCode, response.body).toBe(201);
  return { id: response.json().user.uuid as string, bearer: `Bearer ${response.json().access_token}` };
}

describe('an audio answer of almost 10 MB', () => {
  it('streams through the server: at 8 MB received it holds no more than a couple of megabytes', async () => {
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

    const before = held();
    let heldAt8Mb: number | undefined;
    const { id } = guide;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = request(`${origin}/api/recruitment/${id}/audio`, {
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
          if (heldAt8Mb === undefined && sent >= 8 * 1024 * 1024) {
            // Let the server take in what was sent, then weigh what it keeps.
            await new Promise((settled) => setTimeout(settled, 300));
            heldAt8Mb = held() - before;
          }
        }
        upload.end(tail);
      };
      send().catch(reject);
    });
    expect(answer.status, answer.body).toBe(200);
    // Weighed once on the way (less than before is possible: the collection also took earlier garbage).
    expect(heldAt8Mb).toBeTypeOf('number');
    expect(heldAt8Mb).toBeLessThan(3 * 1024 * 1024);
    const application = await test.app.inject({ method: 'GET', url: `/api/recruitment/${id}`, headers: { authorization: guide.bearer } });
    expect(application.json().audio).toEqual([expect.objectContaining({ questionKey: 'audio_introduce', contentType: 'audio/wav', durationMs: 110_000 })]);
  });
});
