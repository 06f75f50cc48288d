import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { quote } from '@cicerone/db/schema/quotes';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { quoteBodies, seededShipId, type QuoteBodyKind } from '../../test/quote-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let traveller: TestUser;
let romeId: number;
let europaId: number;
beforeAll(async () => {
  test = await createTestApp();
  traveller = await userWithSession(test.app, test.db);
  await insertUser(test.db, { role: roles.admin, email: `team-${randomUUID().slice(0, 8)}@example.com` });
  romeId = (await placeIds(test.db, 'rome')).cityId;
  europaId = await seededShipId(test.db, 'msc/msc-world-europa');
});
afterAll(() => test.close());

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const ask = (body: Record<string, unknown>, headers: Record<string, string> = {}, ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
  test.app.inject({ method: 'POST', url: '/api/quotes', headers: { ...sameOrigin, ...headers }, remoteAddress: ip, payload: body });
const bodyOf = (kind: QuoteBodyKind, overrides: Record<string, unknown> = {}) => quoteBodies[kind]({ cityId: romeId, ...(kind === 'cruise' ? { cruiseShipId: europaId } : {}), ...overrides });

describe('each kind of request is checked by its own contract (spec §3, §5)', () => {
  it.each(['airport-pickup', 'transfer', 'business-trip', 'cruise', 'general'] as const)('takes a complete %s request and answers its reference', async (kind) => {
    const response = await ask(bodyOf(kind));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ reference: expect.stringMatching(/^QT-[0-9A-Z]{7}$/), status: 'submitted', token: expect.any(String) });
  });

  it.each([
    ['airport-pickup', 'flightNumber', { flightNumber: '' }],
    ['airport-pickup', 'flightNumber', { flightNumber: '12AB' }],
    ['airport-pickup', 'terminal', { terminal: '  ' }],
    ['airport-pickup', 'airportCode', { airportCode: 'PARIS' }],
    ['airport-pickup', 'contact.name', { contact: { name: '', email: 'a@example.com', phone: '+33 6 12 34 56 78' } }],
    ['airport-pickup', 'contact.phone', { contact: { name: 'Ann', email: 'a@example.com', phone: '12' } }],
    ['transfer', 'contact.email', { contact: { name: 'Ann', email: 'not-an-address', phone: '+33 6 12 34 56 78' } }],
    ['transfer', 'addressTo', { addressTo: undefined }],
    ['business-trip', 'companyName', { companyName: '' }],
    ['business-trip', 'toDate', { fromDate: '2031-05-10', toDate: '2031-05-09' }],
    ['cruise', 'stopovers', { stopovers: [] }],
    ['cruise', 'stopovers.0.departure', { stopovers: [{ port: 'Naples', date: '2031-06-01', arrival: '08:00', departure: '25:00' }] }],
    ['general', 'contactReason', { contactReason: 'holiday' }],
    ['general', 'message', { message: 'x'.repeat(2001) }],
  ] as const)('refuses a %s request whose %s is wrong, naming it', async (kind, field, overrides) => {
    const response = await ask(bodyOf(kind, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });

  it('refuses a field no contract knows, and a field of another kind', async () => {
    expect((await ask({ ...bodyOf('transfer'), price: 1 })).statusCode).toBe(400);
    expect((await ask({ ...bodyOf('transfer'), flightNumber: 'AF1234' })).statusCode).toBe(400);
  });

  it.each([
    ['a pickup already past', 'date', 'airport-pickup', { date: '2020-01-01' }],
    ['a city that does not exist', 'cityId', 'business-trip', { cityId: 2_000_000 }],
    ['an airport without scheduled service', 'airportCode', 'airport-pickup', { airportCode: 'qqq' }],
    ['a ship not in service', 'cruiseShipId', 'cruise', { cruiseShipId: 2_000_000 }],
  ] as const)('refuses %s, naming %s', async (_what, field, kind, overrides) => {
    const refused = await ask(bodyOf(kind, overrides));
    expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    expect(refused.json().fields.map((problem: { field: string }) => problem.field)).toContain(field);
  });

  it('knows no airport QQQ (the case above)', async () => {
    expect(await test.app.services.airports.byCode('QQQ')).toBeNull();
  });

  it('stores a cruise request with its company’s and ship’s names, so it reads as sent', async () => {
    const sent = await ask(bodyOf('cruise'));
    const [row] = await test.db.select().from(quote).where(eq(quote.reference, sent.json().reference));
    expect(row?.request).toMatchObject({ cruiseShipId: europaId, cruiseLine: 'MSC Cruises', ship: 'MSC World Europa' });
  });

  it('keeps the pickup in the airport’s zone (the dataset’s) and the business trip in its city’s', async () => {
    const pickup = await ask(bodyOf('airport-pickup', { airportCode: 'cdg', date: '2031-03-02', time: '06:40' }));
    const trip = await ask(bodyOf('business-trip', { fromDate: '2031-07-01', toDate: '2031-07-03' }));
    const [pickupRow] = await test.db.select().from(quote).where(eq(quote.reference, pickup.json().reference));
    const [tripRow] = await test.db.select().from(quote).where(eq(quote.reference, trip.json().reference));
    // 06:40 in Paris in winter (UTC+1).
    expect(pickupRow).toMatchObject({ serviceDay: '2031-03-02', serviceTime: '06:40:00', timeZone: 'Europe/Paris', startsAt: new Date('2031-03-02T05:40:00Z') });
    expect(pickupRow?.request).toMatchObject({ airportCode: 'CDG' });
    expect(tripRow).toMatchObject({ serviceDay: '2031-07-01', timeZone: 'Europe/Rome', startsAt: new Date('2031-06-30T22:00:00Z'), cityId: romeId });
  });

  it('reads each cruise stopover in its port’s zone (the dataset’s city), not the server’s: the earliest arrival starts it', async () => {
    const tokyoId = (await placeIds(test.db, 'tokyo')).cityId;
    const stopovers = [
      { port: 'Roma', cityId: romeId, date: '2031-06-01', arrival: '08:00', departure: '18:00' },
      { port: 'Tokyo', cityId: tokyoId, date: '2031-06-01', arrival: '10:00', departure: '17:30' },
    ];
    const sent = await ask(bodyOf('cruise', { stopovers }));
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await test.db.select().from(quote).where(eq(quote.reference, sent.json().reference));
    // 10:00 in Tokyo (UTC+9) is 01:00 UTC, before 08:00 in Rome (UTC+2, 06:00 UTC).
    expect(row).toMatchObject({ serviceDay: '2031-06-01', serviceTime: '10:00:00', timeZone: 'Asia/Tokyo', startsAt: new Date('2031-06-01T01:00:00Z') });

    const unknown = await ask(bodyOf('cruise', { stopovers: [{ ...stopovers[0], cityId: 2_000_000 }] }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('stopovers.0.port');
  });
});

describe('a request is followed by its traveller and seen by the team (issue 16 §3)', () => {
  it('mails the reference with the follow link to a visitor, and tells every admin', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.com`;
    const response = await ask(bodyOf('transfer', { contact: { name: 'Vera <b>Visitor</b>', email, phone: '+33 6 12 34 56 78' } }));
    const { reference, token } = response.json();
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail).toMatchObject({ template: 'quote-received' });
    expect(mail?.text).toContain(reference);
    expect(mail?.text).toContain(`/quotes/${reference}?token=${token}`);
    // A name is text, never markup, in the mail as on the pages.
    expect(mail?.html).not.toContain('<b>Visitor</b>');
    const team = await test.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-requested'));
    expect(team.some((one) => one.subject.includes(reference))).toBe(true);

    const followed = await test.app.inject({ method: 'GET', url: `/api/quotes/${reference}?token=${token}` });
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({ reference, kind: 'transfer', status: 'submitted', offer: null });
    expect((await test.app.inject({ method: 'GET', url: `/api/quotes/${reference}?token=wrong` })).json()).toMatchObject({ code: 'quote_not_found' });
    expect((await test.app.inject({ method: 'GET', url: `/api/quotes/${reference}` })).statusCode).toBe(404);
  });

  it('lists an account’s requests in My quotes, and hides them from everyone else', async () => {
    const response = await ask(bodyOf('general'), { authorization: traveller.bearer });
    const { reference, token } = response.json();
    expect(token).toBeNull();
    const mine = await test.app.inject({ method: 'GET', url: '/api/me/quotes', headers: { authorization: traveller.bearer } });
    expect(mine.json().quotes.map((one: { reference: string }) => one.reference)).toContain(reference);
    const other = await userWithSession(test.app, test.db);
    expect((await test.app.inject({ method: 'GET', url: `/api/quotes/${reference}`, headers: { authorization: other.bearer } })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url: '/api/me/quotes', headers: { authorization: other.bearer } })).json().quotes).toEqual([]);
  });

  it('limits requests per e-mail and per address (429 with Retry-After)', async () => {
    const email = `flood-${randomUUID().slice(0, 8)}@example.com`;
    const body = bodyOf('transfer', { contact: { name: 'Flo', email, phone: '+33 6 12 34 56 78' } });
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push((await ask(body)).statusCode);
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
    const ip = '10.9.9.9';
    const fromOne = [];
    for (let i = 0; i < 11; i += 1) fromOne.push(await ask(bodyOf('transfer', { contact: { name: 'Flo', email: `one-${i}-${randomUUID().slice(0, 6)}@example.com`, phone: '+33 6 12 34 56 78' } }), {}, ip));
    expect(fromOne.map((one) => one.statusCode).at(-1)).toBe(429);
    expect(fromOne.at(-1)?.headers['retry-after']).toBeDefined();
  });
});
