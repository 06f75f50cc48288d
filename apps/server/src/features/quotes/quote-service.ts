import type { QuoteOfferInput, QuoteRequest, QuoteAnswer } from '@cicerone/core/contracts/quotes';
import { zonedInstant } from '@cicerone/core/checkout/start-time';
import { AppError } from '@cicerone/core/errors';
import type { Locale } from '@cicerone/core/locales';
import type { CurrencyUnit } from '@cicerone/core/money';
import { quoteMachine, type QuoteStatus } from '@cicerone/core/quotes/quote-status';
import type { Database, Executor } from '@cicerone/db/client';
import { retryingTransaction } from '../../shared/transaction.ts';
import type { RateLimiter } from '../../shared/rate-limit.ts';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import { underFreshReference } from '../orders/order-reference.ts';
import { newFollowToken, tokenMatches } from './follow-token.ts';
import type { QuotePlaces } from './quote-places.ts';
import { cartItemIdsOf, cityName, decideOffer, expireOffers, findQuote, insertQuoteUnder, offersOfClosedOrders, quotesForAdmin, quotesOf, unansweredQuoteQueue, writeOffer, type QuoteRow, type QuoteStartFields } from './quote-queries.ts';
import { quoteStart } from './quote-start.ts';
import { quoteView } from './quote-view.ts';
import type { QuoteNews } from './quote-news.ts';
import type { ServiceChoice } from '../cart/cart-queries.ts';

/** Requests per hour: a traveller asks for a few services, a script for hundreds (requirements §rules.security). */
export const quoteLimits = {
  perAddress: { limit: 10, windowSeconds: 3600 },
  perEmail: { limit: 5, windowSeconds: 3600 },
} as const;

/** Who reads or decides a request: its account, or whoever holds the link e-mailed for it. */
export interface QuoteReader {
  userId: string | null;
  token?: string | undefined;
}

export interface QuoteServiceDeps {
  places: QuotePlaces;
  limits: Pick<RateLimiter, 'hit'>;
  news: QuoteNews;
  /** The currency's minor units; an unknown or inactive currency is refused (reference data). */
  unitOf: (currency: string) => Promise<CurrencyUnit>;
  /** Puts an accepted offer in the account's cart, in the accepting transaction (the cart slice, composed in services.ts). */
  putInCart: (tx: Executor, userId: string, choice: ServiceChoice) => Promise<string>;
  /** The same, for an offer coming back from an order never paid (no cap: it was in the cart). */
  putBackInCart: (tx: Executor, userId: string, choice: ServiceChoice) => Promise<string>;
  clock?: () => Date;
}

/**
 * Quotes (requirements §lifecycles.quote): a request from one of the five request pages, the team's offer, the
 * traveller's accept (the offer becomes a cart item, paid through the one checkout) or decline,
 * and the expiry of offers left past their validity. Every status change names its event of
 * quotes/quote-status.ts and is a guarded UPDATE, so a race changes nothing twice.
 */
