// The soak's mix of the main journeys, each started by the open loop at its weight's share of the
// arrival rate. Visitors are real accounts the load signs up itself; each comes from its own address
// (X-Forwarded-For), keeps its session token while it is fresh (access tokens last 15 minutes) and
// logs in again later, adds to its cart and checks out through the checkout page's form actions with
// the test provider's always-accepted card, as a browser without JavaScript would.
import { type Answer, type Call, type HttpClient } from './http-client.ts';
import type { Recorder } from './open-loop.ts';
import type { SoakCatalog } from './soak-catalog.ts';

interface Visitor {
  email: string;
  password: string;
  ip: string;
  token: string;
  tokenAt: number;
  /** Items in its cart that no checkout has taken yet. */
  cartItems: number;
  busy: boolean;
}

interface Journey {
  name: string;
  weight: number;
  run(dueAt: number): Promise<void>;
}

/** A token older than this is not used again: the visitor logs in first (access tokens last 15 minutes). */
const tokenFreshMs = 10 * 60_000;
const site = '/en_US/EUR';

export function soakJourneys(client: HttpClient, catalog: SoakCatalog, record: Recorder, random: () => number, origin: string): Journey[] {
  const visitors: Visitor[] = [];
  const withCart: Visitor[] = [];
  let visitorCount = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const anonymousIp = () => `10.200.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}`;

  /** One request, timed from `since` (when it was due), recorded; an answer other than `expected` fails the journey. */
  async function send(name: string, call: Call, expected: number, since = performance.now()): Promise<Answer> {
    let answer: Answer;
    try {
      answer = await client.call(call);
    } catch (error) {
      record.add(name, 0, performance.now() - since);
      record.example(`${name} no answer`, (error as Error).message);
      throw error;
    }
    record.add(name, answer.status, performance.now() - since);
    if (answer.status !== expected) {
      record.example(`${name} ${answer.status}`, `${call.method} ${call.path} → ${answer.status} ${answer.headers['location'] ?? ''} ${answer.body}`);
      throw new Error(`${name} answered ${answer.status}`);
    }
    return answer;
  }

  const page = (name: string, path: () => string) => async (dueAt: number) => {
    await send(name, { method: 'GET', path: path(), headers: { 'x-forwarded-for': anonymousIp() } }, 200, dueAt);
  };
  const api = (visitor: Visitor, extra: Record<string, string> = {}) => ({ authorization: `Bearer ${visitor.token}`, 'x-forwarded-for': visitor.ip, ...extra });
  const form = (visitor: Visitor) => ({ cookie: `access_token=${visitor.token}`, origin, 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': visitor.ip });
  const json = (body: object) => ({ body: JSON.stringify(body), type: { 'content-type': 'application/json' } });

  async function signUp(dueAt: number): Promise<Visitor> {
    visitorCount += 1;
    const visitor: Visitor = {
      email: `soak-${visitorCount}-${Date.now().toString(36)}@example.com`,
      password: `Soak-pass-${visitorCount}-2026`,
      ip: `10.${100 + Math.floor(visitorCount / 65536)}.${Math.floor(visitorCount / 256) % 256}.${visitorCount % 256}`,
      token: '',
      tokenAt: 0,
      cartItems: 0,
      busy: true,
    };
    const { body, type } = json({ firstName: 'Sam', lastName: `Soak${visitorCount}`, email: visitor.email, password: visitor.password });
    const answer = await send('sign-up', { method: 'POST', path: '/api/auth/register', headers: { ...type, 'x-forwarded-for': visitor.ip }, body }, 201, dueAt);
    visitor.token = (JSON.parse(answer.body) as { access_token: string }).access_token;
    visitor.tokenAt = performance.now();
    visitors.push(visitor);
    return visitor;
  }

  /** A visitor with a fresh session and nothing else running for it; a new sign-up when there is none. */
  async function freshVisitor(dueAt: number, wanted: (visitor: Visitor) => boolean = () => true): Promise<Visitor> {
    for (let attempt = 0; attempt < 8 && visitors.length > 0; attempt += 1) {
      const visitor = pick(visitors);
      if (!visitor.busy && performance.now() - visitor.tokenAt < tokenFreshMs && wanted(visitor)) {
        visitor.busy = true;
        return visitor;
      }
    }
    return signUp(dueAt);
  }

  async function addToCart(visitor: Visitor, dueAt: number): Promise<void> {
    const { tour, day } = catalog.nextSlot();
    const { body, type } = json({
      tourId: tour.id,
      duration: tour.duration,
      day,
      startTime: tour.startTime,
      travellers: { adults: tour.adults, children: 0, infants: 0 },
      guideLanguage: tour.guideLanguage,
      contact: { name: 'Sam Soak', email: visitor.email, phone: '+33 6 12 34 56 78' },
    });
    await send('cart add', { method: 'POST', path: '/api/cart/items', headers: api(visitor, type), body }, 201, dueAt);
    visitor.cartItems += 1;
    // The cart waits for a checkout journey (one whose session has gone stale is dropped then).
    if (!withCart.includes(visitor)) withCart.push(visitor);
  }

  /** Runs `work` with a visitor, then frees it (a failed journey leaves its visitor usable). */
  const withVisitor = (choose: (dueAt: number) => Promise<Visitor>, work: (visitor: Visitor, dueAt: number) => Promise<void>) => async (dueAt: number) => {
    const visitor = await choose(dueAt);
    try {
      await work(visitor, dueAt);
    } finally {
      visitor.busy = false;
    }
  };

  return [
    { name: 'home page', weight: 18, run: page('home page', () => `${site}/`) },
    { name: 'city page', weight: 12, run: page('city page', () => `${site}/city/${pick(catalog.citySlugs)}`) },
    { name: 'tours list', weight: 14, run: page('tours list', () => `/api/tours?city=${pick(catalog.citySlugs)}&language=en_US&currency=EUR&sort=rating`) },
    { name: 'tours search', weight: 8, run: page('tours search', () => `/api/tours?q=${encodeURIComponent(pick(catalog.searchWords))}&language=en_US&currency=EUR`) },
    { name: 'tour page', weight: 20, run: page('tour page', () => `${site}/tour/${pick(catalog.tours).slug}`) },
    {
      name: 'sign-up',
      weight: 4,
      run: async (dueAt) => {
        (await signUp(dueAt)).busy = false;
      },
    },
    {
      name: 'login',
      weight: 4,
      run: withVisitor(
        async (dueAt) => {
          const idle = visitors.filter((visitor) => !visitor.busy);
          const visitor = idle.length > 0 ? pick(idle) : await signUp(dueAt);
          visitor.busy = true;
          return visitor;
        },
        async (visitor, dueAt) => {
          const { body, type } = json({ email: visitor.email, password: visitor.password });
          const answer = await send('login', { method: 'POST', path: '/api/auth/login', headers: { ...type, 'x-forwarded-for': visitor.ip }, body }, 200, dueAt);
          visitor.token = (JSON.parse(answer.body) as { access_token: string }).access_token;
          visitor.tokenAt = performance.now();
        },
      ),
    },
    { name: 'cart add', weight: 7, run: withVisitor((dueAt) => freshVisitor(dueAt, (visitor) => visitor.cartItems < 2), (visitor, dueAt) => addToCart(visitor, dueAt)) },
    {
      name: 'checkout',
      weight: 5,
      run: withVisitor(
        async (dueAt) => {
          for (let index = withCart.length - 1; index >= 0; index -= 1) {
            if (performance.now() - (withCart[index] as Visitor).tokenAt >= tokenFreshMs) withCart.splice(index, 1);
          }
          const queued = withCart.findIndex((visitor) => !visitor.busy && performance.now() - visitor.tokenAt < tokenFreshMs && visitor.cartItems > 0);
          const visitor = queued >= 0 ? (withCart.splice(queued, 1)[0] as Visitor) : await freshVisitor(dueAt);
          visitor.busy = true;
          return visitor;
        },
        async (visitor, dueAt) => {
          if (visitor.cartItems === 0) await addToCart(visitor, dueAt);
          const ordered = await send('checkout order', { method: 'POST', path: `${site}/checkout`, headers: form(visitor), body: 'intent=order&method=card' }, 302);
          visitor.cartItems = 0;
          const reference = new URL(String(ordered.headers['location']), origin).searchParams.get('order') ?? '';
          const paid = await send('checkout pay', { method: 'POST', path: `${site}/checkout`, headers: form(visitor), body: `intent=pay&order=${reference}&cardNumber=4242424242424242` }, 302);
          if (!String(paid.headers['location']).includes('/pay-done')) record.example('checkout pay not done', String(paid.headers['location']));
        },
      ),
    },
    { name: 'account bookings', weight: 6, run: withVisitor((dueAt) => freshVisitor(dueAt), async (visitor, dueAt) => void (await send('account bookings', { method: 'GET', path: '/api/me/bookings', headers: api(visitor) }, 200, dueAt))) },
  ];
}
