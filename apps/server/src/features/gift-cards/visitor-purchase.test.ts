import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { customerOrder } from '@cicerone/db/schema/orders';
import { userWithSession } from '../../test/accounts-factory.ts';
import { createTestApp } from '../../test/app.ts';
import { errorCodeOf } from '../../test/app-errors.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const sameOrigin = { 'sec-fetch-site': 'same-origin' };
const fresh = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;
const purchase = (overrides: Record<string, unknown> = {}) => ({
  amount: 40_00,
  currency: 'EUR',
  paymentMethod: 'card',
  occasion: 'congratulations',
  recipientEmail: fresh('friend'),
  buyerEmail: fresh('visitor'),
  senderFirstName: 'Vera',
  senderLastName: 'Visitor',
  message: 'Enjoy!',
  sendAt: 'now',
  ...overrides,
});

/** POST /api/gift-cards as a visitor, with their cart cookie when they have one. */
const buyAsVisitor = (body: Record<string, unknown>, cartId?: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/gift-cards', headers: { ...sameOrigin, ...headers }, ...(cartId ? { cookies: { cart_id: cartId } } : {}), payload: body });

async function orderOf(reference: string) {
  const [order] = await test.db.select().from(customerOrder).where(eq(customerOrder.reference, reference));
  if (!order) throw new Error(`no order ${reference}`);
  const cards = await test.db.select().from(giftCard).where(eq(giftCard.orderId, order.id));
  return { order, cards };
}
const mailsTo = (address: string) => test.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

describe('a visitor buys a gift card (issue 14 §1)', () => {
  it('needs the e-mail the receipt goes to, then places the order under their visitor cookie, without an account', async () => {
    const refused = await buyAsVisitor(purchase({ buyerEmail: undefined }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation_failed' });

    const body = purchase();
    const placed = await buyAsVisitor(body);
    expect(placed.statusCode, placed.body).toBe(201);
    const cookie = placed.cookies.find((one) => one.name === 'cart_id');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const { order, cards } = await orderOf(placed.json().reference);
    expect(order).toMatchObject({ userId: null, visitorId: cookie?.value, buyerEmail: body.buyerEmail, status: 'awaiting_payment' });
    expect(cards).toMatchObject([{ status: 'unpaid', senderFirstName: 'Vera' }]);

    // A visitor who has a cart already buys under the same cookie: no new one is given.
    const again = await buyAsVisitor(purchase(), cookie?.value);
    expect(again.statusCode).toBe(201);
    expect((await orderOf(again.json().reference)).order.visitorId).toBe(cookie?.value);
  });

  it('paid by card: the receipt goes to the visitor’s e-mail (no account to link to), the card to its recipient', async () => {
    const body = purchase();
    const placed = (await buyAsVisitor(body)).json();
    const { order } = await orderOf(placed.reference);
    const paid = await test.app.services.paymentEvents.handleProviderEvents('test', [
      { eventId: `evt_${placed.reference}`, type: 'payment_succeeded', paymentId: order.paymentId as string, amount: order.grandTotal, currency: order.currency, occurredAt: new Date() },
    ]);
    expect(paid).toEqual(['paid']);
    expect((await orderOf(placed.reference)).cards).toMatchObject([{ status: 'unredeemed', sentAt: expect.any(Date) }]);
    const receipts = await mailsTo(body.buyerEmail);
    expect(receipts.map((row) => row.template)).toEqual(['gift-card-copy']);
    expect(receipts[0]?.text).not.toContain('/my-gift-cards');
    expect(receipts[0]?.text).toContain(placed.reference);
    expect((await mailsTo(body.recipientEmail)).map((row) => row.template)).toEqual(['gift-card-received']);
  });

  it('an attacker sees and pays no other visitor’s order: not by another cookie, an account, nor the same idempotency key', async () => {
    const victim = randomUUID();
    const placed = (await buyAsVisitor(purchase({ paymentMethod: 'card' }), victim, { 'idempotency-key': 'shared-key-1' })).json();
    const { checkout, orders, giftCards } = test.app.services;
    expect(await checkout.order({ visitorId: victim }, placed.reference)).toMatchObject({ reference: placed.reference });

    const attacker = randomUUID();
    expect(await checkout.order({ visitorId: attacker }, placed.reference)).toBeNull();
    expect(await checkout.ownOrder({ visitorId: attacker }, placed.reference)).toBeNull();
    expect(await errorCodeOf(orders.changePaymentMethod({ visitorId: attacker }, placed.reference, 'bank_transfer'))).toBe('order_not_found');
    expect((await giftCards.mine.list({ visitorId: attacker })).giftCards).toEqual([]);
    expect((await giftCards.mine.list({ visitorId: victim })).giftCards).toHaveLength(1);

    // The same key from another visitor names another order, never the victim's (nor its client secret).
    const replay = await buyAsVisitor(purchase(), attacker, { 'idempotency-key': 'shared-key-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().reference).not.toBe(placed.reference);
    expect(replay.json().clientSecret).not.toBe(placed.clientSecret);

    // An account sees no visitor's order through the API either.
    const user = await userWithSession(test.app, test.db);
    expect((await test.app.inject({ url: `/api/orders/${placed.reference}`, headers: { authorization: user.bearer } })).statusCode).toBe(404);
    expect(await checkout.order({ userId: user.id }, placed.reference)).toBeNull();
    expect((await test.app.inject({ url: '/api/me/gift-cards', headers: { authorization: user.bearer } })).json()).toEqual({ giftCards: [] });
  });

  it('a visitor’s bank transfer is on the admins’ screen with the visitor’s e-mail, and the back office finds the card by it', async () => {
    const body = purchase({ paymentMethod: 'bank_transfer' });
    const placed = (await buyAsVisitor(body)).json();
    const waiting = await test.app.services.bankTransfers.waiting();
    expect(JSON.stringify(waiting)).toContain(placed.reference);
    expect(JSON.stringify(waiting)).toContain(body.buyerEmail);
    const admin = await userWithSession(test.app, test.db, { role: roles.admin });
    const found = await test.app.inject({ url: `/api/admin/gift-cards?email=${encodeURIComponent(body.buyerEmail)}`, headers: { authorization: admin.bearer } });
    expect(found.statusCode, found.body).toBe(200);
    expect(JSON.stringify(found.json())).toContain(placed.reference);
  });

  it('the database holds an order to exactly one owner, and a visitor’s with an e-mail', async () => {
    const user = await userWithSession(test.app, test.db);
    const row = { reference: `CIC-T${randomUUID().slice(0, 6)}`, locale: 'en_US', currency: 'EUR', rate: '1', subtotal: 1000, grandTotal: 1000, paymentMethod: 'card' as const };
    const fails = async (values: Partial<typeof customerOrder.$inferInsert>) => {
      const outcome = await test.db.transaction(async (tx) => {
        await tx.execute(sql`savepoint owner_check`);
        const done = await tx.insert(customerOrder).values({ ...row, ...values }).then(
          () => 'inserted',
          (error: unknown) => String((error as { cause?: { message?: string } }).cause?.message ?? error),
        );
        await tx.execute(sql`rollback to savepoint owner_check`);
        return done;
      });
      return outcome;
    };
    expect(await fails({})).toContain('customer_order_owner_check');
    expect(await fails({ userId: user.id, visitorId: randomUUID(), buyerEmail: 'a@example.com' })).toContain('customer_order_owner_check');
    expect(await fails({ visitorId: randomUUID() })).toContain('customer_order_visitor_email_check');
  });
});
