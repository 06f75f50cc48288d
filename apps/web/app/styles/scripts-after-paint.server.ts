// A page's code is fetched once the page has painted (docs/decisions/0041-styles-in-the-page.md). The
// HTML holds the whole page and its styles, so its first paint needs nothing else; React Router's
// <Scripts> would start fetching the code (120 KB and more) from the head, at high priority, before
// that paint, and on a slow phone line the paint then waits on it. This transform of the document as
// the server sends it takes the module preloads out of the head and turns the bootstrap module script
// into one that, after the first frame, adds the same preloads and runs the same code. Without
// JavaScript nothing changes; a tab opened in the background (no frames) loads at once.
import { Transform } from 'node:stream';

/** React's <link rel="modulepreload" href="…" … nonce="…"/> as <Scripts> has it write them. */
const preloadTag = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's bootstrap: the route modules' imports, the manifest and the entry's import. */
const bootstrapScript = /^<script nonce="([^"]*)" type="module" async="">([\s\S]*)<\/script>$/;

/** A value written into an inline script: JSON, with what could close or comment the script escaped. */
const inScript = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The document with its code loaded after its first paint; a document without the bootstrap (no JavaScript)
 * as it was. It works on the page's bytes: the preloads are in the head and the bootstrap is the document's
 * last module script (only the data's scripts follow it, their quotes escaped), so only those two parts are
 * read as text. The body between them (most of the page) goes out as React encoded it: decoding a 100 KB page
 * and encoding it again cost a millisecond a page, more than the rest of this transform.
 */
export function withScriptsAfterPaint(page: Buffer): Buffer {
  const headEnd = page.indexOf('</head>');
  const bootstrapStart = page.lastIndexOf('<script nonce="', page.lastIndexOf('" type="module" async="">'));
  if (headEnd < 0 || bootstrapStart < headEnd) return page;
  const bootstrapEnd = page.indexOf('</script>', bootstrapStart);
  if (bootstrapEnd < 0) return page;
  const bootstrap = bootstrapScript.exec(page.toString('utf8', bootstrapStart, bootstrapEnd + '</script>'.length));
  if (!bootstrap) return page;
  const [, nonce = '', code = ''] = bootstrap;
  const head = page.toString('utf8', 0, headEnd);
  const modules = [...head.matchAll(preloadTag)].map((match) => match[1] ?? '');
  // The element keeps React's tag and type, so hydration finds the body as the server rendered it.
  const loader =
    `<script nonce="${nonce}" type="module" async="" data-preloads="${modules.join(' ')}">` +
    `const load=()=>{const links=${inScript(modules)}.map(href=>{const link=document.createElement("link");link.rel="modulepreload";link.href=href;link.nonce=${inScript(nonce)};return link});` +
    `const code=document.createElement("script");code.type="module";code.nonce=${inScript(nonce)};code.text=${inScript(code)};document.head.append(...links,code)};` +
    `document.visibilityState==="hidden"?load():requestAnimationFrame(()=>setTimeout(load))</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(preloadTag, '')),
    page.subarray(headEnd, bootstrapStart),
    Buffer.from(loader),
    page.subarray(bootstrapEnd + '</script>'.length),
  ]);
}

/** The transform of a page's stream (the page is rendered whole before it is sent: nothing waits on it). */
export function scriptsAfterPaint(): Transform {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      callback(null, withScriptsAfterPaint(Buffer.concat(chunks)));
    },
  });
}
