import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import {
  createOrderBody,
  createdOrderSchema,
  orderReferenceParams,
  orderSchema,
  paymentMethodBody,
  type OrderAnswer,
} from '@cicerone/core/contracts/orders';
import type { CartItemInput } from '@cicerone/core/contracts/cart';
import { AppError } from '@cicerone/core/errors';
import type { OrderItemInput } from './order-service.ts';
import type { PlacedOrder } from './place-order.ts';
import { amountsOf, bankDetailsOf, placedOrderAnswer, placeOptionsOf } from './placed-answer.ts';
import { signedIn } from '../../access/signed-in.ts';

/** An item of the API's body as the order service reads it: the travellers and the contact flattened. */
function orderItemOf({ travellers, contact, ...choices }: CartItemInput): OrderItemInput {
  return { ...choices, ...travellers, contactName: contact.name, contactEmail: contact.email, contactPhone: contact.phone };
}

/**
 * Checkout and the pay-done page's order (requirements §screens.checkout, §api.paths). Prices, coins and the discount are
 * the server's (order-service); the client says only what is bought and how it pays.
 */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { orders, payments, checkout } = app.services;
  const tags = ['orders'];

  const createdAnswer = (order: PlacedOrder) => placedOrderAnswer(order, payments.testMode);

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
      const { items, fromCart, idempotencyKey: keyField, ...choices } = request.body;
      const options = placeOptionsOf(request.headers['idempotency-key'], keyField);
      const order = { ...choices, locale: request.locale };
      // fromCart: false without items orders nothing: placeItems answers cart_empty (or the key's earlier order).
      const placed = items || !fromCart ? await orders.placeItems(user, (items ?? []).map(orderItemOf), order, options) : await orders.placeFromCart(user, order, options);
      reply.header('cache-control', 'no-store');
      if (placed.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(placed.replayed ? 200 : 201).send(createdAnswer(placed));
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
      const order = await orders.changePaymentMethod({ userId: user.id }, request.params.reference, request.body.paymentMethod);
      reply.header('cache-control', 'no-store');
      return createdAnswer(order);
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
      const order = await checkout.ownOrder({ userId: user.id }, request.params.reference);
      if (!order) throw new AppError('order_not_found');
      const { bookings, bank } = order;
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