export function quoteService(db: Database, deps: QuoteServiceDeps) {
  const clock = deps.clock ?? (() => new Date());

  /** The request when `reader` may see it; someone else's is not found, as if it did not exist. */
  async function readable(reference: string, reader: QuoteReader): Promise<QuoteRow> {
    const row = await findQuote(db, reference);
    if (!row || !mayRead(row, reader)) throw new AppError('quote_not_found');
    return row;
  }

  async function answer(row: QuoteRow, executor: Executor = db): Promise<QuoteAnswer> {
    const items = await cartItemIdsOf(executor, [row.id]);
    return quoteView(row, items.get(row.id) ?? null);
  }

  /** Why an offer could not be decided now: gone past its validity, or no longer open. */
  function refusal(row: QuoteRow | null, at: Date): AppError {
    if (!row) return new AppError('quote_not_found');
    if (row.status === 'expired' || (row.status === 'offered' && row.offerValidUntil && row.offerValidUntil.getTime() <= at.getTime())) return new AppError('quote_offer_expired');
    return new AppError('quote_status_conflict', { status: row.status });
  }

  /** The city a request's mission goes to unless the admin names another: its own, or the one its airport serves. */
  async function missionCity(row: QuoteRow): Promise<{ id: number; name: string } | null> {
    if (row.cityId !== null) return cityName(db, row.cityId);
    const request = row.request as unknown as QuoteRequest;
    return request.kind === 'airport-pickup' ? deps.places.airportCity(request.airportCode) : null;
  }

  return {
    /**
     * Stores a request checked by its kind's contract, after the limits per address and per
     * e-mail; mails its reference (and, for a visitor, the link that follows it) and tells the team.
     */
    async submit(request: QuoteRequest, context: { user: SessionUser | null; ip: string; locale: Locale }): Promise<{ reference: string; status: QuoteStatus; token: string }> {
      await deps.limits.hit([
        { key: `quote:ip:${context.ip}`, ...quoteLimits.perAddress },
        { key: `quote:email:${request.contact.email}`, ...quoteLimits.perEmail },
      ]);
      // The offer is priced in this currency: one the site sells in.
      await deps.unitOf(request.currency);
      const now = clock();
      const start = await quoteStart(request, deps.places, now);
      const follow = newFollowToken();
      const status = quoteMachine.nextStatus(null, 'submitted');
      const reference = await retryingTransaction(db, async (tx) => {
        const reference = await underFreshReference('QT', 7, (fresh) =>
          insertQuoteUnder(tx, fresh, {
            kind: request.kind,
            status,
            userId: context.user?.id ?? null,
            email: request.contact.email,
            contactName: request.contact.name,
            locale: context.locale,
            currency: request.currency,
            request: { ...request, ...start.names },
            cityId: start.cityId,
            serviceDay: start.day,
            serviceTime: start.time,
            timeZone: start.timeZone,
            startsAt: start.startsAt,
            followTokenHash: follow.hash,
          }),
        );
        await deps.news.received(tx, { reference, kind: request.kind, name: request.contact.name, email: request.contact.email, locale: context.locale, currency: request.currency, token: context.user ? null : follow.token });
        return reference;
      });
      return { reference, status, token: follow.token };
    },

    async mine(userId: string): Promise<{ quotes: QuoteAnswer[] }> {
      const rows = await quotesOf(db, userId);
      const items = await cartItemIdsOf(db, rows.map((row) => row.id));
      return { quotes: rows.map((row) => quoteView(row, items.get(row.id) ?? null)) };
    },

    show: async (reference: string, reader: QuoteReader) => answer(await readable(reference, reader)),

    /**
     * Accepts an offer still valid: in one transaction the quote becomes accepted (guarded: of two
     * concurrent accepts one wins) and its cart item is written. The loser, and a retry, answer
     * the same accepted quote and item; an offer past its validity is refused (quote_offer_expired).
     */
    async accept(reference: string, user: SessionUser, token: string | undefined): Promise<QuoteAnswer> {
      const row = await readable(reference, { userId: user.id, token });
      // Read before the transaction, never inside it (quote-news.ts priced).
      const unit = await deps.unitOf(row.currency);
      const at = clock();
      return retryingTransaction(db, async (tx) => {
        const accepted = await decideOffer(tx, reference, 'accepted', at, user.id);
        if (!accepted) {
          const current = await findQuote(tx, reference);
          if (current?.status === 'accepted' && current.userId === user.id) return answer(current, tx);
          throw refusal(current, at);
        }
        const cartItemId = await deps.putInCart(tx, user.id, serviceChoiceOf(accepted));
        await deps.news.accepted(tx, accepted, unit);
        return quoteView(accepted, cartItemId);
      });
    },

    /**
     * Orders closed unpaid (expired, no card payment set up, cancelled by the team): the accepted
     * offers their bookings sold go back to their buyers' carts, in the closing transaction, so the
     * traveller can pay them again (their bookings are cancelled, the offers still accepted).
     */
    async offersBackInCart(tx: Executor, orderIds: readonly string[]): Promise<void> {
      for (const row of await offersOfClosedOrders(tx, orderIds)) {
        if (row.userId) await deps.putBackInCart(tx, row.userId, serviceChoiceOf(row));
      }
    },

    async decline(reference: string, reader: QuoteReader): Promise<QuoteAnswer> {
      await readable(reference, reader);
      const at = clock();
      const declined = await decideOffer(db, reference, 'declined', at, null);
      if (!declined) throw refusal(await findQuote(db, reference), at);
      return quoteView(declined, null);
    },

    /** Closes offers past their validity (the expiry job); how many. */
    async expireDue(now: Date = clock()): Promise<number> {
      let total = 0;
      for (;;) {
        const expired = await expireOffers(db, now, 100);
        total += expired;
        if (expired < 100) return total;
      }
    },

    admin: {
      /** The requests waiting for an offer, for the dashboard (requirements §back-office.dashboard). */
      queue: () => unansweredQuoteQueue(db),

      async list(status: QuoteStatus | undefined): Promise<{ quotes: QuoteAnswer[] }> {
        const rows = await quotesForAdmin(db, status);
        const items = await cartItemIdsOf(db, rows.map((row) => row.id));
        return { quotes: rows.map((row) => quoteView(row, items.get(row.id) ?? null)) };
      },

      async show(reference: string): Promise<QuoteAnswer> {
        const row = await findQuote(db, reference);
        if (!row) throw new AppError('quote_not_found');
        return answer(row);
      },

      /** The city the offer form proposes for the mission (decision 0027), null when the admin must name one. */
      async missionCity(reference: string): Promise<{ id: number; name: string } | null> {
        const row = await findQuote(db, reference);
        return row ? missionCity(row) : null;
      },

      /**
       * Answers a request with an offer in the traveller's currency, valid until the end of
       * `validUntil` (UTC) — a day still to come, and not past the service's start — and mails it.
       */
      async offer(reference: string, adminId: string, input: QuoteOfferInput): Promise<QuoteAnswer> {
        const at = clock();
        const validUntil = new Date(`${input.validUntil}T23:59:59.999Z`);
        const row = await findQuote(db, reference);
        if (!row) throw new AppError('quote_not_found');
        if (validUntil.getTime() <= at.getTime()) throw new AppError('validation_failed', { field: 'validUntil' });
        // A service already started can no longer be offered.
        if (row.startsAt && row.startsAt.getTime() <= at.getTime()) throw new AppError('validation_failed', { field: 'validUntil' });
        // The mission's city (decision 0027): the one the admin names, else the request's or its airport's; one must exist.
        const cityId = input.cityId ?? (await missionCity(row))?.id ?? null;
        if (cityId === null) throw new AppError('validation_failed', { field: 'cityId' });
        const { timeZone } = await deps.places.city(cityId);
        // A request without a day (a general one without dates) gets the offer's, in the mission's city (still to come).
        const start = row.serviceDay === null ? offeredStart(input, timeZone, at) : undefined;
        const startsAt = start?.startsAt ?? row.startsAt;
        // Never valid past the service's start.
        const until = startsAt && startsAt.getTime() < validUntil.getTime() ? startsAt : validUntil;
        // A visitor's request gets a new follow link with its offer (only the token's hash is kept).
        const follow = row.userId === null ? newFollowToken() : null;
        // Read before the transaction, never inside it (quote-news.ts priced).
        const unit = await deps.unitOf(row.currency);
        return retryingTransaction(db, async (tx) => {
          const offered = await writeOffer(tx, reference, { amount: input.amount, included: input.included, validUntil: until, cityId, offeredBy: adminId, at, followTokenHash: follow?.hash, start });
          if (!offered) throw refusal(row, at);
          await deps.news.offered(tx, offered, follow?.token ?? null, unit);
          return quoteView(offered, null);
        });
      },
    },
  };
}

