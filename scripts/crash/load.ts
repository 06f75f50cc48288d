// The mixed write load of the crash test: people signing up, adding addresses and cart items,
// ordering by card (the test provider's cards, 3-D Secure included) or bank transfer, paying with
// coins, cancelling (paid card bookings among them, whose refunds go to the provider) — each person
// one request at a time, many people at once, until the kill.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { CardTraveller } from './card-travellers.ts';
import { Client, CutOff } from './client.ts';
import type { CoinHolder, CrashTour } from './fixtures.ts';
import type { AckedOrder, Journal } from '../../apps/server/src/crash/journal.ts';

interface Round {
  origin: string;
  journal: Journal;
  tours: readonly CrashTour[];
  /** Set by the kill: no new journey starts. */
  stopped: () => boolean;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const chance = (probability: number) => Math.random() < probability;
let people = 0;

/** 127.x.y.z: an address of its own for each person (the server trusts loopback proxies). */
function nextAddress(): string {
  people += 1;
  return `127.${(people >> 16) & 255}.${(people >> 8) & 255}.${(people & 255) || 1}`;
}

function choice(tours: readonly CrashTour[]) {
  const day = new Date(Date.now() + (20 + Math.floor(Math.random() * 60)) * 86_400_000).toISOString().slice(0, 10);
  return {
    tourId: pick(tours).id,
    duration: '4h',
    day,
    startTime: pick(['09:00', '10:30', '12:00', '13:00']),
    travellers: { adults: 1 + Math.floor(Math.random() * 4), children: chance(0.3) ? 1 : 0, infants: 0 },
    guideLanguage: 'en_US',
    meetingPoint: 'Hotel lobby',
    contact: { name: 'Ada Traveller', email: 'ada@example.com', phone: '+33 6 12 34 56 78' },
  };
}

/** Runs `people` journeys at a time until the round is stopped (the server killed). */
export async function runLoad(round: Round, people: number, coinHolders: CoinHolder[], cardTravellers: CardTraveller[]): Promise<void> {
  const holders = [...coinHolders];
  const travellers = [...cardTravellers];
  const person = async () => {
    while (!round.stopped()) {
      const client = new Client(round.origin, round.journal, nextAddress());
      const traveller = travellers.pop();
      const holder = traveller ? undefined : holders.pop();
      try {
        if (traveller) await cardCancellations(round, client, traveller);
        else if (holder) await coinJourney(round, client, holder);
        else await journey(round, client);
      } catch (error) {
        if (!(error instanceof CutOff)) throw error;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: people }, person));
}

/** A new customer: signs up, keeps an address, fills a cart, orders, pays, perhaps cancels. */
async function journey(round: Round, client: Client) {
  const { journal } = round;
  const email = `crash-${randomUUID()}@example.com`;
  const registered = await client.api('POST', '/api/auth/register', { firstName: 'Crash', lastName: 'Tester', email, password: 'correct horse battery' });
  if (registered.status !== 201) throw new Error(`sign-up answered ${registered.status}: ${JSON.stringify(registered.json)}`);
  acknowledge(journal, 'sign-ups');
  journal.signUps.push(email);
  client.signIn(registered.json as { access_token: string });

  const street = `${Math.floor(Math.random() * 200)} rue du Crash`;
  const added = await client.api('POST', '/api/addresses', { street, zip: '75001', city: 'Paris', country: 'FR' });
  if (added.status !== 201) throw new Error(`address answered ${added.status}: ${JSON.stringify(added.json)}`);
  const address = { id: (added.json as { uuid: string }).uuid, street, removed: false as boolean | 'in doubt' };
  acknowledge(journal, 'addresses');
  journal.addresses.push(address);
  if (chance(0.3)) {
    address.removed = 'in doubt';
    const removed = await client.api('DELETE', `/api/addresses/${address.id}/remove-address`);
    if (removed.status === 200) acknowledge(journal, 'address removals', () => (address.removed = true));
  }

  const known = new Set<string>();
  const cart = [];
  for (let count = 1 + Math.floor(Math.random() * 2); count > 0; count -= 1) {
    const answer = await client.api('POST', '/api/cart/items', choice(round.tours));
    if (answer.status !== 201) continue; // a day without a slot left, refused: nothing written
    for (const { id } of (answer.json as { items: { id: string }[] }).items) {
      if (known.has(id)) continue;
      known.add(id);
      const item = { id, gone: false as boolean | 'in doubt' };
      cart.push(item);
      journal.cartItems.push(item);
    }
    acknowledge(journal, 'cart items');
  }
  if (cart.length > 1 && chance(0.3)) {
    const item = cart.pop() as (typeof cart)[number];
    item.gone = 'in doubt';
    const removed = await client.api('DELETE', `/api/cart/items/${item.id}`);
    if (removed.status === 200) acknowledge(journal, 'cart removals', () => (item.gone = true));
  }
  if (cart.length === 0) return;

  // The order takes the whole cart: until it is answered, the items may or may not be gone.
  for (const item of cart) item.gone = 'in doubt';
  const order = await placeOrder(client, journal, { paymentMethod: chance(0.7) ? 'card' : 'bank_transfer', currency: chance(0.7) ? 'EUR' : 'JPY', fromCart: true });
  for (const item of cart) item.gone = order ? true : false;
  if (!order) return;
  if (order.paymentMethod === 'card') await payByCard(client, journal, order);
  if (chance(0.4)) await cancelOne(client, journal, order);
}

/** A customer with coins: orders paid in part or whole with them, and cancels, which gives them back. */
async function coinJourney(round: Round, client: Client, holder: CoinHolder) {
  const { journal } = round;
  const login = await client.api('POST', '/api/auth/login', { email: holder.email, password: holder.password });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${JSON.stringify(login.json)}`);
  acknowledge(journal, 'logins');
  client.signIn(login.json as { access_token: string });
  for (let orders = 0; orders < 3 && !round.stopped(); orders += 1) {
    const coins = chance(0.5) ? { useMaxCoins: true } : { coinsRequested: 500 + Math.floor(Math.random() * 5_000) };
    const order = await placeOrder(client, journal, { paymentMethod: 'card', currency: chance(0.5) ? 'EUR' : 'JPY', fromCart: false, items: [choice(round.tours)], ...coins });
    if (!order) continue;
    if (order.paid !== true) await payByCard(client, journal, order);
    if (chance(0.6)) await cancelOne(client, journal, order);
  }
}

async function placeOrder(client: Client, journal: Journal, body: Record<string, unknown>): Promise<AckedOrder | null> {
  const answer = await client.api('POST', '/api/orders', { ...body, idempotencyKey: randomUUID() });
  if (answer.status !== 201) return null; // no slot left, not enough coins: refused whole
  const created = answer.json as { reference: string; status: string; paymentMethod: 'card' | 'bank_transfer'; clientSecret?: string; expiresAt: string | null; amounts: { grandTotal: number; coinsEurCents: number } };
  const order: AckedOrder = {
    reference: created.reference,
    paymentMethod: created.paymentMethod,
    grandTotal: created.amounts.grandTotal,
    coinsEurCents: created.amounts.coinsEurCents,
    paymentId: created.clientSecret?.split('_secret_')[0] ?? null,
    paid: created.status === 'paid',
    expiresAt: created.expiresAt,
  };
  acknowledge(journal, order.coinsEurCents > 0 ? 'orders with coins' : `${order.paymentMethod === 'card' ? 'card' : 'bank-transfer'} orders`, () => journal.orders.set(order.reference, order));
  return order;
}

/** The checkout page's card form: sometimes a declined card first, sometimes the 3-D Secure step. */
async function payByCard(client: Client, journal: Journal, order: AckedOrder) {
  const page = '/en_US/EUR/checkout';
  if (chance(0.2)) await client.form(page, { intent: 'pay', order: order.reference, cardNumber: '4000000000000002' });
  order.paid = 'in doubt';
  let answer = await client.form(page, { intent: 'pay', order: order.reference, cardNumber: chance(0.2) ? '4000002500003155' : '4242424242424242' });
  if (answer.location?.includes('step=3ds')) answer = await client.form(page, { intent: 'authenticate', order: order.reference, approve: 'yes' });
  if (answer.location?.includes('/pay-done')) acknowledge(journal, 'card payments', () => (order.paid = true));
  else order.paid = false;
}

/** Cancels one of the order's bookings (free: every tour is weeks away). */
async function cancelOne(client: Client, journal: Journal, order: AckedOrder) {
  const shown = await client.api('GET', `/api/orders/${order.reference}`);
  const bookings = (shown.json as { bookings?: { reference: string }[] } | null)?.bookings ?? [];
  if (bookings.length === 0) return;
  await cancel(client, journal, order.reference, pick(bookings).reference);
}

/**
 * A traveller whose card order was paid before the round cancels its bookings one after the other,
 * from a random moment of the round's first second on, so the kill may land among the cancellations
 * and the refunds each one asks of the provider after its commit.
 */
async function cardCancellations(round: Round, client: Client, traveller: CardTraveller) {
  client.signIn({ access_token: traveller.accessToken });
  for (const wakeAt = performance.now() + Math.random() * 1_000; performance.now() < wakeAt && !round.stopped(); ) await sleep(50);
  for (const booking of traveller.bookings) {
    if (round.stopped()) return;
    await cancel(client, round.journal, traveller.order, booking);
  }
}

/** The answer says what goes back: the money (to the card that paid) and the coins, each of them a refund record. */
async function cancel(client: Client, journal: Journal, order: string, booking: string) {
  const answer = await client.api('PUT', `/api/me/bookings/${booking}/cancel`, { reason: 'Plans changed' });
  if (answer.status !== 200) return;
  const { amount, coins } = (answer.json as { refund: { amount: number; coins: number } }).refund;
  acknowledge(journal, amount > 0 ? 'cancellations refunding a card' : 'cancellations', () => journal.cancellations.push({ booking, order, amount, coins }));
}

function acknowledge(journal: Journal, kind: string, record?: () => unknown) {
  journal.acknowledged += 1;
  journal.byKind.set(kind, (journal.byKind.get(kind) ?? 0) + 1);
  record?.();
}
