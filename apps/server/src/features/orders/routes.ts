import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  createOrderBody,
  createdOrderSchema,
  idempotencyKeyField,
  orderReferenceParams,
  orderSchema,
  paymentMethodBody,
  type BankInformation,
  type CreatedOrderAnswer,
  type OrderAnswer,
} from '@cicerone/core/contracts/orders';
import { AppError } from '@cicerone/core/errors';
import { orderIdForCheckout } from './checkout-key.ts';
import type { OrderRow } from './order-queries.ts';
import type { OrderItemInput } from './order-service.ts';
import { signedIn } from '../../access/signed-in.ts';

type Amounts = CreatedOrderAnswer['amounts'];

function amountsOf(order: Pick<OrderRow, 'currency' | 'subtotal' | 'discount' | 'coins' | 'coinsEurCents' | 'grandTotal'>): Amounts {
  return { currency: order.currency, subtotal: order.subtotal, discount: order.discount, coins: order.coins, coinsEurCents: order.coinsEurCents, grandTotal: order.grandTotal };
}

function bankDetailsOf(bank: BankInformation | null, order: Pick<OrderRow, 'paymentMethod' | 'grandTotal' | 'reference'>) {
  if (order.paymentMethod !== 'bank_transfer' || !bank) return {};
  return { bankDetails: { ...bank, amount: order.grandTotal, paymentReference: order.reference } };
}


