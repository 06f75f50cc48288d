import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { scriptsAfterPaint, withScriptsAfterPaint as transformed } from './scripts-after-paint.server.ts';

/** The transform of a page written as text, read back as text. */
const withScriptsAfterPaint = (html: string) => transformed(Buffer.from(html)).toString();

const code = `;\nimport * as route0 from "/assets/root-A.js";\nwindow.__reactRouterManifest = {"url": "/assets/manifest-1.js", "note": "</p> $& $1"};\nimport("/assets/entry.client-B.js");`;
const page =
  '<!DOCTYPE html><html><head><title>東京のプライベートツアー — Экскурсии</title>' +
  '<link rel="modulepreload" href="/assets/entry.client-B.js" nonce="n0nce+/="/><link rel="modulepreload" href="/assets/root-A.js" nonce="n0nce+/="/>' +
  `<link rel="preload" as="image" href="/files/a.avif"/></head><body><main><p>rel="modulepreload"</p></main><script nonce="n0nce+/=">window.x = 1;</script>` +
  `<script nonce="n0nce+/=" type="module" async="">${code}</script></body></html>`;

/** Runs the loader the transform wrote, in a document that records what it appends, once its frame has come. */
function runLoader(html: string, visibilityState: 'visible' | 'hidden') {
  const loader = /<script nonce="n0nce\+\/=" type="module" async="" data-preloads="([^"]*)">([\s\S]*?)<\/script>/.exec(html);
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const document = { visibilityState, head: { append: (...elements: Record<string, string>[]) => appended.push(...elements) }, createElement: (tag: string) => ({ tag }) };
  runInNewContext(loader?.[2] ?? '', { document, requestAnimationFrame: (run: () => void) => frames.push(run), setTimeout: (run: () => void) => run() });
  return { preloadsAttribute: loader?.[1], appended, frames };
}

describe('scripts after the first paint', () => {
  it('takes the module preloads out of the head and leaves the rest of the page as it was', () => {
    const html = withScriptsAfterPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<title>東京のプライベートツアー — Экскурсии</title>');
    expect(html).toContain('<link rel="preload" as="image" href="/files/a.avif"/>');
    expect(html).toContain('<p>rel="modulepreload"</p></main><script nonce="n0nce+/=">window.x = 1;</script>');
    expect(html).not.toContain('</p> $&'); // the code travels as a string, its markup escaped
  });

  it('adds the same preloads and runs the same code after the first frame, with the page’s nonce', () => {
    const { preloadsAttribute, appended, frames } = runLoader(withScriptsAfterPaint(page), 'visible');
    expect(preloadsAttribute).toBe('/assets/entry.client-B.js /assets/root-A.js');
    expect(appended).toEqual([]);
    frames.forEach((frame) => frame());
    expect(appended).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-B.js', nonce: 'n0nce+/=' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/root-A.js', nonce: 'n0nce+/=' },
      { tag: 'script', type: 'module', nonce: 'n0nce+/=', text: code },
    ]);
  });

  it('loads at once in a tab opened in the background, which gets no frames', () => {
    const { appended, frames } = runLoader(withScriptsAfterPaint(page), 'hidden');
    expect(frames).toEqual([]);
    expect(appended.map((element) => element['tag'])).toEqual(['link', 'link', 'script']);
  });

  it('leaves a page without the bootstrap (no JavaScript) as it was', () => {
    expect(withScriptsAfterPaint('<html><head></head><body><p>rel</p></body></html>')).toBe('<html><head></head><body><p>rel</p></body></html>');
  });

  it.each([1, 7, 40])('reads the stream whole, a character split between two pieces of %i bytes', async (size) => {
    const bytes = Buffer.from(page);
    const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) => bytes.subarray(index * size, (index + 1) * size));
    expect(await text(Readable.from(pieces).pipe(scriptsAfterPaint()))).toBe(withScriptsAfterPaint(page));
  });
});
