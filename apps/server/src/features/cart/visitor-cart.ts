import { sessionCookieOptions, type SessionCookie, type SessionCookieOptions } from '@cicerone/core/session-cookies';

/**
 * A visitor's cart lives on the server under a random id kept in this cookie (httpOnly, SameSite=Lax,
 * like the session cookies): created at the first add, renewed at each add, and cleared once its
 * items have moved to an account at login. Holding the id is what owns the cart, so it is a v4 UUID.
 */
export const visitorCartCookie = 'cart_id';
export const visitorCartCookieSeconds = 30 * 24 * 60 * 60;

export function visitorCartCookieOptions(secure: boolean, maxAge: number = visitorCartCookieSeconds): SessionCookieOptions {
  return sessionCookieOptions(secure, maxAge);
}

/** What a request does to the cart cookie (cart.ownerOf): name a new or renewed cart, clear a merged one, or nothing. */
export type CartCookieChange = { set: string } | 'clear' | null;

/** The cookie to write for a change, for the API's reply and the pages' Set-Cookie alike; null for none. */
export function cartCookieOf(change: CartCookieChange, secure: boolean): SessionCookie | null {
  if (change === null) return null;
  if (change === 'clear') return { name: visitorCartCookie, value: '', options: visitorCartCookieOptions(secure, 0) };
  return { name: visitorCartCookie, value: change.set, options: visitorCartCookieOptions(secure) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The cart id a cookie holds, or null when it holds none (absent, tampered with). */
export function visitorCartId(cookie: string | undefined | null): string | null {
  return cookie && uuid.test(cookie) ? cookie.toLowerCase() : null;
}
