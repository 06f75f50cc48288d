import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { preloadsAfterPaint } from './preloads-after-paint.server.ts';

const page = '<!DOCTYPE html><html><head><title>東京のプライベートツアー — Экскурсии</title><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head><body><p>rel="modulepreload"</p><script type="module">import "/assets/a.js"</script></body></html>';

/** The page streamed in pieces of `size` characters through the transform. */
function streamed(size: number): Promise<string> {
  const bytes = Buffer.from(page);
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
  return text(Readable.from(pieces).pipe(preloadsAfterPaint()));
}

describe('preloads after the first paint', () => {
  it.each([1, 7, 40, Buffer.byteLength(page)])('marks every preload of the head low priority, in pieces of %i bytes (a character split between two), and changes nothing else', async (size) => {
    const out = await streamed(size);
    expect(out.match(/<link rel="modulepreload" fetchPriority="low" href/g)).toHaveLength(2);
    expect(out.replaceAll(' fetchPriority="low"', '')).toBe(page);
  });

  it('passes a document without a head through whole', async () => {
    expect(await text(Readable.from([Buffer.from('<p>rel</p>')]).pipe(preloadsAfterPaint()))).toBe('<p>rel</p>');
  });
});
