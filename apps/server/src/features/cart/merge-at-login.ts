import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../plugins/auth.ts';
import type { CartService } from './cart-service.ts';
import { visitorCartCookie, visitorCartCookieOptions } from './visitor-cart.ts';

/**
 * For the API: when a session opens for `userId` (login, sign-up) or is first seen with a cart
 * cookie, the visitor's cart moves to the account (cart.mergeAtLogin, the one merge the pages'
 * actions call too) and the cookie is cleared.
 */
export async function mergeCartAtLogin(request: FastifyRequest, reply: FastifyReply, deps: { cart: CartService; publicUrl: string }, userId: string): Promise<void> {
  if (await deps.cart.mergeAtLogin(request.cookies[visitorCartCookie], userId)) {
    reply.clearCookie(visitorCartCookie, visitorCartCookieOptions(secureCookies(request, deps.publicUrl), 0));
  }
}
