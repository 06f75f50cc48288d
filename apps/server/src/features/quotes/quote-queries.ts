import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { booking, cartItem } from '@cicerone/db/schema/orders';
import { city } from '@cicerone/db/schema/reference';
import { quote } from '@cicerone/db/schema/quotes';
import type { QuoteStatus } from '@cicerone/core/quotes/quote-status';
import { quoteMachine } from '@cicerone/core/quotes/quote-status';
import { selectRows } from '../../shared/sql-rows.ts';
import { workQueue, type WorkQueue } from '../../shared/work-queue.ts';
import type { OfferToPay } from '../orders/service-lines.ts';

export type QuoteRow = typeof quote.$inferSelect;
export type NewQuote = typeof quote.$inferInsert;

/** The only module that speaks SQL about quotes (decision 0014); the rules are the service's. */

/** Inserts a request under `reference`; false when the reference is taken (drawn again by the caller). */
export async function insertQuoteUnder(db: Executor, reference: string, values: Omit<NewQuote, 'reference'>): Promise<boolean> {
  const inserted = await db.insert(quote).values({ ...values, reference }).onConflictDoNothing({ target: quote.reference }).returning({ id: quote.id });
  return inserted.length > 0;
}

export async function findQuote(db: Executor, reference: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quote).where(eq(quote.reference, reference));
  return row ?? null;
}

/** GET /api/me/quotes: the account's requests, newest first (quote_user_idx). */
export async function quotesOf(db: Executor, userId: string): Promise<QuoteRow[]> {
  return db.select().from(quote).where(eq(quote.userId, userId)).orderBy(desc(quote.createdAt)).limit(200);
}

/** The back office's list, newest first, of one status or all (quote_status_idx). */
export async function quotesForAdmin(db: Executor, status: QuoteStatus | undefined): Promise<QuoteRow[]> {
  return db.select().from(quote).where(status ? eq(quote.status, status) : undefined).orderBy(desc(quote.createdAt)).limit(200);
}

/** The requests the team has not answered with an offer yet, aged from the request. */
export const unansweredQuoteQueue = (db: Executor): Promise<WorkQueue> => workQueue(db, quote, inArray(quote.status, [...quoteMachine.step('offer_sent').from]), quote.createdAt);

/** The cart item an accepted offer became, by quote (cart_item_quote_idx). */
export async function cartItemIdsOf(db: Executor, quoteIds: readonly string[]): Promise<Map<string, string>> {
  if (quoteIds.length === 0) return new Map();
  const rows = await db.select({ id: cartItem.id, quoteId: cartItem.quoteId }).from(cartItem).where(inArray(cartItem.quoteId, [...quoteIds]));
  return new Map(rows.flatMap((row) => (row.quoteId ? [[row.quoteId, row.id] as const] : [])));
}

export async function cityName(db: Executor, cityId: number): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: city.id, name: city.name }).from(city).where(eq(city.id, cityId));
  return row ?? null;
}

export async function cityZone(db: Executor, cityId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: city.timeZone }).from(city).where(eq(city.id, cityId));
  return row?.timeZone ?? null;
}

/** Writes the offer on a request still waiting for one; null when another admin answered first. */
/** The start the offer gives a request that named no day. */
export interface QuoteStartFields {
  serviceDay: string;
  serviceTime: string;
  timeZone: string;
  startsAt: Date;
}

export async function writeOffer(
  db: Executor,
  reference: string,
  offer: { amount: number; included: string; validUntil: Date; cityId: number; offeredBy: string; at: Date; followTokenHash?: string | undefined; start?: QuoteStartFields | undefined },
): Promise<QuoteRow | null> {
  const { from, to } = quoteMachine.step('offer_sent');
  const [row] = await db
    .update(quote)
    .set({ status: to, offerAmount: offer.amount, offerIncluded: offer.included, offerValidUntil: offer.validUntil, cityId: offer.cityId, offeredBy: offer.offeredBy, offeredAt: offer.at, ...offer.start, ...(offer.followTokenHash ? { followTokenHash: offer.followTokenHash } : {}) })
    .where(and(eq(quote.reference, reference), inArray(quote.status, from)))
    .returning();
  return row ?? null;
}

/**
 * Accepts or declines an offer still valid at `at`, guarded by status: of two concurrent accepts
 * one updates the row and the other touches nothing. An accepting account becomes the request's
 * owner (a visitor who followed the e-mailed link and then signed in).
 */
