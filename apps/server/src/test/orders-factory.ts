import { eq } from 'drizzle-orm';
import { roles, type Role } from '@cicerone/core/roles';
import type { Database } from '@cicerone/db/client';
import { tourAvailability } from '@cicerone/db/schema/availability';
import { booking, customerOrder } from '@cicerone/db/schema/orders';
import type { SessionUser } from '../features/accounts/sessions/session-service.ts';
import { credit } from '../features/coins/coin-ledger.ts';
import type { CreateOrderInput, OrderItemInput } from '../features/orders/order-service.ts';
import { insertUser, type TestUser } from './accounts-factory.ts';
import type { createTestApp } from './app.ts';
import { createTour } from './catalog-factory.ts';

/**
 * Test data for orders and bookings: a bookable tour, and orders placed through the real order
 * service (paid by the test provider's card, or waiting for a bank transfer), so what a test
 * reads is what a buyer would have made.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A 4-hour tour in English for 1–8 people at 100 € (1–2 people), with room for `groupsPerDay` groups a day. */
export async function bookableTour(db: Database, groupsPerDay = 100): Promise<{ id: number; title: string }> {
  const created = await createTour(db, { guideLanguages: ['en_US'], minPeople: 1, maxPeople: 8, basePriceCents: 10_000, durations: ['4h'] });
  await db.insert(tourAvailability).values({ tourId: created.id, groupsPerDay });
  return { id: created.id, title: created.title };
}

export function sessionUserOf(user: Pick<TestUser, 'id'>, { role = roles.customer, coins = 0 }: { role?: Role; coins?: number } = {}): SessionUser {
  return { id: user.id, sessionId: 'test', role, isPro: false, status: null, firstName: 'Test', lastName: 'Buyer', coins, emailVerified: true };
}

/** `cents` EUR cents of coins on the user's ledger, as a gift card would credit them. */
export async function creditCoins(db: Database, userId: string, cents: number): Promise<void> {
  if (cents > 0) await db.transaction((tx) => credit(tx, userId, cents, { reason: 'gift_card' }));
}

/** A new customer holding `coins` EUR cents of coins, as their session sees them. */
export async function buyer(db: Database, coins = 0): Promise<SessionUser> {
  const user = await insertUser(db);
  await creditCoins(db, user.id, coins);
  return sessionUserOf(user, { coins });
}

/** One booking line at 10:00 for two adults, contact details filled in. */
export function orderItem(tourId: number, day: string, overrides: Partial<OrderItemInput> = {}): OrderItemInput {
  return {
    tourId,
    duration: '4h',
    day,
    startTime: '10:00',
    adults: 2,
    children: 0,
    infants: 0,
    guideLanguage: 'en_US',
    meetingPoint: 'Hotel lobby',
    contactName: 'Ada Traveller',
    contactEmail: 'ada@example.com',
    contactPhone: '+33 6 12 34 56 78',
    ...overrides,
  };
}

export type PlacedBooking = typeof booking.$inferSelect & { order: typeof customerOrder.$inferSelect };

/** The (first) booking of an order, with its order. */
export async function bookingOf(db: Database, orderId: string): Promise<PlacedBooking> {
  const [row] = await db.select().from(booking).where(eq(booking.orderId, orderId));
  if (!row) throw new Error(`no booking for ${orderId}`);
  const [order] = await db.select().from(customerOrder).where(eq(customerOrder.id, orderId));
  if (!order) throw new Error(`no order ${orderId}`);
  return { ...row, order };
}

type OrderOptions = Partial<Omit<CreateOrderInput, 'items' | 'paymentMethod'>> & { item?: Partial<OrderItemInput> };

/** An order paid by the test card 4242… (with `coins` EUR cents of coins first credited and spent). */
export async function paidBooking(test: TestApp, user: TestUser, tourId: number, day: string, options: OrderOptions & { coins?: number } = {}): Promise<PlacedBooking> {
  const { item, coins = 0, ...rest } = options;
  await creditCoins(test.db, user.id, coins);
  const created = await test.app.services.orders.createOrder(sessionUserOf(user), {
    currency: 'EUR',
    locale: 'en_US',
    coinsRequested: coins,
    ...rest,
    items: [orderItem(tourId, day, item)],
    paymentMethod: 'card',
  });
  if (created.clientSecret) await test.app.services.payments.confirm?.({ clientSecret: created.clientSecret, cardNumber: '4242424242424242' });
  return bookingOf(test.db, created.id);
}

/** An order waiting for its bank transfer. */
export async function bankBooking(test: TestApp, user: TestUser, tourId: number, day: string, options: OrderOptions = {}): Promise<PlacedBooking> {
  const { item, ...rest } = options;
  const created = await test.app.services.orders.createOrder(sessionUserOf(user), {
    currency: 'EUR',
    locale: 'en_US',
    ...rest,
    items: [orderItem(tourId, day, item)],
    paymentMethod: 'bank_transfer',
  });
  return bookingOf(test.db, created.id);
}
