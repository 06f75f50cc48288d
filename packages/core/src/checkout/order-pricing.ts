/**
 * What an order costs, computed from the catalogue and the buyer's account only: the client
 * sends what it wants to buy (tour, duration, travellers, code, coins), never a price, and the
 * page and the server run this same function so the total shown is the total charged.
 *
 * Rounding rule (the one place it is decided; every amount is an integer of the order currency's
 * minor units, JPY has none, KWD three):
 *  1. each item's EUR-cent price is converted on its own (convertFromEurCents: EUR cents × rate,
 *     rounded half up to the currency's minor units); the subtotal is the sum of those, so the
 *     lines always add up to the subtotal;
 *  2. the discount is percentOff of the converted amounts of the items its code applies to
 *     (promo-code.ts: all of them unless the code names tours or categories), rounded half up
 *     (integer maths); a fixed-amount code's EUR cents are converted as an item is, capped at
 *     those items' amounts;
 *  3. coins are EUR cents: their value is converted the same way as an item, and capped at what
 *     is left to pay; the coins debited are the fewest EUR cents whose converted value covers
 *     what they pay, so paying everything with coins leaves exactly 0 to pay;
 *  4. grandTotal = subtotal − discount − coins, exactly, and never below 0.
 * The order records the currency, the rate and every amount of the result.
 */
import { convertFromEurCents, type CurrencyUnit } from '../money.ts';
import { groupBands, payingTravellers } from '../catalog/pricing.ts';
import { priceFor, type BandPrice } from '../catalog/tour-price.ts';
import type { ErrorCode } from '../errors.ts';
import { groupProblem, type GroupProblem } from './group-size.ts';
import { inScope, promoCodeProblem, type PromoCode, type PromoCodeProblem } from './promo-code.ts';

/** One price row of a tour: its duration, group band and EUR-cent price. */
export interface TourBandPrice extends BandPrice {
  eurCents: number;
}

/** What pricing needs of a tour, loaded by the server from the catalogue (never from the client). */
export interface PricedTour {
  id: number;
  /** Its category, which a promo code may be limited to. */
  categoryId?: number;
  /** Fewest and most paying travellers (adults and children) the tour takes. */
  minPeople: number;
  maxPeople: number;
  prices: readonly TourBandPrice[];
}

/** Age bands (requirements §booking.group): adults 13+, children 2–12 pay; infants under 2 travel free. */
export interface Travellers {
  adults: number;
  children: number;
  infants: number;
}

export interface TourItemInput {
  tour: PricedTour;
  duration: string;
  travellers: Travellers;
}

/**
 * An accepted offer of a service on request (requirements §booking.services): the team fixed its price in the offer's
 * currency, so it is not looked up in a catalogue. In that currency the line is the offer's exact
 * amount; in another it is converted from its EUR-cent value like a tour's price.
 */
export interface PricedService {
  quoteId: string;
  offer: { currency: string; amount: number };
  eurCents: number;
}

/** A tour's choice, or an accepted offer: both are lines of the one order, under one discount and one coin rule. */
export type OrderItemInput = TourItemInput | { service: PricedService };

export interface OrderPricingInput {
  items: readonly OrderItemInput[];
  /** The order currency and the EUR → currency rate the order records (1 for EUR). */
  currency: CurrencyUnit;
  rate: number;
  /** The signed-in buyer, or null for a guest: agent codes only apply to their owner. */
  buyerUserId: string | null;
  /** When the order is priced (the present when absent): a promo code's days of validity are checked against it. */
  now?: Date;
  /** The code the buyer typed, as found in promo_code; null when none was typed. */
  discount?: PromoCode | null;
  /** The buyer's coin balance in EUR cents (0 for a guest). */
  coinBalanceEurCents?: number;
  /** Coins the buyer asks to spend, in EUR cents; capped at the balance and at what is left to pay. */
  coinsRequested?: number;
  /** Spend as many coins as allowed: min(balance, what is left after the discount). Wins over coinsRequested. */
  useMaxCoins?: boolean;
}

export interface PricedItem {
  /** The tour priced, or null for an accepted offer (then `quoteId`). */
  tourId: number | null;
  quoteId?: string;
  duration: string;
  payingTravellers: number;
  /** The tour's price for this duration and group, as stored. */
  eurCents: number;
  /** The same price in the order currency's minor units. */
  amount: number;
}

export interface PricedOrder {
  currency: CurrencyUnit;
  rate: number;
  items: PricedItem[];
  /** Sum of the items' amounts. */
  subtotal: number;
  /** The code's percentage; 0 when no code applies or it takes a fixed amount off. */
  discountPercent: number;
  discount: number;
  /** Value of the coins spent, in the order currency. */
  coins: number;
  /** Coins to debit from the buyer's ledger, in EUR cents. */
  coinsEurCents: number;
  /** What the buyer pays: subtotal − discount − coins. */
  grandTotal: number;
}

export type OrderPricingError =
  | { code: Extract<ErrorCode, 'cart_empty' | 'tour_price_unavailable'> | PromoCodeProblem; values?: undefined; tourId?: number }
  | (GroupProblem & { tourId: number });