export type QuoteService = ReturnType<typeof quoteService>;

/** The day and time the admin gives a request that named none: both required, still to come. */
function offeredStart(input: QuoteOfferInput, timeZone: string, at: Date): QuoteStartFields {
  if (!input.serviceDay) throw new AppError('validation_failed', { field: 'serviceDay' });
  if (!input.serviceTime) throw new AppError('validation_failed', { field: 'serviceTime' });
  const startsAt = zonedInstant(input.serviceDay, input.serviceTime, timeZone);
  if (startsAt.getTime() <= at.getTime()) throw new AppError('validation_failed', { field: 'serviceDay' });
  return { serviceDay: input.serviceDay, serviceTime: input.serviceTime, timeZone, startsAt };
}

function mayRead(row: QuoteRow, reader: QuoteReader): boolean {
  if (row.userId !== null && row.userId === reader.userId) return true;
  // The e-mailed link opens a visitor's request, and an account's own request to someone signed out.
  return (row.userId === null || reader.userId === null) && tokenMatches(reader.token, row.followTokenHash);
}

/** What the cart item of an accepted offer holds: the request's day and time, travellers and contact. */
function serviceChoiceOf(row: QuoteRow): ServiceChoice {
  const request = row.request as unknown as QuoteRequest;
  return {
    quoteId: row.id,
    day: row.serviceDay ?? row.createdAt.toISOString().slice(0, 10),
    startTime: row.serviceTime?.slice(0, 5) ?? '00:00',
    travellers: request.travellers,
    language: row.locale,
    contact: request.contact,
  };
}