export async function decideOffer(db: Executor, reference: string, event: 'accepted' | 'declined', at: Date, userId: string | null): Promise<QuoteRow | null> {
  const { from, to } = quoteMachine.step(event);
  const [row] = await db
    .update(quote)
    .set({ status: to, decidedAt: at, ...(userId ? { userId } : {}) })
    .where(and(eq(quote.reference, reference), inArray(quote.status, from), gt(quote.offerValidUntil, at)))
    .returning();
  return row ?? null;
}

/** The expiry job: offers past their validity, claimed with SKIP LOCKED so two processes share them (quote_offer_expiry_idx). */
export async function expireOffers(db: Executor, at: Date, limit: number): Promise<number> {
  const { from, to } = quoteMachine.step('offer_expired');
  const rows = await selectRows<{ id: string }>(db, sql`
    update quote set status = ${to}, decided_at = ${at}
    where id in (
      select id from quote
      where status in (${sql.join(from.map((status) => sql`${status}`), sql`, `)}) and offer_valid_until <= ${at}
      order by offer_valid_until
      limit ${limit}
      for update skip locked
    )
    returning id`);
  return rows.length;
}

/** Who the team is: every admin, in their account's language and currency (the new-request notice). */
export async function teamAccounts(db: Executor): Promise<{ email: string; firstName: string; locale: string | null; currency: string | null }[]> {
  return selectRows(db, sql`select email, first_name as "firstName", locale, currency from app_user where role <= 2 order by created_at`);
}

/**
 * The accepted offers an order's bookings sell become paid with the order (requirements §booking.services), in the
 * paying transaction (orders' whenPaid, composed in services.ts); guarded, so a second payment
 * event steps nothing twice. How many became paid.
 */
export async function payQuotesOfOrder(db: Executor, orderId: string): Promise<number> {
  const { from, to } = quoteMachine.step('paid');
  const sold = db.select({ id: booking.quoteId }).from(booking).where(eq(booking.orderId, orderId));
  const paid = await db
    .update(quote)
    .set({ status: to })
    .where(and(inArray(quote.status, from), inArray(quote.id, sold)))
    .returning({ id: quote.id });
  return paid.length;
}

const offerToPayFields = {
  id: quote.id,
  kind: quote.kind,
  currency: quote.currency,
  offerAmount: quote.offerAmount,
  cityId: quote.cityId,
  serviceDay: quote.serviceDay,
  serviceTime: quote.serviceTime,
  startsAt: quote.startsAt,
  locale: quote.locale,
  request: quote.request,
};

/**
 * The accepted offers the bookings of these orders sold, once the orders closed unpaid (expired, or
 * no card payment could be set up): still accepted, sold by no live booking, so payable again.
 */
export async function offersOfClosedOrders(db: Executor, orderIds: readonly string[]): Promise<QuoteRow[]> {
  if (orderIds.length === 0) return [];
  const sold = db.select({ id: booking.quoteId }).from(booking).where(inArray(booking.orderId, [...orderIds]));
  return db
    .select()
    .from(quote)
    .where(and(inArray(quote.id, sold), eq(quote.status, 'accepted'), sql`not exists (select 1 from ${booking} where ${booking.quoteId} = ${quote.id} and ${booking.status} <> 'cancelled')`))
    .orderBy(quote.id);
}

/**
 * The buyer's accepted offers among `ids` that no booking sells yet: read before the order's
 * transaction (their currencies' rates), then again locked inside it (`lock`), so of two checkouts
 * of one offer the second finds it sold and orders nothing.
 */
export async function offersToPay(db: Executor, userId: string, ids: readonly string[], lock = false): Promise<OfferToPay[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(offerToPayFields)
    .from(quote)
    .where(and(inArray(quote.id, [...ids]), eq(quote.userId, userId), eq(quote.status, 'accepted'), sql`not exists (select 1 from ${booking} where ${booking.quoteId} = ${quote.id} and ${booking.status} <> 'cancelled')`))
    .orderBy(quote.id);
  return lock ? query.for('update', { of: quote }) : query;
}

/**
 * The city an airport serves, as a mission's city (decision 0027): of the cities of its country,
 * the one named as the airport's city, else the nearest to it (Narita serves Tokyo, Beauvais Paris).
 */
export async function cityServing(db: Executor, airport: { city: string; countryCode: string; latitude: number; longitude: number }): Promise<{ id: number; name: string } | null> {
  const [row] = await selectRows<{ id: number; name: string }>(db, sql`
    select city.id, city.name from city join country on country.id = city.country_id
    where country.iso2 = ${airport.countryCode.toUpperCase()} and city.activated
    order by (lower(city.name) = lower(${airport.city})) desc,
      power(city.latitude - ${airport.latitude}, 2) + power((city.longitude - ${airport.longitude}) * cos(radians(${airport.latitude})), 2)
    limit 1`);
  return row ?? null;
}
