import { and, eq } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { mailOutbox, promoCode } from '@cicerone/db/schema/accounts';
import { booking, customerOrder, mission } from '@cicerone/db/schema/orders';
import { quote } from '@cicerone/db/schema/quotes';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTestApp } from '../../test/app.ts';
import { placeIds } from '../../test/catalog-factory.ts';
import { creditCoins } from '../../test/orders-factory.ts';
import { quoteBodies } from '../../test/quote-factory.ts';

/**
 * Requirements §lifecycles.quote, §booking.services: an accepted offer is paid through the one checkout like a tour (card, bank
 * transfer, coins, the agent's 10 %), becomes a booking with its request's fields and a mission
 * for its city, and is cancelled under the 48 h rule through the tours' policy function.
 */
let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let parisId: number;
let romeId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  parisId = (await placeIds(test.db, 'paris')).cityId;
  romeId = (await placeIds(test.db, 'rome')).cityId;
});
afterAll(() => test.close());

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const call = (method: 'GET' | 'PUT' | 'POST', url: string, who: TestUser, payload?: unknown) =>
  test.app.inject({ method, url, headers: { ...sameOrigin, authorization: who.bearer }, remoteAddress: `10.3.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`, ...(payload ? { payload } : {}) });
const offer = { amount: 85_00, included: 'Private car, meet and greet with a name board', validUntil: '2031-02-20' };

/** A request of `who`, offered by the team (with `extra` offer fields) and accepted: in their cart. */
async function accepted(who: TestUser, body = quoteBodies['airport-pickup']({ currency: 'USD' }), extra: Record<string, unknown> = {}): Promise<{ reference: string; id: string }> {
  const asked = await call('POST', '/api/quotes', who, body);
  expect(asked.statusCode, asked.body).toBe(201);
  const { reference } = asked.json();
  const answered = await call('PUT', `/api/admin/quotes/${reference}/offer`, admin, { ...offer, ...extra });
  expect(answered.statusCode, answered.body).toBe(200);
  expect((await call('PUT', `/api/quotes/${reference}/accept`, who)).statusCode).toBe(200);
  const [row] = await test.db.select({ id: quote.id }).from(quote).where(eq(quote.reference, reference));
  return { reference, id: row?.id as string };
}

const order = (who: TestUser, body: Record<string, unknown>) => call('POST', '/api/orders', who, { paymentMethod: 'card', currency: 'USD', ...body });
const payByCard = (clientSecret: string) => test.app.services.payments.confirm?.({ clientSecret, cardNumber: '4242424242424242' });
const serviceBooking = async (quoteId: string) => (await test.db.select().from(booking).where(eq(booking.quoteId, quoteId)))[0];
/** Moves a booking's start to `hours` from now (the clock is the real one). */
const startIn = (id: string, hours: number) => test.db.update(booking).set({ startsAt: new Date(Date.now() + hours * 3_600_000) }).where(eq(booking.id, id));