/**
 * Checkout and the pay-done page's order (spec §2; DESIGN §4). Prices, coins and the discount are
 * the server's (order-service); the client says only what is bought and how it pays.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, payments, orderQueries: queries } = app.services;
  const tags = ['orders'];

  /** The answer of POST /api/orders for an order that exists (first submit or a replay). */
  async function createdAnswer(order: Pick<OrderRow, 'reference' | 'status' | 'paymentMethod' | 'currency' | 'subtotal' | 'discount' | 'coins' | 'coinsEurCents' | 'grandTotal' | 'expiresAt'>, clientSecret: string | undefined): Promise<CreatedOrderAnswer> {
    const bank = order.paymentMethod === 'bank_transfer' ? await queries.bankInformationFor(order.currency) : null;
    return {
      reference: order.reference,
      status: order.status,
      paymentMethod: order.paymentMethod,
      ...(clientSecret ? { clientSecret } : {}),
      testMode: payments.testMode,
      amounts: amountsOf(order),
      expiresAt: order.expiresAt?.toISOString() ?? null,
      ...bankDetailsOf(bank, order),
    };
  }

  /** A replayed card checkout still awaiting payment gets the same payment's client secret (same idempotency key, same payment). */
  async function replayClientSecret(order: OrderRow): Promise<string | undefined> {
    if (order.paymentMethod !== 'card' || order.status !== 'awaiting_payment') return undefined;
    return (await orders.cardPayment(order)).clientSecret;
  }

  app.post(
    '/orders',
    {
      schema: {
        tags,
        description:
          'Places an order from the buyer’s cart (default) or from the items given, priced by the server, and starts its payment: a card order answers the client secret to confirm the card with, a bank-transfer order the bank details. ' +
          'Idempotent: an `Idempotency-Key` header (or `idempotencyKey` field) sent again by the same account answers the first order (200) instead of placing another.',
        body: createOrderBody,
        response: { 200: createdOrderSchema, 201: createdOrderSchema, 400: errorBody, 401: errorBody, 402: errorBody, 404: errorBody, 409: errorBody, 502: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const user = signedIn(request.user);
      const body = request.body;
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? idempotencyKeyField.safeParse(header) : undefined;
      if (key && !key.success) throw new AppError('validation_failed', { field: 'Idempotency-Key' });
      const idempotencyKey = key?.data ?? body.idempotencyKey;
      const orderId = idempotencyKey ? orderIdForCheckout(user.id, idempotencyKey) : undefined;
      reply.header('cache-control', 'no-store');

      if (orderId) {
        const earlier = await queries.findOwnOrder(user.id, { id: orderId });
        if (earlier) return reply.status(200).header('idempotent-replayed', 'true').send(await createdAnswer(earlier, await replayClientSecret(earlier)));
      }

      let cartIds: string[] = [];
      let items: OrderItemInput[];
      if (body.items) {
        items = body.items.map((item) => ({
          tourId: item.tourId,
          duration: item.duration,
          day: item.day,
          startTime: item.startTime,
          adults: item.travellers.adults,
          children: item.travellers.children,
          infants: item.travellers.infants,
          guideLanguage: item.guideLanguage,
          meetingPoint: item.meetingPoint,
          specialRequirements: item.specialRequirements,
          travelerType: item.travelerType,
          passengerRelation: item.passengerRelation,
          contactName: item.contact.name,
          contactEmail: item.contact.email,
          contactPhone: item.contact.phone,
        }));
      } else if (body.fromCart) {
        ({ ids: cartIds, items } = await queries.cartAsOrderItems(user.id));
      } else {
        throw new AppError('cart_empty');
      }
      // Spec §8 'bank information unavailable': refused before any slot is held or coin spent.
      if (body.paymentMethod === 'bank_transfer' && !(await queries.bankInformationFor(body.currency))) throw new AppError('bank_information_unavailable');

      let created;
      try {
        created = await orders.createOrder(user, {
          items,
          paymentMethod: body.paymentMethod,
          currency: body.currency,
          discountCode: body.discountCode,
          coinsRequested: body.coinsRequested,
          useMaxCoins: body.useMaxCoins,
          locale: request.locale,
          orderId,
        });
      } catch (error) {
        // Two submits with one key at the same moment: the second's insert collides with the first's id and rolls back whole.
        const winner = orderId ? await queries.findOwnOrder(user.id, { id: orderId }) : null;
        if (!winner) throw error;
        return reply.status(200).header('idempotent-replayed', 'true').send(await createdAnswer(winner, await replayClientSecret(winner)));
      }
      await queries.removeCartItems(user.id, cartIds);
      // The order service answers what it wrote: no second read of the order.
      return reply.status(201).send(await createdAnswer(created, created.clientSecret));
    },
  );

  app.post(
    '/orders/:reference/payment-method',
    {
      schema: {
        tags,
        description:
          'Pays one of the caller’s unpaid orders another way before it expires: a card order becomes a bank-transfer order (its card payment is cancelled, its deadline becomes the transfer’s) and the answer gives the bank details. ' +
          'Asking for the order’s own method changes nothing; a bank-transfer order cannot go back to card (409).',
        params: orderReferenceParams,
        body: paymentMethodBody,
        response: { 200: createdOrderSchema, 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 502: errorBody },
      },
    },
    async (request, reply) => {
      const user = signedIn(request.user);
      const order = await orders.changePaymentMethod(user.id, request.params.reference, request.body.paymentMethod);
      reply.header('cache-control', 'no-store');
      return createdAnswer(order, await replayClientSecret(order));
    },
  );

  app.get(
    '/orders/:reference',
    {
      schema: {
        tags,
        description: 'One of the caller’s orders by its reference, with its bookings and, for a bank transfer, the bank details to pay it (the pay-done page). Another account’s order is not found.',
        params: orderReferenceParams,
        response: { 200: orderSchema, 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply): Promise<OrderAnswer> => {
      const user = signedIn(request.user);
      const order = await queries.findOwnOrder(user.id, { reference: request.params.reference });
      if (!order) throw new AppError('order_not_found');
      const bookings = await queries.orderBookings(order.id);
      const bank = order.paymentMethod === 'bank_transfer' ? await queries.bankInformationFor(order.currency) : null;
      reply.header('cache-control', 'private, no-store');
      return {
        reference: order.reference,
        status: order.status,
        paymentMethod: order.paymentMethod,
        amounts: amountsOf(order),
        createdAt: order.createdAt.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
        expiresAt: order.expiresAt?.toISOString() ?? null,
        bookings: bookings.map((row) => ({
          reference: row.reference,
          tourId: row.tourId,
          cityId: row.cityId,
          duration: row.duration,
          day: row.day,
          startTime: row.startTime.slice(0, 5),
          startsAt: row.startsAt.toISOString(),
          travellers: { adults: row.adults, children: row.children, infants: row.infants },
          guideLanguage: row.guideLanguage,
          meetingPoint: row.meetingPoint,
          status: row.status,
          price: row.price,
        })),
        ...bankDetailsOf(bank, order),
      };
    },
  );
};
