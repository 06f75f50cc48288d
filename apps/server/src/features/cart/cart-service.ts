import { randomUUID } from 'node:crypto';
import type { Database, Executor } from '@cicerone/db/client';
import { choiceProblem, type BookableTour, type ChoiceProblem, type TourChoice } from '@cicerone/core/checkout/cart-item';
import { eurCentsOf, priceOrder } from '@cicerone/core/checkout/order-pricing';
import { maxCartItems, type CartItemInput, type CartItemPatch, type CartService as CartServiceLine } from '@cicerone/core/contracts/cart';
import type { CurrencyUnit } from '@cicerone/core/money';
import type { TourDuration } from '@cicerone/core/catalog/pricing';
import type { Money, TourCard } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import type { CatalogService } from '../catalog/service.ts';
import type { ReferenceService } from '../reference/service.ts';
import { bookableTours } from './bookable-tour-reads.ts';
import { cartRows, serviceCartRows, countCartItems, deleteCartItem, findCartItem, insertCartItem, insertServiceCartItem, moveVisitorCart, updateCartItem, type CartRow, type ServiceChoice } from './cart-queries.ts';
import { visitorCartId, type CartCookieChange } from './visitor-cart.ts';

/** Whose cart: a logged-in account's, or a visitor's (the id in their cart cookie). */
export type CartOwner = { userId: string } | { visitorCartId: string };

/** A cart item as the service gives it; the route turns `problem` into a message in the request's language. */
export interface PricedCartItem {
  id: string;
  tour: Pick<TourCard, 'id' | 'slug' | 'title' | 'city' | 'image'>;
  duration: TourDuration;
  day: string;
  startTime: string;
  travellers: { adults: number; children: number; infants: number };
  guideLanguage: string;
  meetingPoint: string | null;
  specialRequirements: string | null;
  travelerType: string | null;
  passengerRelation: string | null;
  contact: { name: string; email: string; phone: string };
  price: Money | null;
  problem: ChoiceProblem | null;
}

export interface PricedCart {
  items: PricedCartItem[];
  services: CartServiceLine[];
  count: number;
  subtotal: Money;
}

function choiceOf(row: Pick<CartRow, 'duration' | 'day' | 'startTime' | 'adults' | 'children' | 'infants' | 'guideLanguage'>): TourChoice {
  return {
    duration: row.duration,
    day: row.day,
    startTime: row.startTime.slice(0, 5),
    travellers: { adults: row.adults, children: row.children, infants: row.infants },
    guideLanguage: row.guideLanguage,
  };
}

function inputOf(row: CartRow): Omit<CartItemInput, 'tourId'> {
  return {
    ...choiceOf(row),
    duration: row.duration as CartItemInput['duration'],
    meetingPoint: row.meetingPoint,
    specialRequirements: row.specialRequirements,
    travelerType: row.travelerType as CartItemInput['travelerType'],
    passengerRelation: row.passengerRelation as CartItemInput['passengerRelation'],
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
  };
}

function refuse(problem: ChoiceProblem | null, tourId: number): void {
  if (!problem) return;
  throw new AppError(problem.code, problem.code === 'tour_not_found' ? { id: tourId } : problem.values);
}

/**
 * The cart (requirements §screens.checkout): items stored on the server for an account or a visitor's cookie, checked
 * when added or changed, priced by the server each time it is shown (never a stored or client
 * price). Every query names the owner, so an item id of someone else's cart is simply not found.
 */