describe('an accepted offer is paid through the checkout (issue 16 §3)', () => {
  it('shows in the cart with its price, is paid by test card and becomes a booking with its flight, terminal and mission', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const { reference, id } = await accepted(traveller);
    const cart = await call('GET', '/api/cart?currency=USD', traveller);
    expect(cart.json()).toMatchObject({ count: 1, items: [], services: [{ quote: { reference, kind: 'airport-pickup' }, day: '2031-03-02', startTime: '06:40', price: { amount: 85_00, currency: 'USD' } }], subtotal: { amount: 85_00 } });
    expect(await test.app.services.cart.count({ userId: traveller.id })).toBe(1);

    const placed = await order(traveller, {});
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ amounts: { subtotal: 85_00, discount: 0, grandTotal: 85_00, currency: 'USD' } });
    expect((await call('GET', '/api/cart?currency=USD', traveller)).json().count).toBe(0);
    await payByCard(placed.json().clientSecret);

    const [paid] = await test.db.select({ status: quote.status }).from(quote).where(eq(quote.id, id));
    expect(paid?.status).toBe('paid');
    const row = await serviceBooking(id);
    // The airport's city by default (decision 0027): CDG serves Paris.
    expect(row).toMatchObject({ tourId: null, cityId: parisId, duration: 'service', day: '2031-03-02', startTime: '06:40:00', price: 85_00, status: 'pending' });
    const missions = await test.db.select({ cityId: mission.cityId }).from(mission).where(eq(mission.bookingId, row?.id as string));
    expect(missions).toEqual([{ cityId: parisId }]);

    const shown = await call('GET', '/api/me/bookings', traveller);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().bookings).toHaveLength(1);
    expect(shown.json().bookings[0]).toMatchObject({ tour: null, service: { reference, kind: 'airport-pickup', request: { flightNumber: 'AF1234', terminal: '2E', airportCode: 'CDG' } }, city: { id: parisId } });
    const orderRef = (await call('GET', `/api/orders/${placed.json().reference}`, traveller)).json();
    expect(orderRef.bookings).toMatchObject([{ tourId: null }]);

    // The voucher and the invoice are real PDFs naming the service, its flight and terminal.
    for (const document of ['voucher', 'invoice']) {
      const pdf = await call('GET', `/api/me/bookings/${row?.reference}/${document}.pdf`, traveller);
      expect(pdf.statusCode, `${document}: ${pdf.body.slice(0, 200)}`).toBe(200);
      const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
      expect(text).toContain('Airport pickup and drop-off');
      expect(text).toContain('AF1234');
      expect(text).toContain('2E');
      // The request's day as the reader's language writes it, never as stored.
      expect(text).toContain('March 2, 2031');
      expect(text).not.toContain('2031-03-02');
    }
    // A pickup is met by its driver, where its flight lands: no tour words, no guide, no meeting point.
    const voucher = await call('GET', `/api/me/bookings/${row?.reference}/voucher.pdf`, traveller);
    const { text: voucherText } = await extractText(new Uint8Array(voucher.rawPayload), { mergePages: true });
    expect(voucherText.replace(/\s+/g, ' ')).toContain('Present this voucher to your driver at pickup');
    expect(voucherText).not.toMatch(/guide/i);

    // The confirmation mail says the same: the flight instead of a meeting point, 48 h to cancel a service.
    const [mail] = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, traveller.email), eq(mailOutbox.template, 'booking-confirmed')));
    expect(mail?.text).toContain('Flight number: AF1234');
    expect(mail?.text).toContain('48 hours before it starts');
    expect(mail?.text).toContain('show it to your driver at pickup');
    expect(mail?.text).not.toContain('Meeting point');
    expect(mail?.text).not.toMatch(/your guide|each tour/i);
    // Two PDFs more and a mail: generous under a loaded machine.
  }, 60_000);

  it('gives a validated travel agent 10% off the offer with their code', async () => {
    const agent = await userWithSession(test.app, test.db);
    await test.db.insert(promoCode).values({ code: `AGENT-${agent.id.slice(0, 6)}`, kind: 'agent', percentOff: 10, ownerUserId: agent.id });
    await accepted(agent, quoteBodies['business-trip']({ currency: 'EUR', cityId: romeId }), { amount: 1_200_00 });
    const placed = await order(agent, { currency: 'EUR', paymentMethod: 'bank_transfer', discountCode: `agent-${agent.id.slice(0, 6)}` });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ amounts: { subtotal: 1_200_00, discount: 120_00, grandTotal: 1_080_00 }, status: 'awaiting_payment' });
  });

  it('converts the offer into the checkout’s currency, and coins pay it whole', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const { id } = await accepted(traveller, quoteBodies.transfer({ currency: 'EUR' }), { amount: 100_00, cityId: parisId });
    await creditCoins(test.db, traveller.id, 100_00);
    const placed = await order(traveller, { currency: 'EUR', useMaxCoins: true });
    expect(placed.json()).toMatchObject({ amounts: { grandTotal: 0, coinsEurCents: 100_00 }, status: 'paid' });
    expect((await serviceBooking(id))?.cityId).toBe(parisId);
  });

  it('gives a general request without dates the day and time of its offer, and so can be paid', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const body = quoteBodies.general({ currency: 'USD', fromDate: null, toDate: null, cityId: romeId });
    const asked = await call('POST', '/api/quotes', traveller, body);
    expect(asked.statusCode, asked.body).toBe(201);
    const undated = await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, admin, offer);
    expect(undated.json()).toMatchObject({ code: 'validation_failed' });
    expect(undated.json().fields.map((problem: { field: string }) => problem.field)).toContain('serviceDay');

    const { id } = await accepted(traveller, body, { serviceDay: '2031-03-05', serviceTime: '09:30' });
    const placed = await order(traveller, {});
    expect(placed.statusCode, placed.body).toBe(201);
    await payByCard(placed.json().clientSecret);
    // 09:30 in Rome on 5 March 2031 is 08:30 UTC: the 48 h rule counts from it.
    expect(await serviceBooking(id)).toMatchObject({ day: '2031-03-05', startTime: '09:30:00', cityId: romeId, startsAt: new Date('2031-03-05T08:30:00Z') });
  });

  it('refuses an offer without a city for its mission, and a second checkout of the same offer', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const asked = await call('POST', '/api/quotes', traveller, quoteBodies.transfer());
    const refused = await call('PUT', `/api/admin/quotes/${asked.json().reference}/offer`, admin, offer);
    expect(refused.json()).toMatchObject({ code: 'validation_failed' });
    expect(refused.json().fields.map((problem: { field: string }) => problem.field)).toContain('cityId');

    const { id } = await accepted(traveller, quoteBodies.transfer(), { cityId: parisId });
    // Two checkouts of one cart at the same moment (two tabs, no key): one order, one booking.
    const answers = await Promise.all([order(traveller, { currency: 'EUR' }), order(traveller, { currency: 'EUR' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
    expect(await test.db.select({ id: booking.id }).from(booking).where(eq(booking.quoteId, id))).toHaveLength(1);
    // Paid twice at the same moment (two clicks): one payment goes through, one mission.
    const winner = answers.find((answer) => answer.statusCode === 201)?.json();
    const paid = await Promise.allSettled([payByCard(winner.clientSecret), payByCard(winner.clientSecret)]);
    expect(paid.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    const row = await serviceBooking(id);
    expect(await test.db.select({ id: mission.id }).from(mission).where(eq(mission.bookingId, row?.id as string))).toHaveLength(1);
    const [paidOrder] = await test.db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, row?.orderId as string));
    expect(paidOrder?.status).toBe('paid');
  });
});

