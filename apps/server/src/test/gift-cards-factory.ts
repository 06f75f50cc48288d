import { randomBytes } from 'node:crypto';
import type { Database } from '@cicerone/db/client';
import { customerOrder } from '@cicerone/db/schema/orders';
import type { GiftCardService, NewGiftCard } from '../features/gift-cards/gift-card-service.ts';
import { insertUser } from './accounts-factory.ts';

/**
 * Gift cards with their order, as the purchase will make them: an order for the card's value (EUR,
 * by card or bank transfer) and an unpaid card issued through the gift-card service; `paid` then
 * pays the order and moves the card as the payment does. Until the purchase flow exists, the order
 * row is written here.
 */
export interface TestGiftCard {
  id: string;
  /** The claim code, as the recipient's e-mail carries it. */
  code: string;
  orderId: string;
  valueEurCents: number;
}

export async function giftCardWithOrder(
  db: Database,
  giftCards: GiftCardService,
  { paid = true, valueEurCents = 50_00, buyerId, card = {} }: { paid?: boolean; valueEurCents?: number; buyerId?: string; card?: Partial<NewGiftCard> } = {},
): Promise<TestGiftCard> {
  const userId = buyerId ?? (await insertUser(db)).id;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(customerOrder)
      .values({
        reference: `CIC-T${randomBytes(5).toString('hex').toUpperCase()}`,
        userId,
        locale: 'en_US',
        currency: 'EUR',
        rate: '1',
        subtotal: valueEurCents,
        grandTotal: valueEurCents,
        paymentMethod: paid ? 'card' : 'bank_transfer',
        status: paid ? 'paid' : 'awaiting_payment',
        paidAt: paid ? new Date() : null,
      })
      .returning({ id: customerOrder.id });
    if (!order) throw new Error('no order written');
    const { id, code } = await giftCards.issue(tx, {
      orderId: order.id,
      valueEurCents,
      occasion: 'birthday',
      recipientName: 'Ada',
      recipientEmail: 'ada@example.com',
      senderFirstName: 'Grace',
      senderLastName: 'Hopper',
      message: 'Happy birthday!',
      language: 'en_US',
      sendAt: new Date(),
      ...card,
    });
    if (paid) await giftCards.orderPaid(tx, order.id, 'payment_succeeded');
    return { id, code, orderId: order.id, valueEurCents };
  });
}

/** `count` paid cards of `valueEurCents` each. */
export async function paidGiftCards(db: Database, giftCards: GiftCardService, count: number, valueEurCents = 50_00): Promise<TestGiftCard[]> {
  const buyer = await insertUser(db);
  const cards: TestGiftCard[] = [];
  for (let index = 0; index < count; index += 1) cards.push(await giftCardWithOrder(db, giftCards, { buyerId: buyer.id, valueEurCents }));
  return cards;
}
