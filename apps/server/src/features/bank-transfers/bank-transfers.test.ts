import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ProofAnswer, WaitingTransfer } from '@cicerone/core/contracts/bank-transfers';
import { proofsPerOrder } from '@cicerone/core/limits';
import { uploads } from '@cicerone/core/uploads';
import { roles } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { booking, customerOrder, mission, paymentEvent, paymentProof } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { giftCardWithOrder } from '../../test/gift-cards-factory.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking, type PlacedBooking } from '../../test/orders-factory.ts';
import { diskFileStore } from '../../shared/file-store-disk.ts';
import { proofService } from './proofs.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let claire: TestUser;
let bob: TestUser;
let adam: TestUser;

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), Buffer.alloc(64), Buffer.from([0xff, 0xd9])]);

/** A multipart/form-data body with one file part, as a browser's form sends it. */
function multipart(bytes: Buffer, filename = 'receipt.pdf', contentType = 'application/pdf', field = 'file') {
  const boundary = `----cicerone${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(user: TestUser | null, reference: string, body = multipart(pdf), language?: string) {
  return test.app.inject({
    method: 'POST',
    url: `/api/orders/${reference}/proof`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? { authorization: user.bearer } : {}), ...(language ? { 'accept-language': language } : {}) },
  });
}

const confirm = (user: TestUser | null, reference: string) =>
  test.app.inject({ method: 'PUT', url: `/api/admin/bank-transfers/${reference}/confirm`, headers: user ? { authorization: user.bearer } : {} });

const waitingList = (user: TestUser | null) => test.app.inject({ method: 'GET', url: '/api/admin/bank-transfers', headers: user ? { authorization: user.bearer } : {} });

async function newBankOrder(user = claire): Promise<PlacedBooking> {
  return bankBooking(test, user, tourId, dayAhead(30));
}

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  claire = await userWithSession(test.app, test.db);
  bob = await userWithSession(test.app, test.db);
  adam = await userWithSession(test.app, test.db, { role: roles.admin });
});
afterAll(() => test.close());

describe('POST /api/orders/:reference/proof', () => {
  it('stores a PDF, a JPEG and a PNG by content, listed with their upload date and readable by the buyer and an admin', async () => {
    const placed = await newBankOrder();
    const reference = placed.order.reference;
    for (const [bytes, name, type] of [
      [pdf, 'receipt.pdf', 'application/pdf'],
      [jpeg, 'photo.jpeg', 'image/jpeg'],
      // The name and the declared type are not believed: the content is.
      [png, 'scan.pdf', 'application/octet-stream'],
    ] as const) {
      const response = await upload(claire, reference.toLowerCase(), multipart(bytes, name, type));
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<{ proof: ProofAnswer }>().proof).toMatchObject({ size: bytes.length });
    }
    const listed = await test.app.inject({ method: 'GET', url: `/api/orders/${reference}/proofs`, headers: { authorization: claire.bearer } });
    const proofs = listed.json<{ proofs: ProofAnswer[] }>().proofs;
    expect(proofs.map((proof) => proof.contentType)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(Date.parse(proofs[0]?.uploadedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const rows = await test.db.select().from(paymentProof).where(eq(paymentProof.orderId, placed.orderId));
    expect(rows.every((row) => row.path.startsWith(`proofs/${placed.orderId}/`))).toBe(true);
    expect(rows.map((row) => row.path.split('.').pop())).toEqual(expect.arrayContaining(['pdf', 'jpg', 'png']));

    // My bookings shows the order's proofs with their upload date.
    const mine = await test.app.inject({ method: 'GET', url: `/api/me/bookings`, headers: { authorization: claire.bearer } });
    const shown = mine.json<{ bookings: { reference: string; proofs: ProofAnswer[] }[] }>().bookings.find((row) => row.reference === placed.reference);
    expect(shown?.proofs).toEqual(proofs);

    const first = proofs[0]?.id ?? '';
    for (const reader of [claire, adam]) {
      const file = await test.app.inject({ method: 'GET', url: `/api/orders/${reference}/proofs/${first}`, headers: { authorization: reader.bearer } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.rawPayload.equals(pdf)).toBe(true);
    }
    // Another customer learns nothing: the same 404 as a missing proof.
    const stranger = await test.app.inject({ method: 'GET', url: `/api/orders/${reference}/proofs/${first}`, headers: { authorization: bob.bearer } });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ code: 'proof_not_found' });
    const strangerList = await test.app.inject({ method: 'GET', url: `/api/orders/${reference}/proofs`, headers: { authorization: bob.bearer } });
    expect(strangerList.statusCode).toBe(404);
  });

  it('refuses a file over 5 MB with the translated 413, and stores nothing', async () => {
    const placed = await newBankOrder();
    const big = Buffer.concat([pdf, Buffer.alloc(uploads.proof.maxBytes + 10 - pdf.length, 0x20)]);
    const response = await upload(claire, placed.order.reference, multipart(big), 'fr-FR');
    expect(response.statusCode).toBe(413);
    // Too large, said alone with its limit as the reader writes numbers; an upload that failed is another message.
    expect(response.json()).toEqual({ code: 'proof_too_large', message: 'Le justificatif est trop volumineux : 5 Mo au maximum.' });
    expect(await test.db.select().from(paymentProof).where(eq(paymentProof.orderId, placed.orderId))).toEqual([]);
  });

  it('answers 400 to a multipart body without boundary or cut short, and stores nothing (found by the fuzz: it was a 502)', async () => {
    const placed = await newBankOrder();
    const whole = multipart(pdf);
    const bodies = [
      { payload: whole.payload, headers: { 'content-type': 'multipart/form-data' } },
      { payload: whole.payload.subarray(0, whole.payload.length - 20), headers: whole.headers },
    ];
    for (const body of bodies) {
      const response = await upload(claire, placed.order.reference, body);
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await test.db.select().from(paymentProof).where(eq(paymentProof.orderId, placed.orderId))).toEqual([]);
  });

  it('takes a file of exactly 5 MB', async () => {
    const placed = await newBankOrder();
    const exact = Buffer.concat([pdf, Buffer.alloc(uploads.proof.maxBytes - pdf.length, 0x20)]);
    const response = await upload(claire, placed.order.reference, multipart(exact));
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses a .pdf holding text, by its content (415)', async () => {
    const placed = await newBankOrder();
    const response = await upload(claire, placed.order.reference, multipart(Buffer.from('just some text, not a receipt\n'), 'receipt.pdf', 'application/pdf'));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'proof_type_not_allowed' });
    const empty = await upload(claire, placed.order.reference, multipart(Buffer.alloc(0)));
    expect(empty.statusCode).toBe(415);
  });

  it('answers 400 without a `file` part, or for a body that is not multipart', async () => {
    const placed = await newBankOrder();
    const wrongField = await upload(claire, placed.order.reference, multipart(pdf, 'r.pdf', 'application/pdf', 'document'));
    expect(wrongField.statusCode).toBe(400);
    const json = await test.app.inject({ method: 'POST', url: `/api/orders/${placed.order.reference}/proof`, headers: { authorization: claire.bearer }, payload: { file: 'x' } });
    expect(json.statusCode).toBeGreaterThanOrEqual(400);
    expect(json.statusCode).toBeLessThan(500);
  });

  it('is not found for another account’s order, an unknown reference or a card order', async () => {
    const placed = await newBankOrder();
    expect((await upload(bob, placed.order.reference)).json()).toMatchObject({ code: 'order_not_found' });
    expect((await upload(claire, 'CIC-NOPE123')).statusCode).toBe(404);
    const card = await paidBooking(test, claire, tourId, dayAhead(31));
    expect((await upload(claire, card.order.reference)).statusCode).toBe(404);
  });

  it('is a 409 once the order is paid or expired', async () => {
    const paid = await newBankOrder();
    expect((await confirm(adam, paid.order.reference)).statusCode).toBe(200);
    const afterPaid = await upload(claire, paid.order.reference);
    expect(afterPaid.statusCode).toBe(409);
    expect(afterPaid.json()).toMatchObject({ code: 'order_not_awaiting_payment' });

    const expired = await newBankOrder();
    await test.app.services.orders.expireDueOrders(new Date(Date.now() + 400 * 86_400_000));
    expect((await upload(claire, expired.order.reference)).statusCode).toBe(409);
  });

  it('asks visitors to log in (401)', async () => {
    const placed = await newBankOrder();
    const response = await upload(null, placed.order.reference);
    expect(response.statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: `/api/orders/${placed.order.reference}/proofs` })).statusCode).toBe(401);
  });

  it('keeps at most 10 proofs per order', async () => {
    const placed = await newBankOrder();
    for (let index = 0; index < proofsPerOrder; index += 1) expect((await upload(claire, placed.order.reference)).statusCode).toBe(201);
    const eleventh = await upload(claire, placed.order.reference);
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({ code: 'proof_limit_reached', message: 'This order already has 10 proofs of payment.' });
  });
});

describe('proof storage failures', () => {
  it('deletes the stored file when its row cannot be written', async () => {
    const placed = await newBankOrder();
    const files = diskFileStore(`${test.config.dataDir}/private`);
    const deleted: string[] = [];
    const spied = { ...files, delete: async (key: string) => (deleted.push(key), files.delete(key)) };
    // A database whose transaction fails after the file is stored.
    const failing = new Proxy(test.db, { get: (target, key) => (key === 'transaction' ? () => Promise.reject(new Error('insert failed')) : Reflect.get(target, key)) }) as Database;
    await expect(proofService(failing, { files: spied }).upload(claire.id, placed.order.reference, pdf)).rejects.toThrow('insert failed');
    expect(deleted).toHaveLength(1);
    expect(await files.get(deleted[0] ?? '')).toBeNull();
  });

  it('says the upload failed (502) when the store refuses the file', async () => {
    const placed = await newBankOrder();
    const broken = { kind: 'disk' as const, put: vi.fn(() => Promise.reject(new Error('disk full'))), putFile: vi.fn(), get: vi.fn(), delete: vi.fn() };
    await expect(proofService(test.db, { files: broken }).upload(claire.id, placed.order.reference, pdf)).rejects.toMatchObject({ code: 'proof_upload_failed', status: 502 });
    expect(await test.db.select().from(paymentProof).where(eq(paymentProof.orderId, placed.orderId))).toEqual([]);
  });
});

describe('back office: bank transfers', () => {
  it('lists the waiting transfers oldest first, with customer, amount and proof links', async () => {
    const older = await newBankOrder();
    const newer = await newBankOrder(bob);
    await upload(bob, newer.order.reference);
    const response = await waitingList(adam);
    expect(response.statusCode).toBe(200);
    const transfers = response.json<{ transfers: WaitingTransfer[] }>().transfers;
    const references = transfers.map((transfer) => transfer.reference);
    expect(references.indexOf(older.order.reference)).toBeLessThan(references.indexOf(newer.order.reference));
    const row = transfers.find((transfer) => transfer.reference === newer.order.reference);
    expect(row).toMatchObject({ customer: { email: bob.email }, amount: newer.order.grandTotal, currency: 'EUR' });
    expect(row?.proofs).toHaveLength(1);
    expect(row?.proofs[0]?.url).toBe(`/api/orders/${newer.order.reference}/proofs/${row?.proofs[0]?.id}`);
    expect((await test.app.inject({ method: 'GET', url: row?.proofs[0]?.url ?? '', headers: { authorization: adam.bearer } })).statusCode).toBe(200);
  });

  it('is for admins only: 401 for visitors, 403 for customers', async () => {
    const placed = await newBankOrder();
    expect((await waitingList(null)).statusCode).toBe(401);
    expect((await waitingList(claire)).statusCode).toBe(403);
    expect((await confirm(null, placed.order.reference)).statusCode).toBe(401);
    expect((await confirm(claire, placed.order.reference)).statusCode).toBe(403);
  });

  it('confirming pays the order: bookings pending, a mission, one bank payment event, the confirmation mail', async () => {
    const placed = await newBankOrder();
    const response = await confirm(adam, placed.order.reference.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reference: placed.order.reference });
    const [order] = await test.db.select().from(customerOrder).where(eq(customerOrder.id, placed.orderId));
    expect(order?.status).toBe('paid');
    expect(order?.paidAt).toBeInstanceOf(Date);
    const [row] = await test.db.select().from(booking).where(eq(booking.orderId, placed.orderId));
    expect(row?.status).toBe('pending');
    expect(await test.db.select().from(mission).where(eq(mission.bookingId, placed.id))).toHaveLength(1);
    expect(await test.db.select().from(paymentEvent).where(and(eq(paymentEvent.orderId, placed.orderId), eq(paymentEvent.provider, 'bank')))).toEqual([
      expect.objectContaining({ eventId: `admin:${placed.orderId}`, type: 'payment_received_by_admin' }),
    ]);
    const mails = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, claire.email), eq(mailOutbox.template, 'booking-confirmed')));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    // No longer in the list.
    const transfers = (await waitingList(adam)).json<{ transfers: WaitingTransfer[] }>().transfers;
    expect(transfers.some((transfer) => transfer.reference === placed.order.reference)).toBe(false);
  });

  it('lists what each waiting order bought: its tours, or its gift card by value and occasion', async () => {
    const tourOrder = await newBankOrder();
    const gift = await giftCardWithOrder(test.db, test.app.services.giftCards, { paid: false, valueEurCents: 120_00, card: { occasion: 'christmas' } });
    const transfers = (await waitingList(adam)).json<{ transfers: WaitingTransfer[] }>().transfers;
    expect(transfers.find((transfer) => transfer.reference === tourOrder.order.reference)?.items).toEqual({ tours: 1, giftCards: [] });
    const [giftOrder] = await test.db.select({ reference: customerOrder.reference }).from(customerOrder).where(eq(customerOrder.id, gift.orderId));
    expect(transfers.find((transfer) => transfer.reference === giftOrder?.reference)?.items).toEqual({ tours: 0, giftCards: [{ valueEurCents: 120_00, occasion: 'christmas' }] });
  });

  it('first come, first served: 10 confirmations at once pay once, mail once, the others 409', async () => {
    const other = await userWithSession(test.app, test.db);
    const placed = await newBankOrder(other);
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(adam, placed.order.reference)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 9 }, () => 409)]);
    expect(responses.find((response) => response.statusCode === 409)?.json()).toMatchObject({ code: 'transfer_already_confirmed' });
    const mails = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, other.email), eq(mailOutbox.template, 'booking-confirmed')));
    expect(mails).toHaveLength(1);
    expect(await test.db.select().from(paymentEvent).where(eq(paymentEvent.orderId, placed.orderId))).toHaveLength(1);
    // One line in the admin action log: the refused confirmations rolled theirs back.
    expect(await test.db.select().from(adminAction).where(eq(adminAction.subjectId, placed.orderId))).toEqual([
      expect.objectContaining({
        adminUserId: adam.id,
        action: 'bank_transfer.confirmed',
        subjectType: 'order',
        detail: { orderReference: placed.order.reference },
        before: { status: 'awaiting_payment', paidAt: null },
        after: { status: 'paid', paidAt: expect.any(String) },
      }),
    ]);
  });

  it('refuses an expired order (409), an unknown one (404) and a card order (404)', async () => {
    const expired = await newBankOrder();
    await test.db.update(customerOrder).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(customerOrder.id, expired.orderId));
    await test.app.services.orders.expireDueOrders();
    const response = await confirm(adam, expired.order.reference);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'order_not_awaiting_payment' });
    expect((await confirm(adam, 'CIC-NOPE123')).statusCode).toBe(404);
    const card = await paidBooking(test, claire, tourId, dayAhead(32));
    expect((await confirm(adam, card.order.reference)).statusCode).toBe(404);
  });
});
