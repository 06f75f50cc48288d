import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRateRefresh } from '@cicerone/db/schema/settings';
import { createTestApp } from '../../test/app.ts';
import { rateRefresh } from './rate-refresh.ts';

// The ECB's daily file as it comes (namespaces, single quotes), for the given day and rates.
const ecbFile = (day: string, rates: Record<string, string>) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
	<gesmes:subject>Reference rates</gesmes:subject>
	<gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
	<Cube>
		<Cube time='${day}'>
${Object.entries(rates)
  .map(([currency, rate]) => `			<Cube currency='${currency}' rate='${rate}'/>`)
  .join('\n')}
		</Cube>
	</Cube>
</gesmes:Envelope>`;

let test: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let origin = '';
/** What the local source answers next: a status and a body. */
let answer = { status: 200, body: '' };

beforeAll(async () => {
  test = await createTestApp();
  server = createServer((_request, response) => {
    response.writeHead(answer.status, { 'content-type': 'text/xml' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await test.close();
});

const refresher = (url = `${origin}/eurofxref-daily.xml`) => rateRefresh(test.db, { url, changed: test.app.services.reference.forgetSettings });
const at = (day: string, time = '00:30') => new Date(`${day}T${time}:00Z`);

async function publicRate(currency: string) {
  const response = await test.app.inject({ url: `/api/exchange-rates/${currency}` });
  expect(response.statusCode).toBe(200);
  return response.json<{ rate: number; date: string }>();
}

describe('the daily refresh of the exchange rates', () => {
  it('stores a good file: the public rates are its rates, of its date', async () => {
    answer = { status: 200, body: ecbFile('2030-03-01', { USD: '1.0842', JPY: '162.31', GBP: '0.8567', XAU: '0.0004' }) };
    const report = await refresher().refreshDue(at('2030-03-01'));
    expect(report).toMatchObject({ outcome: 'stored', stored: 3 });
    expect(await publicRate('USD')).toMatchObject({ rate: 1.0842, date: '2030-03-01' });
    expect(await publicRate('JPY')).toMatchObject({ rate: 162.31, date: '2030-03-01' });
  });

  it('refreshes once a day, also when several processes try at once', async () => {
    answer = { status: 200, body: ecbFile('2030-03-02', { USD: '1.09' }) };
    const reports = await Promise.all([refresher().refreshDue(at('2030-03-02')), refresher().refreshDue(at('2030-03-02')), refresher().refreshDue(at('2030-03-02'))]);
    expect(reports.map((report) => report.outcome).toSorted()).toEqual(['skipped', 'skipped', 'stored']);
    answer = { status: 200, body: ecbFile('2030-03-02', { USD: '1.2' }) };
    expect((await refresher().refreshDue(at('2030-03-02', '05:00'))).outcome).toBe('skipped');
    expect((await publicRate('USD')).rate).toBe(1.09);
  });

  const refused: [string, { status: number; body: string }][] = [
    ['answers 503', { status: 503, body: 'maintenance' }],
    ['answers malformed XML', { status: 200, body: ecbFile('2030-03-03', { USD: '1.5' }).replace('</gesmes:Envelope>', '') }],
    ['answers another document', { status: 200, body: '<html><body>Rates moved</body></html>' }],
    ['answers a negative rate', { status: 200, body: ecbFile('2030-03-03', { USD: '-1.1', JPY: '160' }) }],
    ['answers a zero rate', { status: 200, body: ecbFile('2030-03-03', { USD: '0', JPY: '160' }) }],
    ['answers an absurd rate', { status: 200, body: ecbFile('2030-03-03', { USD: '1090', JPY: '160' }) }],
    ['answers words for a rate', { status: 200, body: ecbFile('2030-03-03', { USD: 'NaN', JPY: '160' }) }],
    ['answers no currency it knows', { status: 200, body: ecbFile('2030-03-03', { XAU: '0.0004' }) }],
    ['answers rates dated next week', { status: 200, body: ecbFile('2030-03-10', { USD: '1.1' }) }],
  ];
  it.each(refused)('keeps the last rates when the source %s', async (_case, given) => {
    answer = given;
    const day = '2030-03-03';
    await test.db.delete(exchangeRateRefresh).where(eq(exchangeRateRefresh.day, day));
    const report = await refresher().refreshDue(at(day));
    expect(report.outcome).toBe('failed');
    expect(await publicRate('USD')).toMatchObject({ rate: 1.09, date: '2030-03-02' });
    expect(await publicRate('JPY')).toMatchObject({ rate: 162.31, date: '2030-03-01' });
    const [row] = await test.db.select().from(exchangeRateRefresh).where(eq(exchangeRateRefresh.day, day));
    expect(row).toMatchObject({ outcome: 'failed', detail: report.detail });
  });

  it('keeps the last rates when nothing answers, and tries again an hour later', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadUrl = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/rates.xml`;
    await new Promise((resolve) => closed.close(resolve));
    const day = '2030-03-04';
    expect((await refresher(deadUrl).refreshDue(at(day, '00:10'))).outcome).toBe('failed');
    expect((await publicRate('USD')).rate).toBe(1.09);

    answer = { status: 200, body: ecbFile(day, { USD: '1.1' }) };
    expect((await refresher().refreshDue(at(day, '00:40'))).outcome).toBe('skipped');
    expect((await refresher().refreshDue(at(day, '01:20'))).outcome).toBe('stored');
    expect(await publicRate('USD')).toMatchObject({ rate: 1.1, date: day });
  });

  it('keeps the stored rate of a currency the source no longer quotes', async () => {
    answer = { status: 200, body: ecbFile('2030-03-05', { USD: '1.11' }) };
    expect(await refresher().refreshDue(at('2030-03-05'))).toMatchObject({ outcome: 'stored', stored: 1 });
    expect(await publicRate('USD')).toMatchObject({ rate: 1.11, date: '2030-03-05' });
    expect(await publicRate('JPY')).toMatchObject({ rate: 162.31, date: '2030-03-01' });
  });

  it('does nothing without a source', async () => {
    expect(await rateRefresh(test.db, { url: undefined, changed: test.app.services.reference.forgetSettings }).refreshDue(at('2030-03-06'))).toMatchObject({ outcome: 'skipped' });
    expect(await test.db.select().from(exchangeRateRefresh).where(eq(exchangeRateRefresh.day, '2030-03-06'))).toEqual([]);
  });
});
