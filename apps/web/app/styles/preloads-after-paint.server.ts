// The scripts a page preloads are fetched at low priority (docs/decisions/0041-styles-in-the-page.md):
// the HTML already holds the page and its styles, so its first paint needs nothing else, and the scripts
// (hydration: 120 KB and more) should not take the network from the HTML and the largest picture on a
// slow phone line. React Router's <Scripts> writes its <link rel="modulepreload"> at high priority
// with no way to say otherwise; React itself preloads a page's bootstrap modules at low priority, as
// here. The links are all in the head, so only the stream up to </head> is read.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const preload = '<link rel="modulepreload"';
const lowPriorityPreload = '<link rel="modulepreload" fetchPriority="low"';

export function preloadsAfterPaint(): Transform {
  // A character of the head's title (Japanese, Russian) may be split between two chunks.
  const decoder = new StringDecoder('utf8');
  let head = '';
  let inHead = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (!inHead) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf('</head>');
      if (end === -1) return callback();
      inHead = false;
      const text = head.replaceAll(preload, lowPriorityPreload);
      head = '';
      callback(null, text);
    },
    flush(callback) {
      callback(null, inHead ? (head + decoder.end()).replaceAll(preload, lowPriorityPreload) : undefined);
    },
  });
}
