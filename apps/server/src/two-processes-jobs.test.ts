// Every background job runs in both processes, and each of its effects happens once (requirements §quality.processes):
// mail delivered once per outbox row, each unpaid order expired once, each ended booking completed once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { tourDayCapacity } from '@cicerone/db/schema/availability';
import { booking, customerOrder, mission } from '@cicerone/db/schema/orders';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { bookingDay, orderOf, payByCard, placeCardOrder, signUp } from './test/checkout-steps.ts';
import { bookableTour } from './test/orders-factory.ts';
import type { LogLine, ServerProcess } from './test/server-process.ts';
import { deliveries, jobPasses, needsPostgres, startTwoProcesses, until, type TwoProcesses } from './test/two-processes.ts';
import { visitor, type Visitor } from './test/visitor.ts';

const onPostgres = inject('testDatabase').kind === 'postgres';
let pair: TwoProcesses;
let buyer: Visitor;

beforeAll(async () => {
  if (!onPostgres) return;
  pair = await startTwoProcesses();
  buyer = visitor(pair.publicUrl, '203.0.113.20');
  await signUp(buyer, pair.a.origin, `jobs-${randomUUID().slice(0, 8)}@example.com`);
}, 180_000);
afterAll(() => pair?.close());

/** The log lines of a job pass that changed rows ('order-expiry-job' with its count), in one process. */
const passLines = (server: ServerProcess, job: string) => server.logs.filter((line: LogLine) => line.msg === job && typeof line['count'] === 'number');
/** How many rows a job changed in both processes together, by their logs. */
const changedByBoth = (job: string) => [pair.a, pair.b].flatMap((server) => passLines(server, job)).reduce((sum, line) => sum + Number(line['count']), 0);
/** The process of the i-th step: A, B, A, B… */
const alternate = (i: number) => (i % 2 === 0 ? pair.a : pair.b);

