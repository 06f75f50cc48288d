// Requirements §quality.performance: a page's document carries the messages its routes' code can use, not the whole catalogue
// (docs/decisions/0035-messages-per-route.md), and the one that came as data: a flash another page's
// form left (posted without JavaScript, the next page is a whole document).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashCookieFor } from '../../../web/app/lib/page/flash.server.ts';
import { createTestSite } from '../test/site.ts';

let site: Awaited<ReturnType<typeof createTestSite>>;
beforeAll(async () => {
  site = await createTestSite();
}, 120_000);
afterAll(() => site.close());

describe("a page's messages", () => {
  it("are its own: home names its header's words, not the back office's", async () => {
    const home = await site.app.inject({ method: 'GET', url: '/en_US/EUR/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('shell.skipToContent');
    expect(home.body).not.toContain('admin.dashboard.title');
  });

  it("hold the flash another page's form left for it", async () => {
    // The tour page's form puts a tour in the cart and sends the visitor on with this notice.
    const cookie = flashCookieFor([{ key: 'cart.added' }], false).split(';')[0]!;
    const home = await site.app.inject({ method: 'GET', url: '/en_US/EUR/', headers: { cookie } });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('The tour is in your cart.');
  });
});
