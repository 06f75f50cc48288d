import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreatedOrderAnswer } from '@cicerone/core/contracts/orders';
import { roles } from '@cicerone/core/roles';
import { appUser, mailOutbox } from '@cicerone/db/schema/accounts';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { createTour } from '../../test/catalog-factory.ts';
import { signWebhook, testSignatureHeader, webhookSigningKey } from '../payments/webhook-signature.ts';
import { credit } from '../coins/coin-ledger.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let tourId: number;

/** A day a month ahead, always bookable. */
const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

const item = () => ({
  tourId,
  duration: '4h',
  day,
  startTime: '10:00',
  travellers: { adults: 2, children: 0, infants: 0 },
  guideLanguage: 'en_US',
  meetingPoint: 'Hall de l’hôtel Lutetia',
  contact: { name: 'Ada Traveller', email: 'contact@example.com', phone: '+33 6 12 34 56 78' },
});

beforeAll(async () => {
  test = await createTestApp();
  tourId = (await createTour(test.db, { titles: { en_US: 'Paris by night', fr_FR: 'Paris la nuit' }, basePriceCents: 10_000, durations: ['4h'] })).id;
  await test.db.insert(tourAvailability).values({ tourId, groupsPerDay: 100 });
});
afterAll(() => test.close());

async function buyer(locale: string): Promise<TestUser> {
  const user = await userWithSession(test.app, test.db);
  await test.db.update(appUser).set({ locale }).where(eq(appUser.id, user.id));
  return user;
}

async function confirmations(email: string) {
  return test.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'booking-confirmed')));
}

async function orderOf(reference: string) {
  const [order] = await test.db.select().from(customerOrder).where(eq(customerOrder.reference, reference));
  if (!order) throw new Error(`no order ${reference}`);
  const bookings = await test.db.select({ reference: booking.reference }).from(booking).where(eq(booking.orderId, order.id));
  return { order, bookings };
}

function webhook(paymentId: string, amount: number, eventId: string) {
  const rawBody = JSON.stringify({ eventId, type: 'payment_succeeded', paymentId, amount, currency: 'EUR', occurredAt: new Date().toISOString() });
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/webhooks/test',
    payload: rawBody,
    headers: { 'content-type': 'application/json', [testSignatureHeader]: signWebhook(rawBody, webhookSigningKey(test.config.secret)) },
  });
}

describe('booking confirmation e-mail', () => {
  it('is written once when the card webhook pays the order, in the buyer’s language, even when the webhook comes twice', async () => {
    const user = await buyer('fr_FR');
    const response = await test.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: user.bearer }, payload: { paymentMethod: 'card', currency: 'EUR', items: [item()] } });
    expect(response.statusCode).toBe(201);
    const { order, bookings } = await orderOf(response.json<CreatedOrderAnswer>().reference);
    expect(await confirmations(user.email)).toHaveLength(0);

    const eventId = `evt_${randomUUID()}`;
    expect((await webhook(order.paymentId ?? '', order.grandTotal, eventId)).statusCode).toBe(200);
    expect((await webhook(order.paymentId ?? '', order.grandTotal, eventId)).statusCode).toBe(200);
    // Another event id for the same success: the order is already paid, so no second mail either.
    expect((await webhook(order.paymentId ?? '', order.grandTotal, `evt_${randomUUID()}`)).statusCode).toBe(200);

    const mails = await confirmations(user.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.locale).toBe('fr_FR');
    expect(mail?.subject).toBe(`Votre réservation est confirmée (${order.reference})`);
    expect(bookings).toHaveLength(1);
    for (const fact of [bookings[0]?.reference ?? '?', 'Paris la nuit', 'Hall de l’hôtel Lutetia', 'Durée : 4 heures', '2 voyageurs', 'Bonjour Test', `/fr_FR/EUR/bookings`]) {
      expect(mail?.text).toContain(fact);
    }
    expect(mail?.text).toMatch(/Total : 100,00\s€/);
    expect(mail?.text).not.toContain('Paris by night');
  });

  it('is not written for an order still awaiting its bank transfer', async () => {
    const user = await buyer('de_DE');
    const response = await test.app.inject({ method: 'POST', url: '/api/orders', headers: { authorization: user.bearer }, payload: { paymentMethod: 'bank_transfer', currency: 'EUR', items: [item()] } });
    expect(response.statusCode).toBe(201);
    expect(await confirmations(user.email)).toHaveLength(0);
  });

  it('is written for an order paid at once with coins, with the English tour title and meeting point when the language has none', async () => {
    const user = await buyer('de_DE');
    await test.db.transaction((tx) => credit(tx, user.id, 50_000, { reason: 'gift_card' }));
    const created = await test.app.services.orders.createOrder(
      { id: user.id, sessionId: 'test', role: roles.customer, isPro: false, status: null, firstName: 'Test', lastName: 'Buyer', coins: 50_000, emailVerified: true },
      {
        items: [{ tourId, duration: '4h', day, startTime: '11:00', adults: 1, children: 0, infants: 0, guideLanguage: 'en_US', contactName: 'Ada', contactEmail: 'ada@example.com', contactPhone: '+33 6 12 34 56 78' }],
        paymentMethod: 'card',
        currency: 'EUR',
        useMaxCoins: true,
        locale: 'en_US',
      },
    );
    expect(created).toMatchObject({ status: 'paid', grandTotal: 0 });
    const mails = await confirmations(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe('de_DE');
    expect(mails[0]?.subject).toBe(`Ihre Buchung ist bestätigt (${created.reference})`);
    // No German title: the English one stands in.
    expect(mails[0]?.text).toContain('Paris by night');
    // No meeting point given: the tour's, as its page says it (in English here, like the title).
    expect(mails[0]?.text).toContain('Treffpunkt: At the fountain');
    expect(mails[0]?.text).toContain('/de_DE/EUR/bookings');
  });
});
