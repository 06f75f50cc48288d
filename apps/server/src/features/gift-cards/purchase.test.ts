import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { roles } from '@cicerone/core/roles';
import { userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import type { PaymentEvent, PaymentEventType } from '../payments/provider.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const xss = '<img src=x onerror=alert(1)>';
const inAWeek = () => {
  const at = new Date(Date.now() + 7 * 86_400_000);
  return { day: at.toISOString().slice(0, 10), time: '09:00', timeZone: 'Europe/London' };
};
const purchase = (overrides: Record<string, unknown> = {}) => ({
  amount: 50_00,
  currency: 'EUR',
  paymentMethod: 'card',
  occasion: 'birthday',
  recipientName: 'Giulia',
  recipientEmail: `giulia-${Math.random().toString(36).slice(2)}@example.com`,
  senderFirstName: 'Ada',
  senderLastName: 'Lovelace',
  message: 'A tour of Rome, on me.',
  language: 'it_IT',
  sendAt: 'now',
  ...overrides,
});

const buy = (user: TestUser, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { authorization: user.bearer, ...headers }, payload: body });

async function orderOf(reference: string) {
  const [order] = await test.db.select().from(customerOrder).where(eq(customerOrder.reference, reference));
  if (!order) throw new Error(`no order ${reference}`);
  const cards = await test.db.select().from(giftCard).where(eq(giftCard.orderId, order.id));
  return { order, cards };
}

const event = (type: PaymentEventType, order: { paymentId: string | null; grandTotal: number; currency: string }, eventId = `evt_${type}_${Math.random().toString(36).slice(2)}`): PaymentEvent => ({
  eventId,
  type,
  paymentId: order.paymentId as string,
  amount: order.grandTotal,
  currency: order.currency,
  occurredAt: new Date(),
});

const mailsTo = (address: string) => test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('POST /api/gift-cards', () => {
  it('places a card order like a tour’s: the card unpaid, its value fixed in EUR cents at the order’s rate, idempotent', async () => {
    const user = await userWithSession(test.app, test.db);
    const body = purchase({ currency: 'GBP', amount: 100_00, paymentMethod: 'bank_transfer' });
    const response = await buy(user, body, { 'idempotency-key': 'gift-card-key-1' });
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json();
    expect(answer).toMatchObject({ status: 'awaiting_payment', paymentMethod: 'bank_transfer', amounts: { currency: 'GBP', grandTotal: 100_00, coins: 0, discount: 0 }, bankDetails: { paymentReference: answer.reference } });
    const { order, cards } = await orderOf(answer.reference);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ status: 'unpaid', valueEurCents: Math.round(100_00 / Number(order.rate)), language: 'it_IT', recipientName: 'Giulia', sentAt: null });

    const again = await buy(user, body, { 'idempotency-key': 'gift-card-key-1' });
    expect(again.statusCode).toBe(200);
    expect(again.json().reference).toBe(answer.reference);
    expect((await orderOf(answer.reference)).cards).toHaveLength(1);

    const mine = await test.app.inject({ url: '/api/me/gift-cards', headers: { authorization: user.bearer } });
    expect(mine.json()).toEqual({ giftCards: [expect.objectContaining({ id: cards[0]?.id, state: 'unpaid', code: `GC-…${cards[0]?.codeLast}`, orderReference: answer.reference })] });
  });

  it('refuses coins, a discount code (and so a gift card’s coins) with a translated reason, and amounts outside 10 to 1,000 EUR', async () => {
    const user = await userWithSession(test.app, test.db);
    for (const paying of [{ coinsRequested: 500 }, { useMaxCoins: true }, { discountCode: 'WELCOME10' }]) {
      const refused = await buy(user, purchase(paying), { cookie: 'lang=fr_FR' });
      expect(refused.statusCode, JSON.stringify(paying)).toBe(400);
      expect(refused.json()).toEqual({ code: 'gift_card_payment_not_allowed', message: expect.stringContaining('carte cadeau se paie uniquement par carte ou par virement') });
    }
    for (const amount of [9_99, 1_000_01]) {
      const refused = await buy(user, purchase({ amount }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ code: 'gift_card_amount_out_of_range', message: 'Choose an amount between €10.00 and €1,000.00.' });
    }
    expect((await buy(user, purchase({ amount: 10_00 }))).statusCode).toBe(201);
    expect((await buy(user, purchase({ amount: 1_000_00 }))).statusCode).toBe(201);
    const tooFar = new Date(Date.now() + 370 * 86_400_000).toISOString().slice(0, 10);
    expect((await buy(user, purchase({ sendAt: { day: tooFar, time: '09:00', timeZone: 'Europe/Paris' } }))).json()).toMatchObject({ code: 'gift_card_send_at_invalid' });
    expect((await buy(user, purchase({ message: 'x'.repeat(501) }))).json()).toEqual({
      code: 'validation_failed',
      message: 'Message: The personal message is too long.',
      fields: [{ field: 'message', label: 'Message', message: 'The personal message is too long.' }],
    });
    expect((await buy(user, purchase({ price: 1 }))).statusCode).toBe(400);
  });
});

