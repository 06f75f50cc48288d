import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { priceOrder, type PricedOrder } from '@cicerone/core/checkout/order-pricing';
import type { Database } from '@cicerone/db/client';
import { appUser, promoCode } from '@cicerone/db/schema/accounts';
import { bankInformation, cartItem, customerOrder } from '@cicerone/db/schema/orders';
import type { ReferenceService } from '../reference/service.ts';
import { bookableTours } from '../cart/cart-queries.ts';
import type { CreateOrderInput, OrderItemInput } from './order-service.ts';

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
  userId: string;
  status: string;
  paymentMethod: 'card' | 'bank_transfer';
  currency: string;
  subtotal: number;
  discount: number;
  coins: number;
  grandTotal: number;
  paymentId: string | null;
  expiresAt: Date | null;
}

/**
 * What the checkout and pay-done pages need besides createOrder: the server's totals for the
 * options the traveller is choosing (code, coins, method), the cart turned into order items, and an
 * order read back by its reference. Prices always come from the catalogue, never from the page.
 */
export function checkoutView(db: Database, deps: { reference: Pick<ReferenceService, 'exchangeRate'> }) {
  async function cartRows(userId: string) {
    return db.select().from(cartItem).where(eq(cartItem.userId, userId)).orderBy(asc(cartItem.createdAt), asc(cartItem.id));
  }

  return {
    async quote(userId: string, options: CheckoutOptions): Promise<CheckoutQuote> {
      const [rows, [account], exchange] = await Promise.all([
        cartRows(userId),
        db.select({ coins: appUser.coinBalance }).from(appUser).where(eq(appUser.id, userId)),
        deps.reference.exchangeRate(options.currency.toUpperCase()),
      ]);
      const coinBalanceEurCents = account?.coins ?? 0;
      const tours = await bookableTours(db, rows.map((row) => row.tourId));
      const code = options.discountCode?.trim();
      let discount = null;
      if (code) {
        const [found] = await db
          .select({ percentOff: promoCode.percentOff, kind: promoCode.kind, ownerUserId: promoCode.ownerUserId, activated: promoCode.activated })
          .from(promoCode)
          .where(sql`upper(${promoCode.code}) = upper(${code})`);
        if (!found || (found.kind !== 'agent' && found.kind !== 'discount')) return { ok: false, code: 'invalid_discount_code', coinBalanceEurCents };
        discount = { ...found, kind: found.kind as 'agent' | 'discount' };
      }
      const items = [];
      for (const row of rows) {
        const tour = tours.get(row.tourId);
        if (!tour) return { ok: false, code: 'tour_not_found', coinBalanceEurCents };
        items.push({ tour, duration: row.duration, travellers: { adults: row.adults, children: row.children, infants: row.infants } });
      }
      const priced = priceOrder({
        items,
        currency: { code: exchange.currency, minorUnits: exchange.minorUnits },
        rate: exchange.rate,
        buyerUserId: userId,
        discount,
        coinBalanceEurCents,
        coinsRequested: options.coinsRequested ?? 0,
        useMaxCoins: options.useMaxCoins ?? false,
      });
      return priced.ok ? { ...priced, coinBalanceEurCents } : { ok: false, code: priced.code, values: priced.values, coinBalanceEurCents };
    },

    /** The account's cart as createOrder's items, with the ids to remove once the order exists. */
    async cartOrderItems(userId: string): Promise<{ ids: string[]; items: OrderItemInput[] }> {
      const rows = await cartRows(userId);
      return {
        ids: rows.map((row) => row.id),
        items: rows.map((row) => ({
          tourId: row.tourId,
          duration: row.duration,
          day: row.day,
          startTime: row.startTime.slice(0, 5),
          adults: row.adults,
          children: row.children,
          infants: row.infants,
          guideLanguage: row.guideLanguage,
          meetingPoint: row.meetingPoint,
          specialRequirements: row.specialRequirements,
          travelerType: row.travelerType,
          passengerRelation: row.passengerRelation,
          contactName: row.contactName,
          contactEmail: row.contactEmail,
          contactPhone: row.contactPhone,
        })),
      };
    },

    /** Once ordered, the items leave the cart (a declined card is retried on the same order, not from the cart). */
    async clearOrdered(userId: string, ids: readonly string[]): Promise<void> {
      if (ids.length > 0) await db.delete(cartItem).where(and(eq(cartItem.userId, userId), inArray(cartItem.id, [...ids])));
    },

    /** Where a bank transfer in this currency goes (spec §3 Order bank details); null when none is configured. */
    async bankDetails(currency: string) {
      const [row] = await db.select().from(bankInformation).where(eq(bankInformation.currency, currency.toUpperCase()));
      return row ?? null;
    },

    async order(reference: string): Promise<OrderView | null> {
      const [row] = await db
        .select({
          id: customerOrder.id,
          reference: customerOrder.reference,
          userId: customerOrder.userId,
          status: customerOrder.status,
          paymentMethod: customerOrder.paymentMethod,
          currency: customerOrder.currency,
          subtotal: customerOrder.subtotal,
          discount: customerOrder.discount,
          coins: customerOrder.coins,
          grandTotal: customerOrder.grandTotal,
          paymentId: customerOrder.paymentId,
          expiresAt: customerOrder.expiresAt,
        })
        .from(customerOrder)
        .where(eq(customerOrder.reference, reference.trim().toUpperCase()));
      return row ? { ...row, paymentMethod: row.paymentMethod === 'card' ? 'card' : 'bank_transfer' } : null;
    },
  };
}

export type CheckoutView = ReturnType<typeof checkoutView>;
export type { CreateOrderInput };
