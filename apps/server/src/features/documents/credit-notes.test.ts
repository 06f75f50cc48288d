// Credit notes (requirements §lifecycles.refund, decision 0052): a refund of an invoiced order issues
// one in the refund's transaction, numbered in the invoices' own series without gaps, linked to the
// invoice it corrects, downloaded by the booking's owner only.
import { eq, inArray } from 'drizzle-orm';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceNumber } from '@cicerone/core/checkout/invoice-number';
import type { MyBooking } from '@cicerone/core/contracts/bookings';
import { roles } from '@cicerone/core/roles';
import { creditNote } from '@cicerone/db/schema/credit-notes';
import { invoice, invoiceCounter } from '@cicerone/db/schema/orders';
import { refund } from '@cicerone/db/schema/refunds';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, bookingOf, dayAhead, orderItem, paidBooking, sessionUserOf } from '../../test/orders-factory.ts';
import { issueCreditNote } from './credit-note-issue.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tour: { id: number; title: string };
let alice: TestUser;
let bob: TestUser;
let admin: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  tour = await bookableTour(test.db, 1000);
  alice = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

const get = (url: string, user?: TestUser) => test.app.inject({ url, headers: user ? { authorization: user.bearer } : {} });
const cancel = (user: TestUser, id: string) => test.app.inject({ method: 'PUT', url: `/api/me/bookings/${id}/cancel`, headers: { authorization: user.bearer }, payload: { reason: 'Change of travel plans' } });
const quiet = { error: () => undefined };

const creditNotesOfBooking = (bookingId: string) => test.db.select().from(creditNote).where(eq(creditNote.bookingId, bookingId));
async function invoiceOf(orderId: string) {
  const [row] = await test.db.select().from(invoice).where(eq(invoice.orderId, orderId));
  if (!row) throw new Error(`no invoice for ${orderId}`);
  return row;
}
/** The number that follows `number` in its year's series. */
const successor = (number: string, by = 1) => invoiceNumber(Number(number.slice(0, 4)), Number(number.slice(5)) + by);
async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text;
}
async function myBooking(user: TestUser, id: string): Promise<MyBooking> {
  const [found] = await test.app.services.bookings.list({ userId: user.id, locale: 'en_US', id });
  if (!found) throw new Error(`booking ${id} not listed`);
  return found;
}

describe('a cancelled paid card booking', () => {
  it('gets one credit note, the next number of the invoices’ series, correcting its invoice, named on its refund', async () => {
    const paid = await paidBooking(test, alice, tour.id, dayAhead(30));
    const corrected = await invoiceOf(paid.orderId);
    expect((await cancel(alice, paid.id)).statusCode).toBe(200);

    const notes = await creditNotesOfBooking(paid.id);
    expect(notes).toHaveLength(1);
    const [issued] = notes;
    const [refunded] = await test.db.select().from(refund).where(eq(refund.bookingId, paid.id));
    expect(issued).toMatchObject({ number: successor(corrected.number), orderId: paid.orderId, refundId: refunded?.id, amount: paid.price, currency: 'EUR', coinsEurCents: 0, route: 'card', locale: 'en_US' });
    expect(issued?.issuedAt.getTime()).toBe(refunded?.requestedAt.getTime());
    expect((await myBooking(alice, paid.id)).refunds).toEqual([expect.objectContaining({ id: refunded?.id, creditNote: { number: issued?.number, issuedAt: issued?.issuedAt.toISOString() } })]);

    // Issuing again for the same refund keeps the number and takes none from the series.
    const year = Number(corrected.number.slice(0, 4));
    const [before] = await test.db.select().from(invoiceCounter).where(eq(invoiceCounter.year, year));
    expect(await test.db.transaction((tx) => issueCreditNote(tx, refunded!))).toBe(issued?.number);
    expect(await test.db.select().from(invoiceCounter).where(eq(invoiceCounter.year, year))).toEqual([before]);
  });

  it('downloads as a PDF for its owner, in the language asked for, and is nobody else’s', async () => {
    const paid = await paidBooking(test, alice, tour.id, dayAhead(31), { coins: 1_500 });
    const corrected = await invoiceOf(paid.orderId);
    await cancel(alice, paid.id);
    const [issued] = await creditNotesOfBooking(paid.id);
    if (!issued) throw new Error('a credit note is expected');
    const url = `/api/me/bookings/${paid.id}/credit-notes/${issued.number}.pdf`;

    const response = await get(url, alice);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="cicerone-credit-note-${issued.number}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const english = await textOf(response.rawPayload);
    for (const expected of [
      'Credit note',
      issued.number,
      `Corrects invoice ${corrected.number} of`,
      paid.order.reference,
      paid.reference,
      tour.title,
      'Returned to Cicerone Coins',
      '€15.00',
      `-€${(paid.price / 100).toFixed(2)}`,
      'Refunded to the payment card that paid for the order.',
    ]) {
      expect(english).toContain(expected);
    }

    // By the booking's reference too, in French.
    const french = await textOf((await get(`/api/me/bookings/${paid.reference}/credit-notes/${issued.number}.pdf?language=fr_FR`, alice)).rawPayload);
    expect(french).toContain('Avoir');
    expect(french).toContain(`Rectifie la facture ${corrected.number} du`);
    expect(french).toContain('Remboursé sur la carte de paiement');

    const other = await get(url, bob);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'booking_not_found' });
    expect((await get(url)).statusCode).toBe(401);
    // A number this order has no credit note under, or one that is not a number.
    const unknown = await get(`/api/me/bookings/${paid.id}/credit-notes/${successor(issued.number, 500)}.pdf`, alice);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'credit_note_not_found' });
    expect((await get(`/api/me/bookings/${paid.id}/credit-notes/${corrected.number}.pdf`, alice)).statusCode).toBe(404);
    expect((await get(`/api/me/bookings/${paid.id}/credit-notes/nope.pdf`, alice)).statusCode).toBe(400);
  });
});