describe('paying a gift card', () => {
  it('the paying webhook 5 times shuffled with other events: one paid card, one delivery mail with the code, one receipt, no code in the outbox', async () => {
    const user = await userWithSession(test.app, test.db);
    const body = purchase({ recipientName: xss, senderFirstName: xss, message: xss });
    const placed = (await buy(user, body)).json();
    const { order } = await orderOf(placed.reference);
    const success = event('payment_succeeded', order, `evt_success_${placed.reference}`);
    const events = [success, success, event('payment_requires_action', order), success, event('payment_failed', order), success, success].sort(() => Math.random() - 0.5);
    const outcomes = (await Promise.all(events.map((one) => test.app.services.paymentEvents.handleProviderEvents('test', [one])))).flat();
    expect(outcomes.filter((outcome) => outcome === 'paid')).toHaveLength(1);
    await test.app.services.giftCards.deliverDue(new Date(Date.now() + 60_000));

    const { cards } = await orderOf(placed.reference);
    expect(cards).toMatchObject([{ status: 'unredeemed', sentAt: expect.any(Date) }]);
    const delivered = await mailsTo(body.recipientEmail);
    expect(delivered.map((row) => row.template)).toEqual(['gift-card-received']);
    expect(delivered[0]?.locale).toBe('it_IT');
    const receipts = (await mailsTo(user.email)).filter((row) => row.template === 'gift-card-copy');
    expect(receipts).toHaveLength(1);
    // The receipt links to the buyer's cards in their account: the page my-gift-cards, under the buyer's language and currency.
    expect(receipts[0]?.text).toMatch(/\/[a-z]{2}_[A-Z]{2}\/[A-Z]{3}\/my-gift-cards\b/);

    // The code: opened from the card, found in no outbox row, written into the mail only as it is sent.
    const code = test.app.services.giftCards.codeOf(cards[0] as { id: string; codeSealed: string });
    const leaks = (await test.db.execute(sql`select count(*)::int as n from mail_outbox where position(${code} in (subject || html || text || attachments::text)) > 0`)) as unknown as { rows: { n: number }[] };
    expect(Number(leaks.rows[0]?.n)).toBe(0);
    const sealed = test.app.services.mail;
    const row = delivered[0] as (typeof delivered)[number];
    const [file] = await sealed.attachmentsOf(row);
    expect(file?.filename).toBe(`cicerone-gift-card-${code}.pdf`);
    expect(row.html).not.toContain('<img src=x');
    expect(row.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('an order expired unpaid cancels its card, which is never delivered', async () => {
    const user = await userWithSession(test.app, test.db);
    const placed = (await buy(user, purchase())).json();
    await test.app.services.orders.expireDueOrders(new Date(Date.now() + 2 * 3_600_000));
    const { order, cards } = await orderOf(placed.reference);
    expect(order.status).toBe('expired');
    expect(cards).toMatchObject([{ status: 'cancelled', sentAt: null }]);
    await test.app.services.giftCards.deliverDue(new Date(Date.now() + 3 * 3_600_000));
    expect(await mailsTo(cards[0]?.recipientEmail as string)).toEqual([]);
  });

  it('an admin-confirmed transfer pays the card; a scheduled card goes at its time, once, however many passes run', async () => {
    const user = await userWithSession(test.app, test.db);
    const when = inAWeek();
    const body = purchase({ paymentMethod: 'bank_transfer', sendAt: when });
    const placed = (await buy(user, body)).json();
    const { order } = await orderOf(placed.reference);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    await test.app.services.bankTransfers.confirm(order.reference, admin.id);
    expect((await mailsTo(user.email)).map((row) => row.template)).toContain('gift-card-copy');
    expect((await test.app.inject({ url: '/api/me/gift-cards', headers: { authorization: user.bearer } })).json().giftCards[0]).toMatchObject({ state: 'scheduled' });

    expect(await test.app.services.giftCards.deliverDue(new Date())).toBe(0);
    const sendTime = (await orderOf(placed.reference)).cards[0]?.sendAt as Date;
    expect(await test.app.services.giftCards.deliverDue(new Date(sendTime.getTime() - 1000))).toBe(0);
    const passes = await Promise.all(Array.from({ length: 5 }, () => test.app.services.giftCards.deliverDue(new Date(sendTime.getTime() + 1000))));
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await mailsTo(body.recipientEmail as string)).toHaveLength(1);
  });
});

describe('PUT /api/me/gift-cards/{id}', () => {
  const change = (user: TestUser, id: string, payload: Record<string, unknown>) => test.app.inject({ method: 'PUT', url: `/api/me/gift-cards/${id}`, headers: { authorization: user.bearer }, payload });

  it('changes the recipient’s e-mail and sends now, resends a sent card (limited), and only the buyer may', async () => {
    const user = await userWithSession(test.app, test.db);
    const other = await userWithSession(test.app, test.db);
    const placed = (await buy(user, purchase({ sendAt: inAWeek(), paymentMethod: 'bank_transfer' }))).json();
    const { order, cards } = await orderOf(placed.reference);
    const id = cards[0]?.id as string;
    await test.db.transaction((tx) => test.app.services.giftCards.orderPaid(tx, order.id, 'payment_received_by_admin'));

    expect((await change(other, id, { sendNow: true })).statusCode).toBe(404);
    const sent = await change(user, id, { recipientEmail: 'New.Friend@Example.com', sendNow: true });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ state: 'sent', recipientEmail: 'new.friend@example.com' });
    expect(await mailsTo('new.friend@example.com')).toHaveLength(1);
    expect((await change(user, id, { sendNow: true })).statusCode).toBe(200);
    expect(await mailsTo('new.friend@example.com')).toHaveLength(2);
    expect((await change(user, id, { sendNow: true })).statusCode).toBe(200);
    const limited = await change(user, id, { sendNow: true });
    expect(limited.statusCode).toBe(429);
    expect(await mailsTo('new.friend@example.com')).toHaveLength(3);

    await test.db.update(giftCard).set({ status: 'redeemed', redeemedBy: other.id, redeemedAt: new Date() }).where(and(eq(giftCard.id, id)));
    expect((await change(user, id, { recipientEmail: 'x@example.com' })).json()).toMatchObject({ code: 'gift_card_already_redeemed' });
  });
});
