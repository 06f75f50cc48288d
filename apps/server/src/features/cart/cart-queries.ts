import { and, asc, count, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { cartItem } from '@cicerone/db/schema/orders';
import { quote } from '@cicerone/db/schema/quotes';
import type { CartItemInput } from '@cicerone/core/contracts/cart';
import { selectRows } from '../../shared/sql-rows.ts';
import type { CartOwner } from './cart-service.ts';

export type CartRow = typeof cartItem.$inferSelect;

/** Every query names the owner, so an item id of someone else's cart is simply not found. */
function owns(owner: CartOwner): SQL {
  return 'userId' in owner ? eq(cartItem.userId, owner.userId) : eq(cartItem.visitorCartId, owner.visitorCartId);
}

function ownItem(owner: CartOwner, id: string): SQL | undefined {
  return and(eq(cartItem.id, id), owns(owner));
}

/** The columns a choice is stored in. */
function columnsOf(input: Omit<CartItemInput, 'tourId'>) {
  return {
    duration: input.duration,
    day: input.day,
    startTime: input.startTime,
    adults: input.travellers.adults,
    children: input.travellers.children,
    infants: input.travellers.infants,
    guideLanguage: input.guideLanguage,
    meetingPoint: input.meetingPoint,
    specialRequirements: input.specialRequirements,
    travelerType: input.travelerType,
    passengerRelation: input.passengerRelation,
    contactName: input.contact.name,
    contactEmail: input.contact.email,
    contactPhone: input.contact.phone,
  };
}

/** What the header's cart counts: the items the cart page shows, tours and accepted offers (paid through the one checkout, decision 0027). */
export async function countCartItems(db: Executor, owner: CartOwner): Promise<number> {
  const [row] = await db.select({ value: count() }).from(cartItem).where(owns(owner));
  return row?.value ?? 0;
}

/** A cart row of a tour (not of an accepted service offer). */
export type TourCartRow = CartRow & { tourId: number };

/** The owner's tour items, oldest first. */
export async function cartRows(db: Executor, owner: CartOwner): Promise<TourCartRow[]> {
  const rows = await db.select().from(cartItem).where(and(owns(owner), isNotNull(cartItem.tourId))).orderBy(asc(cartItem.createdAt), asc(cartItem.id));
  return rows as TourCartRow[];
}

/** The owner's accepted offers (requirements §lifecycles.quote), oldest first, with what the cart shows of their request and offer. */
export async function serviceCartRows(db: Executor, owner: CartOwner) {
  return db
    .select({
      id: cartItem.id,
      quoteId: quote.id,
      reference: quote.reference,
      kind: quote.kind,
      day: cartItem.day,
      startTime: cartItem.startTime,
      timeZone: quote.timeZone,
      adults: cartItem.adults,
      children: cartItem.children,
      infants: cartItem.infants,
      included: quote.offerIncluded,
      amount: quote.offerAmount,
      currency: quote.currency,
    })
    .from(cartItem)
    .innerJoin(quote, eq(quote.id, cartItem.quoteId))
    .where(owns(owner))
    .orderBy(asc(cartItem.createdAt), asc(cartItem.id));
}

/** One of the owner's tour items (a service's item is changed by its offer, never by hand). */
export async function findCartItem(db: Executor, owner: CartOwner, id: string): Promise<TourCartRow | null> {
  const [row] = await db.select().from(cartItem).where(and(ownItem(owner, id), isNotNull(cartItem.tourId)));
  return (row as TourCartRow | undefined) ?? null;
}

/** Stores a checked choice in the owner's cart; the new item's id. */
export async function insertCartItem(db: Executor, owner: CartOwner, input: CartItemInput): Promise<string> {
  const [created] = await db
    .insert(cartItem)
    .values({ ...('userId' in owner ? { userId: owner.userId } : { visitorCartId: owner.visitorCartId }), tourId: input.tourId, ...columnsOf(input) })
    .returning({ id: cartItem.id });
  if (!created) throw new Error('cart item not inserted');
  return created.id;
}

/** Stores a changed choice; false when the owner has no such item (any more). */
export async function updateCartItem(db: Executor, owner: CartOwner, id: string, input: Omit<CartItemInput, 'tourId'>): Promise<boolean> {
  const updated = await db.update(cartItem).set(columnsOf(input)).where(ownItem(owner, id)).returning({ id: cartItem.id });
  return updated.length > 0;
}

/** Removes an item; false when the owner has no such item. */
export async function deleteCartItem(db: Executor, owner: CartOwner, id: string): Promise<boolean> {
  const removed = await db.delete(cartItem).where(ownItem(owner, id)).returning({ id: cartItem.id });
  return removed.length > 0;
}

/**
 * Moves a visitor's items to an account in one statement: the oldest ones first, as many as fit
 * under `max` with the account's own; the rest are deleted. Returns how many moved.
 */
export async function moveVisitorCart(db: Executor, visitorCart: string, userId: string, max: number): Promise<number> {
  const [result] = await selectRows<{ moved: number }>(db, sql`
    with room as (
      select greatest(0, ${max} - count(*))::int as free from cart_item where user_id = ${userId}
    ), moved as (
      update cart_item set user_id = ${userId}, visitor_cart_id = null
      where id in (
        select id from cart_item where visitor_cart_id = ${visitorCart}
        order by created_at, id limit (select free from room)
      )
      returning id
    ), dropped as (
      delete from cart_item where visitor_cart_id = ${visitorCart} and id not in (select id from moved)
    )
    select count(*)::int as moved from moved`);
  return result?.moved ?? 0;
}

/** What a service's cart item holds of its accepted request (requirements §lifecycles.quote): the request's day, time, travellers and contact. */
export interface ServiceChoice {
  quoteId: string;
  day: string;
  startTime: string;
  travellers: { adults: number; children: number; infants: number };
  language: string;
  contact: { name: string; email: string; phone: string };
}

/**
 * Puts an accepted offer in an account's cart; the item's id. The unique quote_id makes a second
 * insert of the same offer (a retried accept) answer the item already there.
 */
export async function insertServiceCartItem(db: Executor, userId: string, choice: ServiceChoice): Promise<string> {
  const [created] = await db
    .insert(cartItem)
    .values({
      userId,
      quoteId: choice.quoteId,
      // Services have no tour duration: the kind of item says what it is.
      duration: 'service',
      day: choice.day,
      startTime: choice.startTime,
      adults: choice.travellers.adults,
      children: choice.travellers.children,
      infants: choice.travellers.infants,
      guideLanguage: choice.language,
      contactName: choice.contact.name,
      contactEmail: choice.contact.email,
      contactPhone: choice.contact.phone,
    })
    .onConflictDoNothing({ target: cartItem.quoteId })
    .returning({ id: cartItem.id });
  if (created) return created.id;
  const [existing] = await db.select({ id: cartItem.id }).from(cartItem).where(eq(cartItem.quoteId, choice.quoteId));
  if (!existing) throw new Error('service cart item neither inserted nor found');
  return existing.id;
}
