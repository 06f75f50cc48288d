import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { booking, cartItem, mission } from '@cicerone/db/schema/orders';
import { quote } from '@cicerone/db/schema/quotes';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { bookableTour, bookingOf, dayAhead, orderItem, paidBooking, sessionUserOf } from '../../test/orders-factory.ts';
import { quoteBodies, seededShipId } from '../../test/quote-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let traveller: TestUser;
let admin: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  traveller = await userWithSession(test.app, test.db);
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser | null, payload?: unknown) =>
  test.app.inject({ method, url, headers: { ...sameOrigin, ...(who ? { authorization: who.bearer } : {}) }, remoteAddress: `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...(payload ? { payload } : {}) });
const offer = { amount: 85_00, included: 'Private car, meet and greet with a name board, 60 min waiting, tolls', validUntil: '2031-02-20' };

/** A pickup asked for by `who` (or a visitor), with the team's offer on it. */
async function offered(who: TestUser | null): Promise<{ reference: string; token: string | null }> {
  const asked = await call('POST', '/api/quotes', who, quoteBodies['airport-pickup']({ currency: 'USD' }));
  const { reference, token } = asked.json();
  const answered = await call('PUT', `/api/admin/quotes/${reference}/offer`, admin, offer);
  expect(answered.statusCode, answered.body).toBe(200);
  return { reference, token };
}

describe('the team answers with an offer (issue 16 §3)', () => {
  it('prices it in the traveller’s currency with what is included, its validity and the 48 h terms, and mails it', async () => {
    const { reference } = await offered(traveller);
    const shown = await call('GET', `/api/quotes/${reference}`, traveller);
    // 48 h before 06:40 at CDG, Paris time (UTC+1 in March).
    expect(shown.json()).toMatchObject({
      status: 'offered',
      offer: { amount: 85_00, currency: 'USD', included: offer.included, validUntil: '2031-02-20T23:59:59.999Z', freeCancellationUntil: '2031-02-28T05:40:00.000Z' },
    });
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-offered'));
    expect(mail?.text).toContain('$85.00');
    expect(mail?.text).toContain('48');
  });

  it('offers and accepts just as the reference data expired: the currency is read before the transactions, not inside them', async () => {
    // Read inside, a reload through db waited on the embedded database the transaction held: the process hung (CI, stop 35).
    const someone = await userWithSession(test.app, test.db);
    test.app.services.reference.forgetSettings();
    const { reference } = await offered(someone);
    test.app.services.reference.forgetSettings();
    const accepted = await call('PUT', `/api/quotes/${reference}/accept`, someone);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('answers once: a second offer is a conflict, and only admins answer', async () => {
    const { reference } = await offered(traveller);
    expect((await call('PUT', `/api/admin/quotes/${reference}/offer`, admin, offer)).json()).toMatchObject({ code: 'quote_status_conflict' });
    const asked = await call('POST', '/api/quotes', traveller, quoteBodies.transfer());
    expect((await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, traveller, offer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, admin, { ...offer, validUntil: '2020-01-01' })).json().fields.map((problem: { field: string }) => problem.field)).toContain('validUntil');
  });

  it('never holds an offer past the service’s start', async () => {
    const asked = await call('POST', '/api/quotes', traveller, quoteBodies.transfer({ date: '2031-03-03', time: '09:00' }));
    const answered = await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, admin, { ...offer, validUntil: '2031-12-31', cityId: (await placeIds(test.db, 'paris')).cityId });
    expect(answered.json().offer.validUntil).toBe('2031-03-03T09:00:00.000Z');
  });

  it('offers nothing for a service that has already started', async () => {
    const asked = await call('POST', '/api/quotes', traveller, quoteBodies.transfer());
    await test.db.update(quote).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(quote.reference, asked.json().reference));
    const answered = await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, admin, offer);
    expect(answered.json()).toMatchObject({ code: 'validation_failed' });
    expect(answered.json().fields.map((problem: { field: string }) => problem.field)).toContain('validUntil');
  });
});

describe('the traveller accepts or declines (issue 16 §3)', () => {
  it('accepting puts the offer in the cart once, even when accepted twice at the same moment', async () => {
    const { reference } = await offered(traveller);
    const [first, second] = await Promise.all([call('PUT', `/api/quotes/${reference}/accept`, traveller), call('PUT', `/api/quotes/${reference}/accept`, traveller)]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    expect(first?.json().cartItemId).toBe(second?.json().cartItemId);
    const [row] = await test.db.select().from(quote).where(eq(quote.reference, reference));
    const items = await test.db.select().from(cartItem).where(eq(cartItem.quoteId, row?.id ?? ''));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userId: traveller.id, tourId: null, day: '2031-03-02', startTime: '06:40:00', adults: 2, children: 1 });
    expect(row?.status).toBe('accepted');
    // The header counts what the cart page shows: the offer is in it, to pay at checkout (decision 0027).
    expect(await test.app.services.cart.count({ userId: traveller.id })).toBe(1);
    // The team hears of it once, with the price.
    const told = (await test.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-accepted'))).filter((mail) => mail.subject.includes(reference));
    const addresses = told.map((mail) => mail.toAddress);
    expect(addresses).toContain(admin.email);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(told[0]?.text).toContain('$85.00');
    // Accepted is not declinable any more.
    expect((await call('PUT', `/api/quotes/${reference}/decline`, traveller)).json()).toMatchObject({ code: 'quote_status_conflict' });
  });

  it('a visitor follows the link, signs in and accepts: the request becomes theirs', async () => {
    const { reference } = await offered(null);
    const [row] = await test.db.select({ id: quote.id }).from(quote).where(eq(quote.reference, reference));
    // The offer's mail carries the link that opens the request now.
    const mail = (await test.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'quote-offered'))).find((one) => one.subject.includes(reference));
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeDefined();
    const someone = await userWithSession(test.app, test.db);
    expect((await call('PUT', `/api/quotes/${reference}/accept`, someone)).statusCode).toBe(404);
    expect((await call('PUT', `/api/quotes/${reference}/accept`, null)).statusCode).toBe(401);
    const accepted = await call('PUT', `/api/quotes/${reference}/accept?token=${token}`, someone);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await test.db.select({ userId: quote.userId }).from(quote).where(eq(quote.id, row?.id ?? ''));
    expect(after?.userId).toBe(someone.id);
  });

  it('declining closes the offer: it cannot be accepted after', async () => {
    const { reference } = await offered(traveller);
    expect((await call('PUT', `/api/quotes/${reference}/decline`, traveller)).json()).toMatchObject({ status: 'declined' });
    expect((await call('PUT', `/api/quotes/${reference}/accept`, traveller)).json()).toMatchObject({ code: 'quote_status_conflict' });
  });

  it('an offer past its validity is refused, and the expiry job closes it once', async () => {
    const { reference } = await offered(traveller);
    // The validity passed a minute ago (test data: the clock of the server is the real one).
    await test.db.update(quote).set({ offerValidUntil: new Date(Date.now() - 60_000) }).where(eq(quote.reference, reference));
    expect((await call('PUT', `/api/quotes/${reference}/accept`, traveller)).json()).toMatchObject({ code: 'quote_offer_expired' });
    expect(await test.app.services.quotes.expireDue()).toBeGreaterThanOrEqual(1);
    expect(await test.app.services.quotes.expireDue()).toBe(0);
    expect((await call('GET', `/api/quotes/${reference}`, traveller)).json()).toMatchObject({ status: 'expired' });
    expect((await call('PUT', `/api/quotes/${reference}/accept`, traveller)).json()).toMatchObject({ code: 'quote_offer_expired' });
  });

  it('a request not answered yet cannot be accepted', async () => {
    const asked = await call('POST', '/api/quotes', traveller, quoteBodies.general({ cityId: null }));
    expect((await call('PUT', `/api/quotes/${asked.json().reference}/accept`, traveller)).json()).toMatchObject({ code: 'quote_status_conflict' });
  });
});

describe('the back office lists requests', () => {
  it('by status, newest first', async () => {
    const asked = await call('POST', '/api/quotes', null, quoteBodies.cruise({ cruiseShipId: await seededShipId(test.db, 'msc/msc-world-europa'), contact: { name: 'Cruise', email: `c-${randomUUID().slice(0, 6)}@example.com`, phone: '+39 06 1234 5678' } }));
    const list = await call('GET', '/api/admin/quotes?status=submitted', admin);
    expect(list.json().quotes[0]).toMatchObject({ reference: asked.json().reference, kind: 'cruise', request: { ship: 'MSC World Europa' } });
    expect((await call('GET', '/api/admin/quotes', traveller)).statusCode).toBe(403);
  });
});

describe('a paid offer is a booking of its request (issue 16 §4)', () => {
  it('a booking sells a tour or an accepted offer, exactly one of the two', async () => {
    const { reference } = await offered(traveller);
    expect((await call('PUT', `/api/quotes/${reference}/accept`, traveller)).statusCode).toBe(200);
    const [accepted] = await test.db.select({ id: quote.id }).from(quote).where(eq(quote.reference, reference));
    const tour = await bookableTour(test.db);
    const placed = await paidBooking(test, traveller, tour.id, dayAhead(30));
    const { orderId, userId, cityId, day, startTime, startsAt, adults, children, infants, guideLanguage, contactName, contactEmail, contactPhone, price, priceEurCents, status } = placed;
    const choice = { day, startTime, startsAt, adults, children, infants, guideLanguage, contactName, contactEmail, contactPhone };
    const service = { orderId, userId, cityId, duration: 'service', ...choice, price, priceEurCents, status, tourId: null, quoteId: accepted?.id as string };
    // The service's booking has no tour: it holds no capacity and its fields are the request's.
    await test.db.insert(booking).values({ ...service, reference: `BK-${randomUUID().slice(0, 8)}` });
    await expect(test.db.insert(booking).values({ ...service, quoteId: null, reference: `BK-${randomUUID().slice(0, 8)}` })).rejects.toThrow();
    await expect(test.db.insert(booking).values({ ...service, tourId: tour.id, reference: `BK-${randomUUID().slice(0, 8)}` })).rejects.toThrow();
    expect(await test.db.select({ id: booking.id }).from(booking).where(eq(booking.quoteId, accepted?.id as string))).toHaveLength(1);
  });

  it('paying the order of an offer’s booking makes the quote paid and offers the mission to the city’s guides', async () => {
    const { reference } = await offered(traveller);
    expect((await call('PUT', `/api/quotes/${reference}/accept`, traveller)).statusCode).toBe(200);
    const [accepted] = await test.db.select({ id: quote.id }).from(quote).where(eq(quote.reference, reference));
    const tour = await bookableTour(test.db);
    const created = await test.app.services.orders.createOrder(sessionUserOf(traveller), { currency: 'EUR', locale: 'en_US', items: [orderItem(tour.id, dayAhead(30))], paymentMethod: 'card' });
    const placed = await bookingOf(test.db, created.id);
    const { orderId, userId, cityId, day, startTime, startsAt, adults, children, infants, guideLanguage, contactName, contactEmail, contactPhone, price, priceEurCents, status } = placed;
    const choice = { day, startTime, startsAt, adults, children, infants, guideLanguage, contactName, contactEmail, contactPhone };
    const [service] = await test.db
      .insert(booking)
      .values({ orderId, userId, cityId, duration: 'service', ...choice, price, priceEurCents, status, tourId: null, quoteId: accepted?.id as string, reference: `BK-${randomUUID().slice(0, 8)}` })
      .returning({ id: booking.id });
    expect(status).toBe('waiting-payment');
    await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret as string, cardNumber: '4242424242424242' });
    const [paid] = await test.db.select({ status: quote.status }).from(quote).where(eq(quote.id, accepted?.id as string));
    expect(paid?.status).toBe('paid');
    const missions = await test.db.select({ status: mission.status, cityId: mission.cityId }).from(mission).where(eq(mission.bookingId, service?.id as string));
    expect(missions).toEqual([{ status: 'waiting_response', cityId }]);
  });
});
