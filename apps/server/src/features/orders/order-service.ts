import { randomUUID } from 'node:crypto';
import { nextStatus } from '@cicerone/core/checkout/booking-status';
import { priceOrder, type PricedTour } from '@cicerone/core/checkout/order-pricing';
import { shares } from '@cicerone/core/checkout/shares';
import { checkStart } from '@cicerone/core/checkout/start-time';
import { AppError } from '@cicerone/core/errors';
import type { Database, Executor } from '@cicerone/db/client';
import { retryingTransaction } from '../../shared/transaction.ts';
import { bookableTours } from '../cart/bookable-tour-reads.ts';
import { insertOrderUnder, restoreCartItems, takeCartItems } from './order-queries.ts';
import { bookingSteps } from '../bookings/booking-steps.ts';
import type { SessionUser } from '../accounts/sessions/session-service.ts';
import type { AvailabilityService } from '../availability/service.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { awaitedPayment, cardPayment } from './card-payment.ts';
import { orderPlacement } from './place-order.ts';
import { debit, lockedBalance } from '../coins/coin-ledger.ts';
import { closeUnpaidOrders } from './order-expiry.ts';
import { findPromoCode, redeemPromoCode } from './promo-code-queries.ts';
import type { Settle } from '../../settlement/process.ts';
import { paymentDeadline, type PaymentWindows } from './payment-deadline.ts';
import { paymentMethodChange } from './payment-method.ts';
import { underFreshReference } from './order-reference.ts';
import { giftCardOrders, type IssueGiftCard } from './gift-card-order.ts';
import { offerRates, serviceLines, type OffersToPay } from './service-lines.ts';