describe('a cancellation that gives nothing back', () => {
  it('issues no credit note: an admin’s cancellation without refund, and an order still waiting for its transfer', async () => {
    const paid = await paidBooking(test, alice, tour.id, dayAhead(32));
    await test.app.services.bookings.cancelThrough({ admin: admin.id }, paid.id, { reason: 'No-show agreed with the traveller', refund: false }, quiet);
    expect(await creditNotesOfBooking(paid.id)).toEqual([]);
    expect((await myBooking(alice, paid.id)).refunds).toEqual([]);

    const waiting = await bankBooking(test, alice, tour.id, dayAhead(33));
    expect((await cancel(alice, waiting.id)).statusCode).toBe(200);
    expect(await creditNotesOfBooking(waiting.id)).toEqual([]);
  });
});

describe('credit note numbers', () => {
  it('are distinct and consecutive for two refunds of one order, both correcting its invoice', async () => {
    const created = await test.app.services.orders.createOrder(sessionUserOf(alice), {
      currency: 'EUR',
      locale: 'de_DE',
      items: [orderItem(tour.id, dayAhead(34)), orderItem(tour.id, dayAhead(35))],
      paymentMethod: 'card',
    });
    await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
    const first = await bookingOf(test.db, created.id);
    const corrected = await invoiceOf(created.id);
    await cancel(alice, first.id);
    const second = (await test.app.services.bookings.list({ userId: alice.id, locale: 'en_US' })).find((row) => row.orderReference === first.order.reference && row.id !== first.id);
    if (!second) throw new Error('the order’s second booking is expected');
    await cancel(alice, second.id);
    const notes = await test.db.select().from(creditNote).where(eq(creditNote.orderId, created.id)).orderBy(creditNote.number);
    expect(notes.map((note) => note.number)).toEqual([successor(corrected.number), successor(corrected.number, 2)]);
    expect(notes.map((note) => note.locale)).toEqual(['de_DE', 'de_DE']);
  });

  it('give a rolled-back refund’s number to the next credit note', async () => {
    const rolledBack = await paidBooking(test, alice, tour.id, dayAhead(36));
    const next = await paidBooking(test, alice, tour.id, dayAhead(37));
    const lastInvoice = await invoiceOf(next.orderId);
    await expect(
      test.db.transaction(async (tx) => {
        await test.app.services.refunds.request(tx, { orderId: rolledBack.orderId, bookingId: rolledBack.id, amount: rolledBack.price, currency: 'EUR', coinsEurCents: 0, cardPayment: { provider: rolledBack.order.provider ?? '', paymentId: rolledBack.order.paymentId ?? '' }, source: 'admin', reason: 'test', requestedBy: admin.id });
        throw new Error('the cancellation failed later in its transaction');
      }),
    ).rejects.toThrow('failed later');
    expect(await creditNotesOfBooking(rolledBack.id)).toEqual([]);
    await cancel(alice, next.id);
    expect((await creditNotesOfBooking(next.id)).map((note) => note.number)).toEqual([successor(lastInvoice.number)]);
  });

  it('run without gaps or duplicates beside the invoices when ten cancellations and five payments land at the same time', async () => {
    const paid = [];
    for (let index = 0; index < 10; index += 1) paid.push(await paidBooking(test, alice, tour.id, dayAhead(40 + index)));
    const unpaid = [];
    for (let index = 0; index < 5; index += 1) unpaid.push(await bankBooking(test, bob, tour.id, dayAhead(40 + index)));
    const year = Number((await invoiceOf(paid[9]!.orderId)).number.slice(0, 4));
    const [counter] = await test.db.select().from(invoiceCounter).where(eq(invoiceCounter.year, year));
    const last = counter?.last ?? 0;

    const paidAt = new Date();
    const answers = await Promise.all([
      ...paid.map((row) => cancel(alice, row.id).then((response) => response.statusCode)),
      ...unpaid.map((row) => test.db.transaction((tx) => test.app.services.settle('card_payment_succeeded', tx, { orderId: row.orderId, paidAt, by: 'payment_succeeded', adminUserId: null })).then((done) => (done ? 200 : 409))),
    ]);
    expect(answers).toEqual(Array.from({ length: 15 }, () => 200));

    const credited = await test.db.select({ number: creditNote.number }).from(creditNote).where(inArray(creditNote.bookingId, paid.map((row) => row.id)));
    const invoiced = await test.db.select({ number: invoice.number }).from(invoice).where(inArray(invoice.orderId, unpaid.map((row) => row.orderId)));
    expect(credited).toHaveLength(10);
    expect(invoiced).toHaveLength(5);
    expect([...credited, ...invoiced].map((row) => row.number).sort()).toEqual(Array.from({ length: 15 }, (_, index) => invoiceNumber(year, last + index + 1)));
    expect(await test.db.select({ last: invoiceCounter.last }).from(invoiceCounter).where(eq(invoiceCounter.year, year))).toEqual([{ last: last + 15 }]);
  });
});
