import { serialize } from 'cookie';
import type { SessionUser } from '@cicerone/server/features/accounts/sessions/session-service';
import type { AppServices } from '@cicerone/server/services';
import { visitorCartCookie, visitorCartCookieOptions, visitorCartId } from '@cicerone/server/features/cart/visitor-cart';
import { readCookie } from './cookies.server.ts';

/**
 * The login and sign-up actions: the visitor's cart moves to the account that just opened a
 * session (the same cart.mergeAtLogin the API's login routes call); gives the Set-Cookie that
 * clears the cart cookie, when there was one.
 */
export async function mergeCartAtLogin(request: Request, services: AppServices, userId: string, secure: boolean): Promise<string[]> {
  const merged = await services.cart.mergeAtLogin(readCookie(request, visitorCartCookie), userId);
  return merged ? [serialize(visitorCartCookie, '', visitorCartCookieOptions(secure, 0))] : [];
}

/** The header's item count: one count query for a user or a cart cookie, none for a visitor without a cart. */
export async function cartCount(request: Request, services: AppServices, user: SessionUser | null): Promise<number> {
  if (user) return services.cart.count({ userId: user.id });
  const cart = visitorCartId(readCookie(request, visitorCartCookie));
  return cart ? services.cart.count({ visitorCartId: cart }) : 0;
}
