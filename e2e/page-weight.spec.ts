// Requirements §quality.performance: the home page's HTML weighs at most 15 KB as the server sends it (its gzip), a tour
// page's 25 KB — the whole document, hydration data included, as a visitor's phone downloads it. The
// budgets are the bench's (bench/support/html-budgets.ts), which also says what each route's data weighs.
import { request } from 'node:http';
import { describe } from 'vitest';
import { htmlPagePath, htmlPages } from '../bench/support/html-budgets.ts';
import { baseURL, expect, test } from './support/browser.ts';

/** The body's bytes as sent on the wire for a browser that takes gzip, and the encoding used. */
function served(url: string): Promise<{ status: number; encoding: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'], bytes }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('page weight', () => {
  for (const page of htmlPages) {
    if (page.budgetKb === null) continue;
    const heldAt = Math.max(page.budgetKb, page.heldAtKb);
    test(`${page.name}: the HTML as served weighs at most ${heldAt} KB compressed (target ${page.budgetKb} KB)`, async () => {
      const tours = (await (await fetch(`${baseURL()}/api/tours?size=1&sort=rating`)).json()) as { tours: { slug: string }[] };
      const url = `${baseURL()}${htmlPagePath(page.path, tours.tours[0]?.slug ?? '')}`;
      const answer = await served(url);
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe('gzip');
      expect(answer.bytes, `${url}: ${answer.bytes} bytes`).toBeLessThanOrEqual(heldAt * 1024);
    });
  }
});