export function cartService(db: Database, deps: { catalog: Pick<CatalogService, 'tourCards'>; reference: Pick<ReferenceService, 'exchangeRate'>; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());

  async function check(tourId: number, choice: TourChoice): Promise<void> {
    const tours = await bookableTours(db, [tourId]);
    refuse(choiceProblem(tours.get(tourId), choice, now()), tourId);
  }

  /** Each accepted offer priced as the order prices it: its own amount in its currency, converted through EUR in another. */
  async function pricedServices(rows: Awaited<ReturnType<typeof serviceCartRows>>, currency: CurrencyUnit, rate: number): Promise<CartServiceLine[]> {
    const units = new Map(await Promise.all([...new Set(rows.map((row) => row.currency))].map(async (code) => [code, await deps.reference.exchangeRate(code)] as const)));
    return rows.flatMap((row) => {
      const unit = units.get(row.currency);
      if (!unit || row.amount === null) return [];
      const eurCents = eurCentsOf(row.amount, unit.rate, { code: row.currency, minorUnits: unit.minorUnits });
      const priced = priceOrder({ items: [{ service: { quoteId: row.quoteId, offer: { currency: row.currency, amount: row.amount }, eurCents } }], currency, rate, buyerUserId: null });
      const line = priced.ok ? priced.items[0] : undefined;
      if (!line) return [];
      return [{
        id: row.id,
        quote: { reference: row.reference, kind: row.kind },
        day: row.day,
        startTime: row.startTime.slice(0, 5),
        timeZone: row.timeZone,
        travellers: { adults: row.adults, children: row.children, infants: row.infants },
        included: row.included ?? '',
        price: { amount: line.amount, currency: currency.code, eurCents: line.eurCents },
      }];
    });
  }

  async function mergeVisitorCart(visitorCart: string, userId: string): Promise<number> {
    return moveVisitorCart(db, visitorCart, userId, maxCartItems);
  }

  return {
    count: (owner: CartOwner) => countCartItems(db, owner),

    /** The items, oldest first, with their tour's card data and price in the currency, and the subtotal of those that can be ordered. */
    async list(owner: CartOwner, options: { language: Locale; currency: string }): Promise<PricedCart> {
      const [rows, serviceRows, exchange] = await Promise.all([
        cartRows(db, owner),
        serviceCartRows(db, owner),
        deps.reference.exchangeRate(options.currency),
      ]);
      const ids = [...new Set(rows.map((row) => row.tourId))];
      const [tours, cards] = await Promise.all([bookableTours(db, ids), deps.catalog.tourCards(ids, options)]);
      const cardOf = new Map(cards.map((card) => [card.id, card]));
      const currency = { code: exchange.currency, minorUnits: exchange.minorUnits };
      const at = now();
      let subtotal = 0;
      let subtotalEurCents = 0;

      const items = rows.map((row): PricedCartItem => {
        const tour: BookableTour | undefined = tours.get(row.tourId);
        const choice = choiceOf(row);
        const card = cardOf.get(row.tourId);
        const problem = card ? choiceProblem(tour, choice, at) : { code: 'tour_not_found' as const };
        // Each item is priced as an order prices it (converted on its own), so the lines add up to the order's subtotal.
        const priced = tour ? priceOrder({ items: [{ tour, duration: row.duration, travellers: choice.travellers }], currency, rate: exchange.rate, buyerUserId: null }) : null;
        const line = priced?.ok ? priced.items[0] : undefined;
        const price = line ? { amount: line.amount, currency: exchange.currency, eurCents: line.eurCents } : null;
        if (price && !problem) {
          subtotal += price.amount;
          subtotalEurCents += price.eurCents;
        }
        return {
          id: row.id,
          tour: card
            ? { id: card.id, slug: card.slug, title: card.title, city: card.city, image: card.image }
            : { id: row.tourId, slug: '', title: '', city: { id: 0, name: '', nameTranslated: '', slug: '' }, image: null },
          ...choice,
          duration: row.duration as TourDuration,
          meetingPoint: row.meetingPoint,
          specialRequirements: row.specialRequirements,
          travelerType: row.travelerType,
          passengerRelation: row.passengerRelation,
          contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone },
          price,
          problem,
        };
      });
      const services = await pricedServices(serviceRows, currency, exchange.rate);
      for (const service of services) {
        subtotal += service.price.amount;
        subtotalEurCents += service.price.eurCents;
      }
      return { items, services, count: items.length + services.length, subtotal: { amount: subtotal, currency: exchange.currency, eurCents: subtotalEurCents } };
    },

    /** Checks the choice against the tour (for sale, duration, group, language, start) and stores it; returns the new item's id. */
    async add(owner: CartOwner, input: CartItemInput): Promise<string> {
      await check(input.tourId, input);
      if ((await countCartItems(db, owner)) >= maxCartItems) throw new AppError('cart_full', { max: maxCartItems });
      return insertCartItem(db, owner, input);
    },

    /** Changes some choices of an item; the whole result is checked again as an add is. */
    async update(owner: CartOwner, id: string, patch: CartItemPatch): Promise<void> {
      const row = await findCartItem(db, owner, id);
      if (!row) throw new AppError('cart_item_not_found');
      const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as Partial<Omit<CartItemInput, 'tourId'>>;
      const next = { ...inputOf(row), ...defined };
      await check(row.tourId, next);
      if (!(await updateCartItem(db, owner, id, next))) throw new AppError('cart_item_not_found');
    },

    /**
     * Puts an accepted service offer (requirements §lifecycles.quote) in an account's cart, in the caller's transaction;
     * the item's id. The offer's item already there (a second accept) is answered, never doubled.
     */
    async addService(tx: Executor, userId: string, choice: ServiceChoice): Promise<string> {
      if ((await countCartItems(tx, { userId })) >= maxCartItems) throw new AppError('cart_full', { max: maxCartItems });
      return insertServiceCartItem(tx, userId, choice);
    },

    /**
     * An accepted offer back in the cart it left for an order that was never paid: it was there
     * before, so the cart's cap does not refuse it (refusing would leave the offer unpayable).
     */
    async putServiceBack(tx: Executor, userId: string, choice: ServiceChoice): Promise<string> {
      return insertServiceCartItem(tx, userId, choice);
    },

    async remove(owner: CartOwner, id: string): Promise<void> {
      if (!(await deleteCartItem(db, owner, id))) throw new AppError('cart_item_not_found');
    },

    /**
     * Moves a visitor's items to an account in one statement: the oldest ones first, as many as
     * fit under maxCartItems with the account's own; what does not fit is dropped with the cookie
     * (nobody could reach it any more). Returns how many moved.
     */
    mergeVisitorCart,

    /**
     * THE rule of whose cart a request works on, for the cart API, the cart and checkout pages and
     * the login and sign-up doors of both alike. A signed-in person works on their account's cart,
     * and a visitor cart the browser still names moves into it first, its cookie cleared — however
     * the session was opened (a login form, the API, a refreshed token). A visitor works on the
     * cart of their cookie; `create` (an add) gives them one and renews the cookie, so a cart in use
     * stays 30 days after its last change. The caller only writes `cookie` in its own way.
     */
    async ownerOf(session: { userId: string | null; cookie: string | undefined | null }, options: { create: boolean } = { create: false }): Promise<{ owner: CartOwner | null; cookie: CartCookieChange }> {
      if (session.userId) {
        if (!session.cookie) return { owner: { userId: session.userId }, cookie: null };
        const visitorCart = visitorCartId(session.cookie);
        if (visitorCart) await mergeVisitorCart(visitorCart, session.userId);
        return { owner: { userId: session.userId }, cookie: 'clear' };
      }
      const id = visitorCartId(session.cookie) ?? (options.create ? randomUUID() : null);
      if (!id) return { owner: null, cookie: null };
      return { owner: { visitorCartId: id }, cookie: options.create ? { set: id } : null };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;
