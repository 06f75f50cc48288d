import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGiftCard, AdminGiftCards } from '@cicerone/core/contracts/admin-gift-cards';
import { roles } from '@cicerone/core/roles';
import { mailOutbox } from '@cicerone/db/schema/accounts';
import { adminAction } from '@cicerone/db/schema/admin';
import { giftCard } from '@cicerone/db/schema/gift-cards';
import { customerOrder } from '@cicerone/db/schema/orders';
import { createTestApp } from '../../test/app.ts';
import { insertUser, userWithSession, type TestUser } from '../../test/accounts-factory.ts';
import { giftCardWithOrder } from '../../test/gift-cards-factory.ts';

let test: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  test = await createTestApp();
  admin = await userWithSession(test.app, test.db, { role: roles.admin });
  customer = await userWithSession(test.app, test.db);
});
afterAll(() => test.close());

const card = (options: Parameters<typeof giftCardWithOrder>[2] = {}) => giftCardWithOrder(test.db, test.app.services.giftCards, options);
const list = (query: string, user = admin) => test.app.inject({ url: `/api/admin/gift-cards${query}`, headers: { authorization: user.bearer } });
const cancel = (id: string, user = admin, language = 'en_US') => test.app.inject({ method: 'POST', url: `/api/admin/gift-cards/${id}/cancel`, headers: { authorization: user.bearer, cookie: `lang=${language}` } });
const found = async (query: string) => {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminGiftCards>();
};

describe('GET /api/admin/gift-cards', () => {
  it('finds a card by its code typed in lower case without hyphen, shown masked with its order, buyer and recipient', async () => {
    const buyer = await insertUser(test.db);
    const { id, code } = await card({ buyerId: buyer.id, valueEurCents: 80_00, card: { occasion: 'wedding-day' } });
    await card();
    const result = await found(`?q=${code.toLowerCase().replace('-', '')}`);
    expect(result.totalItems).toBe(1);
    const [shown] = result.giftCards;
    expect(shown).toMatchObject({ id, code: `GC-…${code.slice(-3)}`, valueEurCents: 80_00, occasion: 'wedding-day', status: 'unredeemed', recipient: { name: 'Ada', email: 'ada@example.com' }, buyer: { email: buyer.email }, redeemed: null, cancelled: null });
    expect(shown?.orderReference).toMatch(/^CIC-/);
    // The back office never reads a code: nothing but its last characters leaves the server.
    expect(JSON.stringify(result)).not.toContain(code.slice(3));
  });

  it('finds the cards of a buyer’s or a recipient’s e-mail, any case, newest first', async () => {
    const recipient = `Friend.${randomUUID().slice(0, 6)}@Example.com`;
    const first = await card({ card: { recipientEmail: recipient } });
    const second = await card({ card: { recipientEmail: recipient } });
    expect((await found(`?q=${encodeURIComponent(recipient.toUpperCase())}`)).giftCards.map((row) => row.id)).toEqual([second.id, first.id]);

    const buyer = await insertUser(test.db);
    const bought = await card({ buyerId: buyer.id });
    expect((await found(`?q=${encodeURIComponent(buyer.email.toUpperCase())}`)).giftCards.map((row) => row.id)).toEqual([bought.id]);
    expect((await found('?q=nobody%40example.com')).giftCards).toEqual([]);
  });

  it('filters by status and pages by 20', async () => {
    const buyer = await insertUser(test.db);
    const unpaid = await card({ buyerId: buyer.id, paid: false });
    await card({ buyerId: buyer.id });
    const result = await found(`?q=${encodeURIComponent(buyer.email)}&status=unpaid`);
    expect(result.giftCards.map((row) => [row.id, row.status])).toEqual([[unpaid.id, 'unpaid']]);
    for (let index = 0; index < 21; index += 1) await card({ buyerId: buyer.id, paid: false });
    const second = await found(`?q=${encodeURIComponent(buyer.email)}&status=unpaid&page=2`);
    expect(second).toMatchObject({ totalItems: 22, totalPages: 2, currentPage: 2 });
    expect(second.giftCards).toHaveLength(2);
    expect((await list('?status=lost')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('', customer)).statusCode).toBe(403);
  });
});

