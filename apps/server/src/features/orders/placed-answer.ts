import { idempotencyKeyField, type BankInformation, type CreatedOrderAnswer } from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import type { OrderRow } from './order-queries.ts';
import type { PlaceOptions, PlacedOrder } from './place-order.ts';

type Amounts = CreatedOrderAnswer['amounts'];

export function amountsOf(order: Pick<OrderRow, 'currency' | 'subtotal' | 'discount' | 'coins' | 'coinsEurCents' | 'grandTotal'>): Amounts {
  return { currency: order.currency, subtotal: order.subtotal, discount: order.discount, coins: order.coins, coinsEurCents: order.coinsEurCents, grandTotal: order.grandTotal };
}

export function bankDetailsOf(bank: BankInformation | null, order: Pick<OrderRow, 'paymentMethod' | 'grandTotal' | 'reference'>) {
  if (order.paymentMethod !== 'bank_transfer' || !bank) return {};
  return { bankDetails: { ...bank, amount: order.grandTotal, paymentReference: order.reference } };
}

/** The answer of POST /api/orders, POST /api/gift-cards and a payment-method change: the order, and how to pay it. */
export function placedOrderAnswer(order: PlacedOrder, testMode: boolean): CreatedOrderAnswer {
  return {
    reference: order.reference,
    status: order.status,
    paymentMethod: order.paymentMethod,
    ...(order.clientSecret ? { clientSecret: order.clientSecret } : {}),
    testMode,
    amounts: amountsOf(order),
    expiresAt: order.expiresAt?.toISOString() ?? null,
    ...bankDetailsOf(order.bank, order),
  };
}

/** The idempotency key of a checkout: the `Idempotency-Key` header, which wins, or the body's field. */
export function placeOptionsOf(header: string | string[] | undefined, field: string | undefined): PlaceOptions {
  const key = typeof header === 'string' ? idempotencyKeyField.safeParse(header) : undefined;
  if (key && !key.success) throw new AppError('validation_failed', { field: 'Idempotency-Key' });
  return { idempotencyKey: key?.data ?? field };
}