describe('an offer whose order was never paid can be paid again', () => {
  it('comes back to the cart when its order expires, and a second order pays it', async () => {
    const traveller = await userWithSession(test.app, test.db);
    const { id } = await accepted(traveller, quoteBodies.transfer({ currency: 'EUR' }), { amount: 90_00, cityId: parisId });
    const first = await order(traveller, { currency: 'EUR', paymentMethod: 'bank_transfer' });
    expect(first.statusCode, first.body).toBe(201);
    expect((await call('GET', '/api/cart', traveller)).json().services).toHaveLength(0);
    // The transfer never arrives: the order expires (its 72 h are over) and its booking is cancelled.
    expect(await test.app.services.orders.expireDueOrders(new Date(Date.now() + 80 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const [cancelled] = await test.db.select({ status: booking.status }).from(booking).where(eq(booking.quoteId, id));
    expect(cancelled?.status).toBe('cancelled');
    // The offer is still accepted, and back in the cart: the traveller pays it by card this time.
    expect((await call('GET', '/api/cart', traveller)).json().services).toHaveLength(1);
    const second = await order(traveller, { currency: 'EUR' });
    expect(second.statusCode, second.body).toBe(201);
    await payByCard(second.json().clientSecret);
    const bookings = await test.db.select({ status: booking.status }).from(booking).where(eq(booking.quoteId, id));
    expect(bookings.map((row) => row.status).sort()).toEqual(['cancelled', 'pending']);
    const [paid] = await test.db.select({ status: quote.status }).from(quote).where(eq(quote.id, id));
    expect(paid?.status).toBe('paid');
  });
});

describe('cancelling a booked service follows the 48 h rule (spec §9)', () => {
  async function paidService(): Promise<{ traveller: TestUser; row: NonNullable<Awaited<ReturnType<typeof serviceBooking>>>; paymentId: string | null }> {
    const traveller = await userWithSession(test.app, test.db);
    const { id } = await accepted(traveller);
    const placed = await order(traveller, {});
    await payByCard(placed.json().clientSecret);
    const row = await serviceBooking(id);
    if (!row) throw new Error('no booking');
    const [paid] = await test.db.select({ paymentId: customerOrder.paymentId }).from(customerOrder).where(eq(customerOrder.id, row.orderId));
    return { traveller, row, paymentId: paid?.paymentId ?? null };
  }

  it('49 h before: free, the whole price back through the provider', async () => {
    const { traveller, row, paymentId } = await paidService();
    await startIn(row.id, 49);
    const refund = vi.spyOn(test.app.services.payments, 'refund');
    const terms = await call('GET', `/api/me/bookings/${row.id}/cancellation-terms`, traveller);
    expect(terms.json()).toMatchObject({ free: true, refund: 'full', amount: 85_00, currency: 'USD' });
    const cancelled = await call('PUT', `/api/me/bookings/${row.id}/cancel`, traveller, { reason: 'Flight cancelled' });
    expect(cancelled.json()).toMatchObject({ refund: { kind: 'full', amount: 85_00 }, booking: { status: 'cancelled' } });
    const [record] = await test.app.services.refunds.ofBookings([row.id]);
    expect(record).toMatchObject({ amount: 85_00, currency: 'USD', route: 'card', status: 'succeeded' });
    expect(refund).toHaveBeenCalledWith({ paymentId, amount: 85_00, idempotencyKey: `refund-${record?.id}`, reference: record?.id });
    refund.mockRestore();
  });

  it.each([47, 30])('%i h before: no refund, said before confirming', async (hours) => {
    const { traveller, row } = await paidService();
    await startIn(row.id, hours);
    const refund = vi.spyOn(test.app.services.payments, 'refund');
    const terms = await call('GET', `/api/me/bookings/${row.id}/cancellation-terms`, traveller);
    expect(terms.json()).toMatchObject({ free: false, refund: 'none', amount: 0 });
    const cancelled = await call('PUT', `/api/me/bookings/${row.id}/cancel`, traveller, { reason: 'Change of plans' });
    expect(cancelled.json()).toMatchObject({ refund: { kind: 'none', amount: 0 }, booking: { status: 'cancelled' } });
    expect(refund).not.toHaveBeenCalled();
    refund.mockRestore();
  });
});
