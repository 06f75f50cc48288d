import { expect } from 'vitest';
import { testPassword } from './accounts-factory.ts';
import { dayAhead } from './orders-factory.ts';
import type { Visitor } from './visitor.ts';

/**
 * A buyer's steps over HTTP, each on the process the test names: what the browser and the API
 * client send, nothing reached around the server.
 */

/** The day every test booking is for: far enough ahead to be bookable all test long. */
export const bookingDay = dayAhead(10);

/** Opens an account (logged in at once, by cookie); answers its e-mail address. */
export async function signUp(visitor: Visitor, origin: string, email: string): Promise<string> {
  const response = await visitor.post(origin, '/api/auth/register', { firstName: 'Ada', lastName: 'Traveller', email, password: testPassword, locale: 'en_US' });
  expect(response.status, await response.clone().text()).toBe(201);
  return email;
}

export async function logIn(visitor: Visitor, origin: string, email: string, password = testPassword): Promise<Response> {
  return visitor.post(origin, '/api/auth/login', { email, password });
}

/** What the booking form sends for two adults at 10:00 on bookingDay. */
export function cartItem(tourId: number) {
  return {
    tourId,
    duration: '4h',
    day: bookingDay,
    startTime: '10:00',
    travellers: { adults: 2 },
    guideLanguage: 'en_US',
    contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' },
  };
}

export async function addToCart(visitor: Visitor, origin: string, tourId: number): Promise<void> {
  const response = await visitor.post(origin, '/api/cart/items?language=en_US&currency=EUR', cartItem(tourId));
  expect(response.status, await response.clone().text()).toBe(201);
}

/** POST /api/orders by card, from the cart or for `tourId` alone; answers the order's reference. */
export async function placeCardOrder(visitor: Visitor, origin: string, tourId?: number): Promise<string> {
  const body = tourId === undefined ? { paymentMethod: 'card', currency: 'EUR' } : { paymentMethod: 'card', currency: 'EUR', items: [cartItem(tourId)] };
  const response = await visitor.post(origin, '/api/orders', body);
  expect(response.status, await response.clone().text()).toBe(201);
  const order = (await response.json()) as { reference: string; status: string };
  expect(order.status).toBe('awaiting_payment');
  return order.reference;
}

/** The checkout page's card form (the test provider's), posted as a browser does; answers where it sends the buyer. */
export async function payByCard(visitor: Visitor, origin: string, reference: string, cardNumber: string): Promise<string> {
  const response = await visitor.submit(origin, '/en_US/EUR/checkout', { intent: 'pay', order: reference, holder: 'Ada Traveller', cardNumber, expiry: '12/34', cvc: '123' });
  expect(response.status, await pageMain(response)).toBe(302);
  return response.headers.get('location') ?? '';
}

/** The main part of a page answered instead of a redirect (the form's message), for an assertion's failure. */
async function pageMain(response: Response): Promise<string> {
  const html = await response.clone().text();
  return html.slice(Math.max(0, html.indexOf('<main')), html.indexOf('</main>') + 7).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

/** The 3-D Secure step of the checkout page, approved. */
export async function approve3ds(visitor: Visitor, origin: string, reference: string): Promise<string> {
  const response = await visitor.submit(origin, '/en_US/EUR/checkout', { intent: 'authenticate', order: reference, approve: 'yes' });
  expect(response.status, await pageMain(response)).toBe(302);
  return response.headers.get('location') ?? '';
}

export interface OrderSeen {
  status: string;
  paidAt: string | null;
  bookings: { reference: string; status: string }[];
}

export async function orderOf(visitor: Visitor, origin: string, reference: string): Promise<OrderSeen> {
  const response = await visitor.get(origin, `/api/orders/${reference}`);
  expect(response.status).toBe(200);
  return (await response.json()) as OrderSeen;
}
