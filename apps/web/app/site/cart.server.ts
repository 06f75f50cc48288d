import { serialize } from 'cookie';
import type { RouterContextProvider } from 'react-router';
import type { CartOwner } from '@cicerone/server/features/cart/cart-service';
import { cartCookieOf, visitorCartCookie } from '@cicerone/server/features/cart/visitor-cart';
import { appContext } from '../context.ts';
import { readCookie } from './cookies.server.ts';
import { addResponseCookies, secureCookies, sessionContext } from './session.server.ts';

/**
 * The pages' adapter over cart.ownerOf, the rule the cart API follows too: whose cart a page works
 * on, a visitor cart still in a signed-in browser merged into the account; `userId` is a session
 * just opened (login, sign-up), else the page's user. The cart cookie it writes goes with the
 * page's response.
 */
export async function cartOwnerOf(args: { request: Request; context: Readonly<RouterContextProvider> }, options: { create?: boolean; userId?: string } = {}): Promise<CartOwner | null> {
  const userId = options.userId ?? args.context.get(sessionContext)?.id ?? null;
  const { owner, cookie } = await args.context.get(appContext).services.cart.ownerOf({ userId, cookie: readCookie(args.request, visitorCartCookie) }, { create: options.create ?? false });
  const written = cartCookieOf(cookie, secureCookies(args.context));
  if (written) addResponseCookies(args.context, [serialize(written.name, written.value, written.options)]);
  return owner;
}

/** The header's item count, of the same cart (one count query; none for a visitor without a cart). */
export async function cartCount(args: { request: Request; context: Readonly<RouterContextProvider> }): Promise<number> {
  const owner = await cartOwnerOf(args);
  return owner ? args.context.get(appContext).services.cart.count(owner) : 0;
}
