import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { testPayment } from '@cicerone/db/schema/test-payments';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { bankBooking, bookableTour, dayAhead, paidBooking } from '../../test/orders-factory.ts';
import { balance } from '../coins/coin-ledger.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;
let admin: TestUser;
let traveller: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await bookableTour(test.db)).id;
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  traveller = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const asAdmin = () => ({ authorization: admin.bearer });
const post = (id: string, what: 'cancel' | 'change' | 'resend', payload: object) => test.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/${what}`, headers: asAdmin(), payload });
const auditOf = (id: string) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'booking'), eq(adminAction.subjectId, id)));
const coinRefunds = async (userId: string) =>
  ((await test.db.execute(sql`select amount from coin_entry where user_id = ${userId} and reason = 'refund'`)) as unknown as { rows: { amount: number }[] }).rows.map((row) => Number(row.amount));
const cardRefunds = async (paymentId: string | null) => (await test.db.select({ refunds: testPayment.refunds }).from(testPayment).where(eq(testPayment.paymentId, paymentId ?? '')))[0]?.refunds ?? [];

describe('the back office cancels a booking on the traveller’s behalf', () => {
  it('refunds the card share and the coins exactly once under 10 concurrent clicks, with one audit line and one history line', async () => {
    const paid = await paidBooking(test, traveller, tourId, dayAhead(40), { coins: 3_000 });
    expect(await balance(test.db, traveller.id)).toBe(0);

    const answers = await Promise.all(Array.from({ length: 10 }, () => post(paid.id, 'cancel', { reason: 'The traveller called: flight cancelled', refund: true })));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const done = answers.find((answer) => answer.statusCode === 200)?.json();
    expect(done).toMatchObject({ refund: { amount: paid.price, coins: 3_000 }, booking: { status: 'cancelled', cancellationReason: 'The traveller called: flight cancelled' } });

    expect((await cardRefunds(paid.order.paymentId)).map((refund) => refund.amount)).toEqual([paid.price]);
    expect(await coinRefunds(traveller.id)).toEqual([3_000]);
    expect(await balance(test.db, traveller.id)).toBe(3_000);

    const audit = await auditOf(paid.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminUserId: admin.id, action: 'booking.cancelled', before: { status: 'pending', cancellationReason: null }, after: { status: 'cancelled', cancellationReason: 'The traveller called: flight cancelled' } });

    const page = (await test.app.inject({ url: `/api/admin/bookings/${paid.reference}`, headers: asAdmin() })).json();
    expect(page.history.map((line: { event: string; by: { id: string } | null }) => [line.event, line.by?.id ?? null])).toEqual([
      ['order_placed', traveller.id],
      ['payment_succeeded', null],
      ['cancelled_by_admin', admin.id],
    ]);
  });

  it('cancels without a refund when the admin says so, even inside the free window', async () => {
    const paid = await paidBooking(test, traveller, tourId, dayAhead(41));
    const answer = await post(paid.id, 'cancel', { reason: 'No-show agreed with the traveller', refund: false });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ refund: { amount: 0, coins: 0 } });
    expect(await cardRefunds(paid.order.paymentId)).toEqual([]);
    expect(await auditOf(paid.id)).toHaveLength(1);
  });

  it('shows the traveller the booking cancelled', async () => {
    const paid = await paidBooking(test, traveller, tourId, dayAhead(42));
    await post(paid.id, 'cancel', { reason: 'Guide ill, refunded', refund: true });
    const mine = (await test.app.inject({ url: '/api/me/bookings', headers: { authorization: traveller.bearer } })).json<{ bookings: { id: string; status: string }[] }>();
    expect(mine.bookings.find((row) => row.id === paid.id)?.status).toBe('cancelled');
  });
});

describe('the back office changes a booking', () => {
  it('moves the day and meeting point under the tour’s rules, with one audit line and a mail to the traveller', async () => {
    const paid = await paidBooking(test, traveller, tourId, dayAhead(50));
    const answer = await post(paid.id, 'change', { day: dayAhead(52), meetingPoint: 'Hotel lobby, Via Roma 1' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ booking: { day: dayAhead(52), meetingPoint: 'Hotel lobby, Via Roma 1' } });
    const audit = await auditOf(paid.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'booking.changed', before: { day: dayAhead(50), meetingPoint: paid.meetingPoint }, after: { day: dayAhead(52), meetingPoint: 'Hotel lobby, Via Roma 1' } });
    const mails = await test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, traveller.email), eq(mailOutbox.template, 'booking-changed')));
    expect(mails).toHaveLength(1);
  });

  it('refuses a day the traveller could not book either (in the past), changing nothing', async () => {
    const paid = await paidBooking(test, traveller, tourId, dayAhead(53));
    const answer = await post(paid.id, 'change', { day: dayAhead(-2) });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(await auditOf(paid.id)).toEqual([]);
  });
});

describe('the back office sends documents again', () => {
  it('mails the voucher, the invoice and the confirmation, one audit line each', async () => {
    const reader = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, reader, tourId, dayAhead(60));
    for (const document of ['voucher', 'invoice', 'confirmation'] as const) expect((await post(paid.id, 'resend', { document })).statusCode).toBe(200);
    const mails = await test.db.select({ template: mailOutbox.template, attachments: mailOutbox.attachments }).from(mailOutbox).where(eq(mailOutbox.toAddress, reader.email));
    expect(mails.filter((mail) => mail.template === 'booking-document').map((mail) => mail.attachments[0]?.kind)).toEqual(['voucher', 'invoice']);
    expect(mails.filter((mail) => mail.template === 'booking-confirmed')).toHaveLength(2);
    expect((await auditOf(paid.id)).map((line) => line.action).sort()).toEqual(['booking.confirmation_resent', 'booking.invoice_resent', 'booking.voucher_resent']);
  });

  it('refuses the invoice of an order not paid yet', async () => {
    const waiting = await bankBooking(test, traveller, tourId, dayAhead(61));
    expect((await post(waiting.id, 'resend', { document: 'invoice' })).json()).toMatchObject({ code: 'invoice_not_available' });
    expect(await auditOf(waiting.id)).toEqual([]);
  });
});

describe('the back office finds bookings', () => {
  it('by booking or order reference, e-mail, status, day range and tour words', async () => {
    const someone = await userWithSession(test.app, test.db);
    const paid = await paidBooking(test, someone, tourId, dayAhead(70));
    const waiting = await bankBooking(test, someone, tourId, dayAhead(71));
    const find = async (query: string) => (await test.app.inject({ url: `/api/admin/bookings?${query}`, headers: asAdmin() })).json<{ bookings: { id: string }[]; totalItems: number }>();
    expect((await find(`q=${paid.reference.toLowerCase()}`)).bookings.map((row) => row.id)).toEqual([paid.id]);
    expect((await find(`q=${waiting.order.reference}`)).bookings.map((row) => row.id)).toEqual([waiting.id]);
    expect((await find(`q=${someone.email.toUpperCase()}`)).bookings.map((row) => row.id)).toEqual([waiting.id, paid.id]);
    expect((await find(`q=${someone.email}&status=waiting-payment`)).bookings.map((row) => row.id)).toEqual([waiting.id]);
    expect((await find(`q=${someone.email}&from=${dayAhead(70)}&to=${dayAhead(70)}`)).bookings.map((row) => row.id)).toEqual([paid.id]);
    expect((await find(`q=${someone.email}&sort=start&dir=asc`)).bookings.map((row) => row.id)).toEqual([paid.id, waiting.id]);
    expect((await find(`tourId=${tourId}&from=${dayAhead(71)}&to=${dayAhead(71)}`)).totalItems).toBe(1);
    expect((await find('status=nonsense')).bookings).toBeUndefined();
  });
});
