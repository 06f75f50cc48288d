// Travellers who hold a paid card order when a round starts and cancel its bookings during it, so
// card refunds are requested and sent to the provider under the load, and the kill cuts some off.
// A journey that signs up, orders and pays reaches its cancellation in few rounds on a small machine
// (everybody's password hashing comes first), so these orders are placed and paid while the server
// is stopped, through the product's own services on the same data, as a buyer would have made them.
import { eq } from 'drizzle-orm';
import { AppError } from '@cicerone/core/errors';
import type { DatabaseHandle } from '@cicerone/db/client';
import { booking } from '@cicerone/db/schema/orders';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createServices } from '../../apps/server/src/services.ts';
import { insertUser } from '../../apps/server/src/test/accounts-factory.ts';
import { orderItem, sessionUserOf } from '../../apps/server/src/test/orders-factory.ts';
import type { CrashTour } from './fixtures.ts';
import { serverEnvironment, type ServerSettings } from './server.ts';

export interface CardTraveller {
  /** A session's access token, started for them before the round (it lasts 15 minutes). */
  accessToken: string;
  order: string;
  /** Its bookings' references, one or two. */
  bookings: string[];
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
/** Far beyond the days the load books, so these orders do not take the slots it fights over. */
const dayAfter = (days: number) => new Date(Date.now() + (days + Math.floor(Math.random() * 300)) * 86_400_000).toISOString().slice(0, 10);

/** `count` new travellers, each with an order of one or two bookings paid by the test card. */
export async function insertCardTravellers(database: DatabaseHandle, settings: ServerSettings, tours: readonly CrashTour[], count: number): Promise<CardTraveller[]> {
  // The server's own configuration: its SECRET signs the payment's client secret and the session's token.
  const services = createServices(database.db, loadConfig(serverEnvironment(settings)));
  const travellers: CardTraveller[] = [];
  for (let index = 0; index < count; index += 1) {
    const user = await insertUser(database.db);
    const items = Array.from({ length: Math.random() < 0.5 ? 1 : 2 }, () => orderItem(pick(tours).id, dayAfter(100), { adults: 1 + Math.floor(Math.random() * 4) }));
    let created;
    try {
      created = await services.orders.createOrder(sessionUserOf(user), { currency: pick(['EUR', 'JPY']), locale: 'en_US', items, paymentMethod: 'card' });
    } catch (error) {
      // A day already full: refused whole, nothing written.
      if (error instanceof AppError) continue;
      throw error;
    }
    await services.payments.confirm?.({ clientSecret: created.clientSecret ?? '', cardNumber: '4242424242424242' });
    const { tokens } = await services.sessions.start(user.id);
    const rows = await database.db.select({ reference: booking.reference }).from(booking).where(eq(booking.orderId, created.id));
    travellers.push({ accessToken: tokens.accessToken, order: created.reference, bookings: rows.map((row) => row.reference) });
  }
  return travellers;
}