describe('POST /api/admin/gift-cards/:id/cancel', () => {
  it('cancels an unpaid card through the machine, closes its order and logs who did it, in one transaction', async () => {
    const unpaid = await card({ paid: false });
    const response = await cancel(unpaid.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; giftCard: AdminGiftCard; orderClosed: boolean }>();
    expect(body).toMatchObject({ orderClosed: true, giftCard: { id: unpaid.id, status: 'cancelled', cancelled: { email: admin.email } } });
    expect(body.message).toBe(`Gift card ${body.giftCard.code} cancelled.`);

    const [order] = await test.db.select({ status: customerOrder.status }).from(customerOrder).where(eq(customerOrder.id, unpaid.orderId));
    expect(order?.status).toBe('expired');
    const log = await test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'gift_card'), eq(adminAction.subjectId, unpaid.id)));
    expect(log).toEqual([
      expect.objectContaining({ adminUserId: admin.id, action: 'gift_card.cancelled', detail: { code: body.giftCard.code, valueEurCents: unpaid.valueEurCents, orderReference: body.giftCard.orderReference, orderClosed: true }, before: { status: 'unpaid' }, after: { status: 'cancelled' } }),
    ]);
    expect(log[0]?.at).toBeInstanceOf(Date);

    // A second click finds it cancelled: refused, and nothing more is logged.
    const again = await cancel(unpaid.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'gift_card_not_cancellable' });
    expect(await test.db.select().from(adminAction).where(eq(adminAction.subjectId, unpaid.id))).toHaveLength(1);
  });

  it('refuses a paid card (409, in the admin’s language) and changes nothing', async () => {
    const paid = await card();
    const response = await cancel(paid.id, admin, 'fr_FR');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'gift_card_not_cancellable', message: 'Seule une carte cadeau pas encore payée peut être annulée.' });
    const [row] = await test.db.select({ status: giftCard.status }).from(giftCard).where(eq(giftCard.id, paid.id));
    expect(row?.status).toBe('unredeemed');
    expect(await test.db.select().from(adminAction).where(eq(adminAction.subjectId, paid.id))).toEqual([]);
  });

  it('refuses a card sharing its unpaid order with another card, leaving both and the order as they were', async () => {
    const first = await card({ paid: false });
    await test.db.transaction((tx) =>
      test.app.services.giftCards.issue(tx, { orderId: first.orderId, valueEurCents: 20_00, occasion: 'birthday', recipientEmail: 'b@example.com', senderFirstName: 'A', senderLastName: 'B', language: 'en_US', sendAt: new Date() }),
    );
    const response = await cancel(first.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'gift_card_not_alone_in_order' });
    const rows = await test.db.select({ status: giftCard.status }).from(giftCard).where(eq(giftCard.orderId, first.orderId));
    expect(rows.map((row) => row.status)).toEqual(['unpaid', 'unpaid']);
  });

  it('answers 404 for an unknown card and 403 for a customer', async () => {
    expect((await cancel(randomUUID())).statusCode).toBe(404);
    const unpaid = await card({ paid: false });
    expect((await cancel(unpaid.id, customer)).statusCode).toBe(403);
  });
});

const resend = (id: string, user = admin) => test.app.inject({ method: 'POST', url: `/api/admin/gift-cards/${id}/resend`, headers: { authorization: user.bearer } });
const mailsTo = (email: string) => test.db.select({ template: mailOutbox.template }).from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'gift-card-received')));
const logOf = (id: string) => test.db.select().from(adminAction).where(and(eq(adminAction.subjectType, 'gift_card'), eq(adminAction.subjectId, id)));

describe('POST /api/admin/gift-cards/:id/resend', () => {
  it('sends a scheduled card now, then again once sent: one mail each, each logged with the admin in its transaction', async () => {
    const recipient = `friend.${randomUUID().slice(0, 8)}@example.com`;
    const paid = await card({ card: { recipientEmail: recipient, sendAt: new Date(Date.now() + 7 * 86_400_000) } });

    const first = await resend(paid.id);
    expect(first.statusCode, first.body).toBe(200);
    const sent = first.json<{ message: string; giftCard: AdminGiftCard; again: boolean }>();
    expect(sent).toMatchObject({ again: false, giftCard: { id: paid.id, status: 'unredeemed', sentAt: expect.any(String) } });
    expect(sent.message).toBe(`Gift card ${sent.giftCard.code} sent to ${recipient}.`);
    expect(await mailsTo(recipient)).toHaveLength(1);

    const second = await resend(paid.id);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ again: true, message: `Gift card ${sent.giftCard.code} sent again to ${recipient}.` });
    expect(await mailsTo(recipient)).toHaveLength(2);

    const log = await logOf(paid.id);
    expect(log.map((row) => row.action).sort()).toEqual(['gift_card.resent', 'gift_card.sent']);
    for (const row of log) {
      expect(row).toMatchObject({ adminUserId: admin.id, detail: { code: sent.giftCard.code, recipientEmail: recipient, orderReference: sent.giftCard.orderReference } });
      // When it went: never before the first send, the first send's time before the second.
      expect(row.after).toEqual({ sentAt: expect.any(String) });
      expect(row.before).toEqual({ sentAt: row.action === 'gift_card.sent' ? null : expect.any(String) });
      expect(row.at).toBeInstanceOf(Date);
    }
  });

  // Cards the back office has nothing to send for: one not paid yet, one a customer redeemed.
  const unpaid = () => card({ paid: false, card: { recipientEmail: `unpaid.${randomUUID().slice(0, 8)}@example.com` } });
  const redeemed = async () => {
    const paid = await card({ card: { recipientEmail: `redeemed.${randomUUID().slice(0, 8)}@example.com` } });
    await test.app.services.giftCards.redeem(customer.id, paid.code, { ip: '203.0.113.9' });
    return paid;
  };
  it.each([
    ['an unpaid card', unpaid, 'gift_card_not_paid'],
    ['a redeemed card', redeemed, 'gift_card_already_redeemed'],
  ] as const)('refuses %s (409 %s): nothing sent, nothing logged', async (_name, made, code) => {
    const refused = await made();
    const [row] = await test.db.select({ email: giftCard.recipientEmail }).from(giftCard).where(eq(giftCard.id, refused.id));
    const response = await resend(refused.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code });
    expect(await mailsTo(row?.email ?? '')).toEqual([]);
    expect(await logOf(refused.id)).toEqual([]);
  });

  it('answers 404 for an unknown card and 403 for a customer, even the buyer', async () => {
    expect((await resend(randomUUID())).statusCode).toBe(404);
    const own = await card({ buyerId: customer.id });
    expect((await resend(own.id, customer)).statusCode).toBe(403);
  });
});
