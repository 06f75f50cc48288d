import type { RouterContextProvider } from 'react-router';
import type { OrderOwner } from '@cicerone/server/features/orders/checkout-view';
import { visitorCartCookie, visitorCartId } from '@cicerone/server/features/cart/visitor-cart';
import { readCookie } from '../site/cookies.server.ts';
import { sessionContext } from '../site/session.server.ts';

/**
 * Whose orders a page may show and pay (pay-done, the card step): the signed-in account's, else a
 * visitor's — the id in their visitor cookie, which owns the gift cards they bought without an
 * account (requirements §screens.gift-cards). The order queries compare it; a page never does.
 */
export function orderOwnerOf(args: { request: Request; context: Readonly<RouterContextProvider> }): OrderOwner | null {
  const user = args.context.get(sessionContext);
  if (user) return { userId: user.id };
  const visitorId = visitorCartId(readCookie(args.request, visitorCartCookie));
  return visitorId ? { visitorId } : null;
}
