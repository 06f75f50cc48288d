import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tour as tourTable } from '@cicerone/db/schema/catalog';
import { createTestApp } from '../test/app.ts';
import { userWithSession } from '../test/accounts-factory.ts';
import { bookableTour, dayAhead, paidBooking } from '../test/orders-factory.ts';

const token = 'scraper-token-0123456789';
const remote = '203.0.113.7';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tokenless: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp({ METRICS_TOKEN: token, TRUST_PROXY: 'loopback' });
  tokenless = await createTestApp();
});
afterAll(async () => {
  await test.close();
  await tokenless.close();
});

const scrape = (headers: Record<string, string> = {}, remoteAddress = remote) => test.app.inject({ url: '/metrics', headers, remoteAddress });

/** The value of one series in the Prometheus text, 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics access', () => {
  it('is refused to a remote address without the token (401), or with a wrong one', async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer wrong-token-0123456789' }, { authorization: token }];
    for (const headers of attempts) {
      const response = await scrape(headers);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('does not exist for a remote address when no token is configured (404)', async () => {
    const response = await tokenless.app.inject({ url: '/metrics', remoteAddress: remote });
    expect(response.statusCode).toBe(404);
  });

  it('is served to the token from anywhere, and to loopback without one', async () => {
    const withToken = await scrape({ authorization: `Bearer ${token}` });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape({}, '127.0.0.1')).statusCode).toBe(200);
    expect((await tokenless.app.inject({ url: '/metrics', remoteAddress: '::1' })).statusCode).toBe(200);
  });

  it('counts a visitor forwarded by a trusted proxy on loopback as the visitor, not as loopback', async () => {
    const response = await scrape({ 'x-forwarded-for': remote }, '127.0.0.1');
    expect(response.statusCode).toBe(401);
  });
});

describe('/metrics content', () => {
  const read = async () => (await scrape({}, '127.0.0.1')).body;

  it('counts requests by route pattern and status, with their latency', async () => {
    const labels = (status: number) => `method="GET",route="/api/exchange-rates/:currency",status_code="${status}"`;
    const before = await read();
    const found = await test.app.inject({ url: '/api/exchange-rates/CHF' });
    const missing = await test.app.inject({ url: '/api/exchange-rates/XYZ' });
    expect([found.statusCode, missing.statusCode]).toEqual([200, 404]);
    const after = await read();
    for (const status of [200, 404]) {
      const count = sample(before, `http_request_duration_seconds_count{${labels(status)}}`);
      expect(sample(after, `http_request_duration_seconds_count{${labels(status)}}`)).toBe(count + 1);
      expect(sample(after, `http_request_duration_seconds_bucket{le="10",${labels(status)}}`)).toBe(count + 1);
    }
  });

  it('reports orders paid and the mail outbox depth from the database', async () => {
    const before = await read();
    const user = await userWithSession(test.app, test.db);
    const tour = await bookableTour(test.db);
    await paidBooking(test, user, tour.id, dayAhead(20));
    const after = await read();
    expect(sample(after, 'cicerone_orders_paid')).toBe(sample(before, 'cicerone_orders_paid') + 1);
    // The booking confirmation waits in the outbox: the test app runs no mail job.
    expect(sample(after, 'cicerone_mail_outbox_pending')).toBeGreaterThan(sample(before, 'cicerone_mail_outbox_pending'));
  });

  it('counts the tour card rows read from the database, and none for cards already in memory', async () => {
    const tour = await bookableTour(test.db);
    test.app.services.catalog.tourChanged(tour.id);
    const before = sample(await read(), 'cicerone_catalog_card_rows_read_total');
    const [{ cityId } = { cityId: 0 }] = await test.db.select({ cityId: tourTable.cityId }).from(tourTable).where(eq(tourTable.id, tour.id));
    const lists = async (language: string, currency = 'EUR') =>
      (await test.app.inject({ url: `/api/tours?city=${cityId}&language=${language}&currency=${currency}&size=48` })).json<{ tours: { id: number }[] }>().tours.map((card) => card.id);
    expect(await lists('en_US')).toContain(tour.id);
    const once = sample(await read(), 'cicerone_catalog_card_rows_read_total');
    expect(once).toBeGreaterThan(before);
    // Another list of the same cards (another answer, in another currency): the same rows, nothing more read.
    expect(await lists('en_US', 'USD')).toContain(tour.id);
    expect(sample(await read(), 'cicerone_catalog_card_rows_read_total')).toBe(once);
    // The same cards in another language are other rows.
    expect(await lists('fr_FR')).toContain(tour.id);
    expect(sample(await read(), 'cicerone_catalog_card_rows_read_total')).toBeGreaterThan(once);
  });

  it('has the job counter and the process metrics', async () => {
    const text = await read();
    expect(text).toContain('# TYPE cicerone_job_passes_total counter');
    expect(text).toContain('process_resident_memory_bytes');
  });
});