export interface OrderItemInput {
  tourId: number;
  duration: string;
  /** 'YYYY-MM-DD' and 'HH:MM', local to the tour's city. */
  day: string;
  startTime: string;
  adults: number;
  children: number;
  infants: number;
  guideLanguage: string;
  meetingPoint?: string | null | undefined;
  specialRequirements?: string | null | undefined;
  travelerType?: string | null | undefined;
  passengerRelation?: string | null | undefined;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export interface CreateOrderInput {
  items: OrderItemInput[];
  /** Accepted offers of services on request (requirements §booking.services) to pay with the tours, by quote id: priced at their offer, never by the client. */
  services?: readonly string[] | undefined;
  paymentMethod: 'card' | 'bank_transfer';
  currency: string;
  discountCode?: string | null | undefined;
  /** EUR cents. */
  coinsRequested?: number | undefined;
  useMaxCoins?: boolean | undefined;
  locale: string;
  /** The order's id when the caller derives it (an idempotent checkout); a fresh one otherwise. */
  orderId?: string | undefined;
  /** The buyer's cart rows the items were read from: they leave the cart in the order's transaction. */
  cartItemIds?: readonly string[] | undefined;
}

export interface CreatedOrder {
  id: string;
  reference: string;
  status: 'awaiting_payment' | 'paid';
  paymentMethod: 'card' | 'bank_transfer';
  /** Card orders with something to pay: what the browser confirms the card with. */
  clientSecret?: string;
  currency: string;
  subtotal: number;
  discount: number;
  coins: number;
  coinsEurCents: number;
  grandTotal: number;
  expiresAt: Date | null;
}

export interface OrderServiceOptions extends PaymentWindows {
  availability: AvailabilityService;
  provider: PaymentProvider;
  exchangeRate: (currency: string) => Promise<{ rate: number; minorUnits: number }>;
  clock?: () => Date;
  /** Runs the settlement process: an order paid in coins at once, one closed when no card payment could be set up. */
  settle: Settle;
  /** Writes the gift card an order buys, in the order's transaction (gift-cards, composed in at services.ts). */
  issueGiftCard: IssueGiftCard;
  /** Reads the accepted offers an order pays (the quotes slice, composed in at services.ts). */
  offersToPay: OffersToPay;
}

/**
 * Creating an order: everything that decides it (tours, prices, start times, capacity, promo
 * code, coin balance) is read and written in ONE transaction, so a failure anywhere holds no
 * slot and spends no coin. The card payment is set up after the commit (no network call while
 * rows are locked); if that fails the order is closed again at once.
 */
export function orderService(db: Database, options: OrderServiceOptions) {
  const clock = options.clock ?? (() => new Date());
  const cardPaymentOf = cardPayment(db, options.provider);
  const { offersToPay } = options;

  /** The typed code, its row locked until the order commits (promo-code-queries.ts: how a usage limit holds). */
  async function knownPromoCode(tx: Executor, code: string, buyerUserId: string) {
    const found = await findPromoCode(tx, code, buyerUserId, true);
    if (!found) throw new AppError('invalid_discount_code');
    return found;
  }

  async function createOrder(user: SessionUser, input: CreateOrderInput): Promise<CreatedOrder> {
    const services = input.services ?? [];
    if (input.items.length === 0 && services.length === 0) throw new AppError('cart_empty');
    const now = clock();
    const currency = input.currency.toUpperCase();
    const rateOf = (code: string) => (code === 'EUR' ? Promise.resolve({ rate: 1, minorUnits: 2 }) : options.exchangeRate(code));
    const exchange = await rateOf(currency);
    // An offer's EUR value (its line in another currency, its share of coins) from its own currency's rate, read before any lock.
    const rates = await offerRates(await offersToPay(db, user.id, services), rateOf);
    // The per-tour cut-off (tour_availability) is checked before the transaction; the last unit is decided by hold inside it.
    for (const item of input.items) {
      if (!(await options.availability.isBookable(item.tourId, item.day, now, item.startTime.slice(0, 5)))) throw new AppError('no_time_slots');
    }
    const orderId = input.orderId ?? randomUUID();

    const created = await retryingTransaction(db, async (tx) => {
      // The account row first, then the days through changeCapacity (the house lock order, docs/decisions/0008-lock-order.md): concurrent orders, expiries and cancellations never wait on each other in a cycle.
      const coinBalance = await lockedBalance(tx, user.id);
      // The cart's reading of its tours (schedule, cut-off, prices); withdrawn ones cannot be ordered.
      const read = await bookableTours(tx, input.items.map((item) => item.tourId));
      const tours = new Map([...read].filter(([, found]) => found.activated));
      // The offers again, locked: one already sold (a second checkout of the same cart) or no longer accepted is refused.
      const offers = serviceLines(await offersToPay(tx, user.id, services, true), services, rates, now);

      const starts = input.items.map((item) => {
        const found = tours.get(item.tourId);
        if (!found) throw new AppError('tour_not_found');
        if (!found.guideLanguages.includes(item.guideLanguage)) throw new AppError('validation_failed', { field: 'guideLanguage' });
        const start = checkStart(found, item.day, item.startTime, now);
        if (!start.ok) throw new AppError(start.code);
        return start.startsAt;
      });

      // The code's row after the account's, before any day (the house lock order, decision 0008 and 0034).
      const code = input.discountCode?.trim() ? await knownPromoCode(tx, input.discountCode.trim(), user.id) : null;
      const pricing = priceOrder({
        items: [
          ...input.items.map((item) => ({
            tour: tours.get(item.tourId) as PricedTour,
            duration: item.duration,
            travellers: { adults: item.adults, children: item.children, infants: item.infants },
          })),
          ...offers.map(({ offer }) => ({ service: offer })),
        ],
        currency: { code: currency, minorUnits: exchange.minorUnits },
        rate: exchange.rate,
        buyerUserId: user.id,
        now,
        discount: code,
        coinBalanceEurCents: coinBalance,
        coinsRequested: input.coinsRequested ?? 0,
        useMaxCoins: input.useMaxCoins ?? false,
      });
      if (!pricing.ok) throw new AppError(pricing.code, pricing.values);
      const paidServices = pricing.items.slice(input.items.length);

      const paidNow = pricing.grandTotal === 0;
      const expiresAt = paidNow ? null : paymentDeadline(input.paymentMethod, now, options);
      const reference = await underFreshReference('CIC', 7, (fresh) => insertOrderUnder(tx, fresh, {
        id: orderId,
        userId: user.id,
        locale: input.locale,
        currency,
        rate: String(exchange.rate),
        subtotal: pricing.subtotal,
        discount: pricing.discount,
        discountCode: code?.code ?? null,
        discountPercent: pricing.discountPercent > 0 ? pricing.discountPercent : null,
        coins: pricing.coins,
        coinsEurCents: pricing.coinsEurCents,
        grandTotal: pricing.grandTotal,
        paymentMethod: input.paymentMethod,
        expiresAt,
      }));
      if (code) await redeemPromoCode(tx, { orderId, code: code.code, userId: user.id });
      const bookingShares = shares(
        pricing.items.map((item) => item.amount),
        pricing.grandTotal,
      );
      // Every booking starts waiting for its payment (the core machine names this event after bank transfers; card orders wait the same way until the webhook).
      const status = nextStatus(null, 'order_placed');
      for (const [index, item] of input.items.entries()) {
        const found = tours.get(item.tourId);
        await underFreshReference('BK', 8, (fresh) => bookingSteps.placedUnder(tx, fresh, {
          orderId,
          userId: user.id,
          tourId: item.tourId,
          cityId: found?.cityId as number,
          duration: item.duration,
          day: item.day,
          startTime: item.startTime,
          startsAt: starts[index] as Date,
          adults: item.adults,
          children: item.children,
          infants: item.infants,
          guideLanguage: item.guideLanguage,
          meetingPoint: item.meetingPoint ?? null,
          specialRequirements: item.specialRequirements ?? null,
          travelerType: item.travelerType ?? null,
          passengerRelation: item.passengerRelation ?? null,
          contactName: item.contactName,
          contactEmail: item.contactEmail,
          contactPhone: item.contactPhone,
          price: bookingShares[index] ?? 0,
          priceEurCents: pricing.items[index]?.eurCents ?? 0,
          status,
        }, now));
      }
      for (const [index, { row, booking }] of offers.entries()) {
        await underFreshReference('BK', 8, (fresh) => bookingSteps.placedUnder(tx, fresh, {
          ...booking,
          orderId,
          userId: user.id,
          quoteId: row.id,
          price: bookingShares[input.items.length + index] ?? 0,
          priceEurCents: paidServices[index]?.eurCents ?? 0,
          status,
        }, now));
      }
      if (pricing.coinsEurCents > 0) await debit(tx, user.id, pricing.coinsEurCents, { reason: 'checkout', orderId });
      // The ordered items leave the cart with the order's commit: no crash can leave an order whose items are still in the cart.
      const cartIds = input.cartItemIds ?? [];
      const takenFromCart = await takeCartItems(tx, user.id, cartIds);
      // Another checkout of the same cart (a second tab) committed first: it has these items.
      if (takenFromCart.length < cartIds.length) throw new AppError('cart_empty');
      // Capacity last (decision 0008), once everything else is written: a day's row is the one lock buyers of one tour
      // share, and it is held from here to the commit only, not across the order's and bookings' inserts.
      if (!(await options.availability.changeCapacity({ hold: input.items }, tx))) throw new AppError('no_time_slots');
      // Everything paid with coins: no provider, the order is paid now.
      if (paidNow) await options.settle('paid_in_coins', tx, { orderId, paidAt: now, by: 'payment_succeeded', adminUserId: null });
      return { reference, pricing, paidNow, expiresAt, takenFromCart };
    });

    const result: CreatedOrder = {
      id: orderId,
      reference: created.reference,
      status: created.paidNow ? 'paid' : 'awaiting_payment',
      paymentMethod: input.paymentMethod,
      currency,
      subtotal: created.pricing.subtotal,
      discount: created.pricing.discount,
      coins: created.pricing.coins,
      coinsEurCents: created.pricing.coinsEurCents,
      grandTotal: created.pricing.grandTotal,
      expiresAt: created.expiresAt,
    };
    if (created.paidNow || input.paymentMethod !== 'card') return result;

    try {
      const payment = await cardPaymentOf({ id: orderId, reference: created.reference, grandTotal: created.pricing.grandTotal, currency });
      return { ...result, clientSecret: payment.clientSecret };
    } catch (error) {
      // No payment could be set up: give the slots, the coins and the cart back now rather than at expiry.
      await retryingTransaction(db, async (tx) => {
        await closeUnpaidOrders(options.settle, tx, [orderId], 'payment_setup_failed', clock());
        await restoreCartItems(tx, created.takenFromCart);
      });
      throw error;
    }
  }

  const { createGiftCardOrder } = giftCardOrders(db, { ...options, clock, cardPaymentOf });
  const paymentFor = awaitedPayment(cardPaymentOf);
  const { withPayment, ...placement } = orderPlacement(db, { createOrder, createGiftCardOrder }, paymentFor);
  const changeMethod = paymentMethodChange(db, { provider: options.provider, clock, windows: options });
  return {
    createOrder,
    createGiftCardOrder,
    ...placement,
    paymentFor,
    changePaymentMethod: async (...args: Parameters<typeof changeMethod>) => withPayment(await changeMethod(...args)),
  };
}

export type OrderService = ReturnType<typeof orderService>;
