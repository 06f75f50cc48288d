import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '@cicerone/core/contracts/common';
import { localizedQuery } from '@cicerone/core/contracts/catalog';
import { cartItemBody, cartItemParams, cartItemPatch, cartSchema, type Cart } from '@cicerone/core/contracts/cart';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import type { CartOwner, PricedCart } from './cart-service.ts';
import { cartOwnerOf } from './cart-owner.ts';

/**
 * The cart (requirements §api.paths): a logged-in person's is their account's; a visitor's is the one named by
 * their `cart_id` cookie, created at the first add. Every answer is the whole cart, priced by the
 * server in the asked language and currency, so a page can redraw it (and the header count) at once.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cart, config } = app.services;
  const tags = ['cart'];

  /** Whose cart this request is about (cart.ownerOf); null for a visitor without a cart (unless `create`, which gives them one). */
  const ownerOf = (request: FastifyRequest, reply: FastifyReply, create: boolean) => cartOwnerOf(request, reply, { cart, publicUrl: config.publicUrl }, { create });

  function shown(request: FastifyRequest, priced: PricedCart): Cart {
    return {
      ...priced,
      items: priced.items.map((item) => ({
        ...item,
        problem: item.problem ? { code: item.problem.code, message: request.t(`errors.${item.problem.code}`, item.problem.values) } : null,
      })),
    };
  }

  async function answer(request: FastifyRequest, reply: FastifyReply, owner: CartOwner | null, query: { language: Locale; currency: string }): Promise<Cart> {
    reply.header('cache-control', 'private, no-store');
    if (!owner) {
      const exchange = await app.services.reference.exchangeRate(query.currency);
      return { items: [], services: [], count: 0, subtotal: { amount: 0, currency: exchange.currency, eurCents: 0 } };
    }
    return shown(request, await cart.list(owner, query));
  }

  app.get(
    '/cart',
    {
      schema: {
        tags,
        description: 'The cart of the person logged in, or of the visitor’s cart cookie: items with their tour and server-computed price, and the subtotal.',
        querystring: localizedQuery,
        response: { 200: cartSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => answer(request, reply, await ownerOf(request, reply, false), request.query),
  );

  app.post(
    '/cart/items',
    {
      schema: {
        tags,
        description: 'Adds a tour as chosen (duration, day, start, travellers, guide language, contact…); any price sent is ignored. A visitor gets a cart cookie.',
        querystring: localizedQuery,
        body: cartItemBody,
        response: { 201: cartSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, true);
      if (!owner) throw new AppError('internal');
      await cart.add(owner, request.body);
      return reply.status(201).send(await answer(request, reply, owner, request.query));
    },
  );

  app.patch(
    '/cart/items/:id',
    {
      schema: {
        tags,
        description: 'Changes the choices of an item of one’s own cart; checked again as an add is.',
        params: cartItemParams,
        querystring: localizedQuery,
        body: cartItemPatch,
        response: { 200: cartSchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, false);
      if (!owner) throw new AppError('cart_item_not_found');
      await cart.update(owner, request.params.id, request.body);
      return answer(request, reply, owner, request.query);
    },
  );

  app.delete(
    '/cart/items/:id',
    {
      schema: {
        tags,
        description: 'Removes an item of one’s own cart.',
        params: cartItemParams,
        querystring: localizedQuery,
        response: { 200: cartSchema, 400: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request, reply, false);
      if (!owner) throw new AppError('cart_item_not_found');
      await cart.remove(owner, request.params.id);
      return answer(request, reply, owner, request.query);
    },
  );
};
