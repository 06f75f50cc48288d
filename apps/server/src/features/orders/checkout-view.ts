import { priceOrder, type PricedOrder } from '@cicerone/core/checkout/order-pricing';
import { promoCodeProblem } from '@cicerone/core/checkout/promo-code';
import type { OrderStatus } from '@cicerone/core/checkout/order-status';
import { AppError } from '@cicerone/core/errors';
import type { PaymentMethod } from '@cicerone/core/contracts/orders';
import type { Database } from '@cicerone/db/client';
import type { ReferenceService } from '../reference/service.ts';
import { bookableTours } from '../cart/bookable-tour-reads.ts';
import type { CreateOrderInput } from './order-service.ts';
import { bankInformationFor, cartAsOrderItems, findOwnOrder, orderBookings } from './order-queries.ts';
import type { OrderOwner } from './order-reads.ts';
import { findPromoCode } from './promo-code-queries.ts';
import { balance } from '../coins/coin-ledger.ts';
import { offerRates, serviceLines, type OffersToPay } from './service-lines.ts';

export interface CheckoutOptions {
  currency: string;
  discountCode?: string | null | undefined;
  coinsRequested?: number | undefined;
  useMaxCoins?: boolean | undefined;
}

/** The checkout page's totals: the same priceOrder createOrder runs, on the account's cart, without writing anything. */
export type CheckoutQuote =
  | ({ ok: true; coinBalanceEurCents: number } & PricedOrder)
  | { ok: false; code: string; values?: Record<string, number> | undefined; coinBalanceEurCents: number };

/** An order as its pages show it (pay-done, the card form). */
export interface OrderView {
  id: string;
  reference: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  currency: string;
  subtotal: number;
  discount: number;
  coins: number;
  grandTotal: number;
  paymentId: string | null;
  expiresAt: Date | null;
}

/**
 * What the checkout and pay-done pages need besides placing the order: the server's totals for the
 * options the traveller is choosing (code, coins, method), and one of the account's orders read
 * back by its reference. Prices always come from the catalogue, never from the page.
 */
export function checkoutView(db: Database, deps: { reference: Pick<ReferenceService, 'exchangeRate'>; offersToPay: OffersToPay }) {
  const { offersToPay } = deps;
  return {
    async quote(userId: string, options: CheckoutOptions): Promise<CheckoutQuote> {
      const [{ items: rows, services }, coinBalanceEurCents, exchange] = await Promise.all([
        cartAsOrderItems(db, userId),
        balance(db, userId),
        deps.reference.exchangeRate(options.currency.toUpperCase()),
      ]);
      const tours = await bookableTours(db, rows.map((row) => row.tourId));
      const code = options.discountCode?.trim();
      const discount = code ? await findPromoCode(db, code, userId) : null;
      if (code && !discount) return { ok: false, code: 'invalid_discount_code', coinBalanceEurCents };
      const items = [];
      for (const row of rows) {
        const tour = tours.get(row.tourId);
        if (!tour) return { ok: false, code: 'tour_not_found', coinBalanceEurCents };
        items.push({ tour, duration: row.duration, travellers: { adults: row.adults, children: row.children, infants: row.infants } });
      }
      // The accepted offers in the cart, priced as the order will price them (requirements §booking.services).
      const offers = await offersToPay(db, userId, services);
      const rates = await offerRates(offers, (code) => deps.reference.exchangeRate(code));
      let lines: ReturnType<typeof serviceLines>;
      try {
        lines = serviceLines(offers, services, rates, new Date());
      } catch (error) {
        if (error instanceof AppError) return { ok: false, code: error.code, coinBalanceEurCents };
        throw error;
      }
      const priced = priceOrder({
        items: [...items, ...lines.map(({ offer }) => ({ service: offer }))],
        currency: { code: exchange.currency, minorUnits: exchange.minorUnits },
        rate: exchange.rate,
        buyerUserId: userId,
        now: new Date(),
        discount,
        coinBalanceEurCents,
        coinsRequested: options.coinsRequested ?? 0,
        useMaxCoins: options.useMaxCoins ?? false,
      });
      return priced.ok ? { ...priced, coinBalanceEurCents } : { ok: false, code: priced.code, values: priced.values, coinBalanceEurCents };
    },

    /** Where a bank transfer in this currency goes (requirements §screens.checkout Order bank details); null when none is configured. */
    bankDetails: (currency: string) => bankInformationFor(db, currency),

    /**
     * What a discount code takes off for this caller (null: a visitor): a percentage, or a fixed
     * amount in EUR cents (percentOff 0). Refused as invalid_discount_code when unknown or someone
     * else's agent code, and for its days and usage limits; its tours are checked with the cart's
     * quote. The order checks everything again.
     */
    async discountOff(code: string, userId: string | null): Promise<{ percentOff: number; amountOffEurCents: number | null }> {
      const found = await findPromoCode(db, code, userId);
      if (!found) throw new AppError('invalid_discount_code');
      const problem = promoCodeProblem(found, { buyerUserId: userId, now: new Date(), items: null });
      if (problem) throw new AppError(problem);
      return { percentOff: found.percentOff ?? 0, amountOffEurCents: found.amountOffEurCents ?? null };
    },

    /** The order's bookings, earliest first (pay-done links them). */
    bookings: (orderId: string) => orderBookings(db, orderId),

    /**
     * One of this owner's orders by its reference (an account's, or a visitor's gift-card order),
     * null when it is someone else's or none: the owner is part of the query, so no caller can
     * forget to compare it.
     */
    async order(owner: OrderOwner, reference: string): Promise<OrderView | null> {
      const row = await findOwnOrder(db, owner, { reference: reference.trim() });
      return row ? { ...row, paymentMethod: row.paymentMethod === 'card' ? 'card' : 'bank_transfer' } : null;
    },

    /** The same with its bookings and, for a bank transfer, the account it is paid into (GET /api/orders/{reference}). */
    async ownOrder(owner: OrderOwner, reference: string) {
      const row = await findOwnOrder(db, owner, { reference: reference.trim() });
      if (!row) return null;
      const [bookings, bank] = await Promise.all([orderBookings(db, row.id), row.paymentMethod === 'bank_transfer' ? bankInformationFor(db, row.currency) : null]);
      return { ...row, bookings, bank };
    },
  };
}

export type CheckoutView = ReturnType<typeof checkoutView>;
export type { CreateOrderInput };
/** Whose order, and who buys a gift card: named by the pages (pay-done, the card step, /gift-cards). */
export type { OrderOwner } from './order-reads.ts';
export type { GiftCardBuyer } from './gift-card-order.ts';