describe.skipIf(!onPostgres)(`the jobs of two server processes on one PostgreSQL (${onPostgres ? 'on' : needsPostgres})`, () => {
  it('sends each mail of the outbox once, whichever process wrote it', { timeout: 60_000 }, async () => {
    const emails = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(visitor(pair.publicUrl, `192.0.2.${i + 1}`), alternate(i).origin, `mail-${i}-${randomUUID().slice(0, 8)}@example.com`)));
    const rows = await pair.db.select({ id: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.toAddress, emails));
    expect(rows).toHaveLength(12);
    await until('every verification mail delivered', async () => (rows.every((row) => deliveries(pair, row.id) > 0) ? true : undefined), 20_000);
    // A few more passes of both jobs: nothing goes twice.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(rows.map((row) => deliveries(pair, row.id))).toEqual(rows.map(() => 1));
    // Each process logs the mails it sent: between them, each of the twelve once.
    const sentBy = (server: ServerProcess) => server.logs.filter((line) => line.msg === 'mail sent' && rows.some((row) => row.id === line['mailId'])).length;
    expect(sentBy(pair.a) + sentBy(pair.b)).toBe(12);
    for (const server of [pair.a, pair.b]) expect(await jobPasses(server, 'mail-job')).toBeGreaterThan(0);
  });

  it('e-mails each paid gift card once at its time, whichever process claims it', { timeout: 60_000 }, async () => {
    const week = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const recipients = Array.from({ length: 8 }, (_, i) => `gift-${i}-${randomUUID().slice(0, 8)}@example.com`);
    const references: string[] = [];
    for (const [i, recipientEmail] of recipients.entries()) {
      const body = { amount: 25_00, currency: 'EUR', paymentMethod: 'bank_transfer', occasion: 'thank-you', recipientEmail, senderFirstName: 'Ada', senderLastName: 'Lovelace', sendAt: { day: week, time: '10:00', timeZone: 'Europe/Paris' } };
      const response = await buyer.post(alternate(i).origin, '/api/gift-cards', body);
      expect(response.status, await response.clone().text()).toBe(201);
      references.push(((await response.json()) as { reference: string }).reference);
    }
    const orders = await pair.db.select({ id: customerOrder.id }).from(customerOrder).where(inArray(customerOrder.reference, references));
    const orderIds = orders.map((order) => order.id);
    // Paid (the transfer arrived) and their day came, which the test cannot wait for.
    await pair.db.update(customerOrder).set({ status: 'paid', paidAt: sql`now()` }).where(inArray(customerOrder.id, orderIds));
    await pair.db.update(giftCard).set({ status: 'unredeemed', sendAt: sql`now() - interval '1 minute'` }).where(inArray(giftCard.orderId, orderIds));
    await until('every card sent', async () => ((await pair.db.select({ sentAt: giftCard.sentAt }).from(giftCard).where(inArray(giftCard.orderId, orderIds))).every((card) => card.sentAt) ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const mails = await pair.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).where(inArray(mailOutbox.toAddress, recipients));
    expect(mails.map((mail) => mail.to).sort()).toEqual([...recipients].sort());
    expect(changedByBoth('gift-card-delivery-job')).toBe(8);
  });

  it('expires each unpaid order once and gives its slot back once', { timeout: 60_000 }, async () => {
    const tour = await bookableTour(pair.db);
    const references: string[] = [];
    for (let i = 0; i < 10; i += 1) references.push(await placeCardOrder(buyer, alternate(i).origin, tour.id));
    const held = async () => (await pair.db.select({ held: tourDayCapacity.held }).from(tourDayCapacity).where(and(eq(tourDayCapacity.tourId, tour.id), eq(tourDayCapacity.day, bookingDay))))[0]?.held;
    expect(await held()).toBe(10);
    // Thirty minutes pass for these orders (their payment deadline), which the test cannot wait for.
    await pair.db.update(customerOrder).set({ expiresAt: sql`now() - interval '1 minute'` }).where(inArray(customerOrder.reference, references));
    await until('every order expired', async () => ((await Promise.all(references.map((reference) => orderOf(buyer, alternate(1).origin, reference)))).every((order) => order.status === 'expired') ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await held()).toBe(0);
    expect(changedByBoth('order-expiry-job')).toBe(10);
    for (const server of [pair.a, pair.b]) expect(await jobPasses(server, 'order-expiry-job')).toBeGreaterThan(0);
  });

  it('completes each booking once its tour has ended', { timeout: 90_000 }, async () => {
    const tour = await bookableTour(pair.db);
    const references: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const reference = await placeCardOrder(buyer, alternate(i).origin, tour.id);
      await payByCard(buyer, alternate(i + 1).origin, reference, '4242 4242 4242 4242');
      references.push(reference);
    }
    const orders = await pair.db.select({ id: customerOrder.id }).from(customerOrder).where(inArray(customerOrder.reference, references));
    const orderIds = orders.map((order) => order.id);
    // The tours took place: they started five hours ago (a 4-hour tour has ended).
    await pair.db.update(booking).set({ startsAt: sql`now() - interval '5 hours'` }).where(inArray(booking.orderId, orderIds));
    await until('every booking completed', async () => ((await Promise.all(references.map((reference) => orderOf(buyer, alternate(0).origin, reference)))).every((order) => order.bookings.every((row) => row.status === 'completed')) ? true : undefined), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(changedByBoth('booking-completion-job')).toBe(4);
    const missions = await pair.db.select({ status: mission.status }).from(mission).innerJoin(booking, eq(booking.id, mission.bookingId)).where(inArray(booking.orderId, orderIds));
    expect(missions.map((row) => row.status)).toEqual(['finished', 'finished', 'finished', 'finished']);
    for (const server of [pair.a, pair.b]) expect(await jobPasses(server, 'booking-completion-job')).toBeGreaterThan(0);
  });
});
