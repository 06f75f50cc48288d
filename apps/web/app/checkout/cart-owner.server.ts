import { randomUUID } from 'node:crypto';
import { serialize } from 'cookie';
import type { SessionUser } from '@cicerone/server/features/accounts/sessions/session-service';
import type { CartOwner } from '@cicerone/server/features/cart/cart-service';
import { visitorCartCookie, visitorCartCookieOptions, visitorCartId } from '@cicerone/server/features/cart/visitor-cart';
import { readCookie } from '../site/cookies.server.ts';

/**
 * Whose cart a page works on, by the same rule as the cart API (routes.ts ownerOf): the account's,
 * else the visitor's `cart_id` cookie; `create` gives a visitor a cart and renews its cookie (each
 * add keeps a cart in use 30 days), and `cookies` are the Set-Cookie lines for the response.
 */
export function cartOwnerOf(request: Request, user: SessionUser | null, options: { create: boolean; secure: boolean }): { owner: CartOwner | null; cookies: string[] } {
  if (user) return { owner: { userId: user.id }, cookies: [] };
  const id = visitorCartId(readCookie(request, visitorCartCookie)) ?? (options.create ? randomUUID() : null);
  if (!id) return { owner: null, cookies: [] };
  return { owner: { visitorCartId: id }, cookies: options.create ? [serialize(visitorCartCookie, id, visitorCartCookieOptions(options.secure))] : [] };
}