export type OrderPricingResult = ({ ok: true } & PricedOrder) | ({ ok: false } & OrderPricingError);

/** percent % of an amount of minor units, rounded half up (exact integer maths, no float noise). */
export function percentOf(amount: number, percent: number): number {
  return Math.floor((amount * percent + 50) / 100);
}

/**
 * The fewest EUR cents of coins whose converted value covers `due` minor units. Conversion only
 * grows with the cents, so start from the estimate and step to the exact boundary.
 */
export function coinsCovering(due: number, rate: number, currency: CurrencyUnit): number {
  if (due <= 0) return 0;
  let cents = Math.max(0, Math.ceil((due * 100) / (rate * 10 ** currency.minorUnits)));
  while (cents > 0 && convertFromEurCents(cents - 1, rate, currency) >= due) cents -= 1;
  while (convertFromEurCents(cents, rate, currency) < due) cents += 1;
  return cents;
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}

function priceItem(item: OrderItemInput, currency: CurrencyUnit, rate: number): PricedItem | OrderPricingError {
  if ('service' in item) {
    const { quoteId, offer, eurCents } = item.service;
    const amount = offer.currency === currency.code ? offer.amount : convertFromEurCents(eurCents, rate, currency);
    return { tourId: null, quoteId, duration: 'service', payingTravellers: 0, eurCents, amount };
  }
  const { tour, travellers } = item;
  const group = groupProblem(tour, travellers);
  if (group) return { ...group, tourId: tour.id };
  const paying = payingTravellers(travellers);
  const row = priceFor(tour.prices, item.duration, paying);
  if (!row) return { code: 'tour_price_unavailable', tourId: tour.id };
  return {
    tourId: tour.id,
    duration: item.duration,
    payingTravellers: paying,
    eurCents: row.eurCents,
    amount: convertFromEurCents(row.eurCents, rate, currency),
  };
}

/** What a code takes off the priced items, or why it cannot be used for them. */
function discountOf(code: PromoCode, input: OrderPricingInput, items: readonly PricedItem[]): { discountPercent: number; discount: number } | { problem: PromoCodeProblem } {
  const scoped = items.map((item, index) => {
    const line = input.items[index];
    return { tourId: item.tourId, categoryId: line && 'tour' in line ? line.tour.categoryId : undefined, amount: item.amount };
  });
  const problem = promoCodeProblem(code, { buyerUserId: input.buyerUserId, now: input.now ?? new Date(), items: scoped });
  if (problem) return { problem };
  const eligible = scoped.filter((item) => inScope(code, item)).reduce((sum, item) => sum + item.amount, 0);
  if (code.percentOff !== null) return { discountPercent: code.percentOff, discount: percentOf(eligible, code.percentOff) };
  return { discountPercent: 0, discount: Math.min(convertFromEurCents(code.amountOffEurCents ?? 0, input.rate, input.currency), eligible) };
}

export function priceOrder(input: OrderPricingInput): OrderPricingResult {
  const { currency, rate } = input;
  if (input.items.length === 0) return { ok: false, code: 'cart_empty' };

  const items: PricedItem[] = [];
  for (const item of input.items) {
    const priced = priceItem(item, currency, rate);
    if ('code' in priced) return { ok: false, ...priced };
    items.push(priced);
  }
  const subtotal = items.reduce((sum, item) => sum + item.amount, 0);

  const taken = input.discount ? discountOf(input.discount, input, items) : { discountPercent: 0, discount: 0 };
  if ('problem' in taken) return { ok: false, code: taken.problem };
  const { discountPercent, discount } = taken;
  const due = subtotal - discount;

  const balance = input.coinBalanceEurCents ?? 0;
  const requested = input.coinsRequested ?? 0;
  if (!isCount(balance) || !isCount(requested)) throw new RangeError('coin amounts must be whole, non-negative EUR cents');
  const wanted = input.useMaxCoins ? balance : Math.min(requested, balance);
  const coinsEurCents = Math.min(wanted, coinsCovering(due, rate, currency));
  const coins = Math.min(convertFromEurCents(coinsEurCents, rate, currency), due);

  return {
    ok: true,
    currency,
    rate,
    items,
    subtotal,
    discountPercent,
    discount,
    coins,
    coinsEurCents,
    grandTotal: due - coins,
  };
}

/**
 * The EUR-cent value of an amount in a currency (an offer's price; here, not in money.ts, which every page's shell loads): the inverse of
 * convertFromEurCents, rounded half up, so a line converted back lands on the nearest minor unit.
 */
export function eurCentsOf(amount: number, rate: number, currency: CurrencyUnit): number {
  return Math.round((amount * 100) / (rate * 10 ** currency.minorUnits));
}

/**
 * The catalogue stores a tour's prices by band index (tour_price.band, see pricing.ts):
 * this gives them the travellers range pricing looks them up by.
 */
export function bandPrices(rows: readonly { duration: string; band: number; priceCents: number }[]): TourBandPrice[] {
  return rows.flatMap((row) => {
    const band = groupBands[row.band];
    return band ? [{ duration: row.duration, minTravellers: band.min, maxTravellers: band.max, eurCents: row.priceCents }] : [];
  });
}
