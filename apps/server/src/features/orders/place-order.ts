import type { BankInformation } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import type { CreatedPayment } from '../payments/provider.ts';
import { orderIdForCheckout } from './checkout-key.ts';
import { bankInformationFor, cartAsOrderItems, findOwnOrder, type OrderRow } from './order-queries.ts';
import type { OrderOwner } from './order-reads.ts';
import { ownerOfBuyer, type GiftCardBuyer, type GiftCardItemInput, type GiftCardOrderChoices } from './gift-card-order.ts';
import type { CreatedOrder, CreateOrderInput, OrderItemInput, OrderService } from './order-service.ts';

/** What the buyer chose at checkout besides the items: never an amount, the server prices. */
export type OrderChoices = Omit<CreateOrderInput, 'items' | 'orderId' | 'cartItemIds'>;

export interface PlaceOptions {
  /** The same key from the same account names the same order: a double submit answers the first. */
  idempotencyKey?: string | undefined;
}

/** A placed order as both checkout doors answer it. */
export type PlacedOrder = Pick<OrderRow, 'id' | 'reference' | 'status' | 'paymentMethod' | 'currency' | 'subtotal' | 'discount' | 'coins' | 'coinsEurCents' | 'grandTotal' | 'expiresAt'> & {
  /** True when the idempotency key named an order placed before: this answer is that order's. */
  replayed: boolean;
  /** A card order awaiting payment: what the browser confirms the card with. */
  clientSecret?: string | undefined;
  /** A bank-transfer order: the company account it is paid into. */
  bank: BankInformation | null;
};

/**
 * THE checkout, behind POST /api/orders and the checkout page's form alike (docs/decisions/0012):
 * a key already used answers its order; a bank transfer needs the currency's account before any
 * slot is held or coin spent; the cart is read, priced, ordered and emptied in one transaction
 * (createOrder); and two submits with one key at the same moment both answer the order that won.
 */
export function orderPlacement(db: Database, orders: Pick<OrderService, 'createOrder' | 'createGiftCardOrder'>, paymentFor: (order: OrderRow) => Promise<CreatedPayment | null>) {
  async function answer(order: Omit<PlacedOrder, 'replayed' | 'bank'>, replayed: boolean, clientSecret: string | undefined): Promise<PlacedOrder> {
    const bank = order.paymentMethod === 'bank_transfer' ? await bankInformationFor(db, order.currency) : null;
    return { ...order, replayed, clientSecret, bank };
  }

  async function replay(order: OrderRow): Promise<PlacedOrder> {
    return answer(order, true, (await paymentFor(order))?.clientSecret);
  }

  /** Places what `create` orders under the key's order id, once per key and owner, after the bank-account check. */
  async function place(owner: OrderOwner, choices: Pick<OrderChoices, 'paymentMethod' | 'currency'>, options: PlaceOptions, create: (orderId: string | undefined) => Promise<CreatedOrder>): Promise<PlacedOrder> {
    // A visitor's keys live apart from every account's: the same key names another order.
    const keyOwner = 'userId' in owner ? owner.userId : `visitor:${owner.visitorId}`;
    const orderId = options.idempotencyKey ? orderIdForCheckout(keyOwner, options.idempotencyKey) : undefined;
    const earlier = orderId ? await findOwnOrder(db, owner, { id: orderId }) : null;
    if (earlier) return replay(earlier);
    // Requirements §errors 'bank information unavailable': refused before any slot is held or coin spent.
    if (choices.paymentMethod === 'bank_transfer' && !(await bankInformationFor(db, choices.currency))) throw new AppError('bank_information_unavailable');
    try {
      const created = await create(orderId);
      return answer(created, false, created.clientSecret);
    } catch (error) {
      // Two submits with one key at the same moment: the second's insert collides with the first's id and rolls back whole.
      const winner = orderId ? await findOwnOrder(db, owner, { id: orderId }) : null;
      if (!winner) throw error;
      return replay(winner);
    }
  }

  const placeItems = (user: SessionUser, items: OrderItemInput[], choices: OrderChoices, options: PlaceOptions) =>
    place({ userId: user.id }, choices, options, (orderId) => orders.createOrder(user, { ...choices, items, orderId }));

  return {
    /** An order with how to pay it now (after a payment-method change): its card payment or its bank account. */
    withPayment: async (order: OrderRow): Promise<PlacedOrder> => answer(order, false, (await paymentFor(order))?.clientSecret),
    /** Orders the buyer's cart; its items leave the cart with the order. */
    placeFromCart: (user: SessionUser, choices: OrderChoices, options: PlaceOptions = {}) =>
      place({ userId: user.id }, choices, options, async (orderId) => {
        const cart = await cartAsOrderItems(db, user.id);
        return orders.createOrder(user, { ...choices, items: cart.items, services: cart.services, orderId, cartItemIds: cart.ids });
      }),
    /** Orders the items given (an API client that keeps its own cart); the server cart is left alone. */
    placeItems: (user: SessionUser, items: OrderItemInput[], choices: OrderChoices, options: PlaceOptions = {}) => placeItems(user, items, choices, options),
    /** Orders one gift card (requirements §screens.gift-cards), for an account or a visitor: the same key, bank-account check and payment as a tour's order. */
    placeGiftCard: (buyer: GiftCardBuyer, card: GiftCardItemInput, choices: Omit<GiftCardOrderChoices, 'orderId'>, options: PlaceOptions = {}) =>
      place(ownerOfBuyer(buyer), choices, options, (orderId) => orders.createGiftCardOrder(buyer, card, { ...choices, orderId })),
  };
}
