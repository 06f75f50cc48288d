import type { FastifyReply, FastifyRequest } from 'fastify';
import { secureCookies } from '../../plugins/auth.ts';
import type { CartOwner, CartService } from './cart-service.ts';
import { cartCookieOf, visitorCartCookie } from './visitor-cart.ts';

/**
 * The API's adapter over cart.ownerOf: whose cart this request works on, the visitor cart of a
 * signed-in browser merged into the account (at login, sign-up, or first seen), the cart cookie
 * written on the reply. `userId` is the session just opened, else the request's user.
 */
export async function cartOwnerOf(request: FastifyRequest, reply: FastifyReply, deps: { cart: CartService; publicUrl: string }, options: { userId?: string; create?: boolean } = {}): Promise<CartOwner | null> {
  const { owner, cookie } = await deps.cart.ownerOf({ userId: options.userId ?? request.user?.id ?? null, cookie: request.cookies[visitorCartCookie] }, { create: options.create ?? false });
  const written = cartCookieOf(cookie, secureCookies(request, deps.publicUrl));
  if (written?.value === '') reply.clearCookie(written.name, written.options);
  else if (written) reply.setCookie(written.name, written.value, written.options);
  return owner;
}
