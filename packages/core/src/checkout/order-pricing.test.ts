import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromEurCents, type CurrencyUnit } from '../money.ts';
import { groupBands } from '../catalog/pricing.ts';
import { infantsAllowed } from './group-size.ts';
import {
  bandPrices,
  coinsCovering,
  priceOrder,
  type OrderPricingInput,
  type PricedOrder,
  type PricedTour,
} from './order-pricing.ts';
import { discountAppliesTo, type PromoCode } from './promo-code.ts';

const EUR: CurrencyUnit = { code: 'EUR', minorUnits: 2 };
const USD: CurrencyUnit = { code: 'USD', minorUnits: 2 };
const JPY: CurrencyUnit = { code: 'JPY', minorUnits: 0 };
const KWD: CurrencyUnit = { code: 'KWD', minorUnits: 3 };

const louvre: PricedTour = {
  id: 7,
  minPeople: 1,
  maxPeople: 6,
  prices: bandPrices([
    { duration: '4h', band: 0, priceCents: 10_000 },
    { duration: '4h', band: 1, priceCents: 13_000 },
    { duration: '4h', band: 2, priceCents: 16_000 },
    { duration: '8h', band: 0, priceCents: 18_050 },
  ]),
};
const bigGroups: PricedTour = { ...louvre, id: 8, minPeople: 3 };

function order(overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  return {
    items: [{ tour: louvre, duration: '4h', travellers: { adults: 2, children: 0, infants: 0 } }],
    currency: EUR,
    rate: 1,
    buyerUserId: 'buyer',
    ...overrides,
  };
}

function priced(input: OrderPricingInput): PricedOrder {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(`expected a price, got ${result.code}`);
  return result;
}

const agentCode: PromoCode = { kind: 'agent', percentOff: 10, ownerUserId: 'agent' };
const promo: PromoCode = { kind: 'discount', percentOff: 15, ownerUserId: null };

describe('priceOrder', () => {
  it('prices each item by its duration and paying group; infants travel free', () => {
    const result = priced(
      order({
        items: [
          { tour: louvre, duration: '4h', travellers: { adults: 2, children: 1, infants: 2 } },
          { tour: louvre, duration: '8h', travellers: { adults: 1, children: 0, infants: 0 } },
        ],
      }),
    );
    expect(result.items.map((item) => [item.payingTravellers, item.eurCents, item.amount])).toEqual([
      [3, 13_000, 13_000],
      [1, 18_050, 18_050],
    ]);
    expect(result).toMatchObject({ subtotal: 31_050, discount: 0, coins: 0, coinsEurCents: 0, grandTotal: 31_050 });
  });

  it('converts each item, rounding half up to the currency minor units, then sums', () => {
    // 180.50 EUR × 1.0843 = 195.716… USD → 195.72; 100 EUR → 108.43
    const usd = priced(
      order({
        currency: USD,
        rate: 1.0843,
        items: [
          { tour: louvre, duration: '8h', travellers: { adults: 2, children: 0, infants: 0 } },
          { tour: louvre, duration: '4h', travellers: { adults: 1, children: 0, infants: 0 } },
        ],
      }),
    );
    expect(usd.items.map((item) => item.amount)).toEqual([19_572, 10_843]);
    expect(usd.subtotal).toBe(30_415);
    expect(usd.rate).toBe(1.0843);
  });

  it('has no minor units in JPY and three in KWD', () => {
    const jpy = priced(order({ currency: JPY, rate: 162.345 }));
    expect(jpy.subtotal).toBe(16_235); // 100 EUR × 162.345 = 16234.5 → 16235 yen
    const kwd = priced(order({ currency: KWD, rate: 0.33217 }));
    expect(kwd.subtotal).toBe(33_217); // 33.217 KWD in fils
  });

  it('applies a promo code to the converted subtotal, rounded half up', () => {
    // 10 % of 108.45 USD = 10.845 → 10.85
    const result = priced(order({ currency: USD, rate: 1.0845, discount: { ...agentCode, ownerUserId: 'buyer' } }));
    expect(result).toMatchObject({ subtotal: 10_845, discountPercent: 10, discount: 1_085, grandTotal: 9_760 });
    expect(priced(order({ discount: promo })).discount).toBe(1_500);
    expect(priced(order({ discount: null })).discountPercent).toBe(0);
  });

  it('refuses an agent code to anyone but its owner, and inactive codes', () => {
    expect(priceOrder(order({ buyerUserId: 'someone', discount: agentCode }))).toEqual({ ok: false, code: 'invalid_discount_code' });
    expect(priceOrder(order({ buyerUserId: null, discount: { ...agentCode, ownerUserId: null } }))).toMatchObject({ code: 'invalid_discount_code' });
    expect(priceOrder(order({ discount: { ...promo, activated: false } }))).toMatchObject({ code: 'invalid_discount_code' });
    expect(priceOrder(order({ buyerUserId: 'agent', discount: agentCode })).ok).toBe(true);
    expect(discountAppliesTo({ ...promo, percentOff: 0 }, 'buyer')).toBe(false);
    expect(discountAppliesTo(promo, null)).toBe(true);
  });

  it('spends requested coins up to the balance, and all of it with useMaxCoins', () => {
    expect(priced(order({ coinBalanceEurCents: 2_500, coinsRequested: 1_000 }))).toMatchObject({ coins: 1_000, coinsEurCents: 1_000, grandTotal: 9_000 });
    expect(priced(order({ coinBalanceEurCents: 2_500, coinsRequested: 9_000 }))).toMatchObject({ coins: 2_500, grandTotal: 7_500 });
    expect(priced(order({ coinBalanceEurCents: 2_500, useMaxCoins: true }))).toMatchObject({ coins: 2_500, grandTotal: 7_500 });
    expect(priced(order({ coinBalanceEurCents: 50_000, useMaxCoins: true, discount: promo }))).toMatchObject({
      discount: 1_500,
      coins: 8_500,
      coinsEurCents: 8_500,
      grandTotal: 0,
    });
    expect(priced(order({ coinsRequested: 500 }))).toMatchObject({ coins: 0, coinsEurCents: 0 });
  });

  it('debits the fewest EUR cents that pay the rest when coins pay everything in another currency', () => {
    // 100 EUR at 160.3 = 16030 yen; 1 cent = 1.603 yen, so 10000 cents pay it, and 9999 cents (16028 yen) do not.
    const result = priced(order({ currency: JPY, rate: 160.3, coinBalanceEurCents: 20_000, useMaxCoins: true }));
    expect(result).toMatchObject({ subtotal: 16_030, coins: 16_030, coinsEurCents: 10_000, grandTotal: 0 });
    // A balance worth less than the total: its converted value is spent.
    const partial = priced(order({ currency: KWD, rate: 0.33217, coinBalanceEurCents: 1_001, useMaxCoins: true }));
    expect(partial).toMatchObject({ coins: convertFromEurCents(1_001, 0.33217, KWD), coinsEurCents: 1_001 });
  });

  it('enforces the tour group limits on paying travellers', () => {
    const tooMany = order({ items: [{ tour: louvre, duration: '4h', travellers: { adults: 5, children: 2, infants: 0 } }] });
    expect(priceOrder(tooMany)).toEqual({ ok: false, code: 'group_size_out_of_range', values: { min: 1, max: 6 }, tourId: 7 });
    const tooFew = order({ items: [{ tour: bigGroups, duration: '4h', travellers: { adults: 2, children: 0, infants: 3 } }] });
    expect(priceOrder(tooFew)).toMatchObject({ code: 'group_size_out_of_range', values: { min: 3, max: 6 } });
    const nobody = order({ items: [{ tour: louvre, duration: '4h', travellers: { adults: 0, children: 0, infants: 1 } }] });
    expect(priceOrder(nobody)).toMatchObject({ code: 'group_size_out_of_range' });
    const fractional = order({ items: [{ tour: louvre, duration: '4h', travellers: { adults: 1.5, children: 0, infants: 0 } }] });
    expect(priceOrder(fractional)).toMatchObject({ code: 'group_size_out_of_range' });
  });

  it('says when the tour has no price for the duration or group, and when the cart is empty', () => {
    const noBike = order({ items: [{ tour: louvre, duration: 'bike_4h', travellers: { adults: 2, children: 0, infants: 0 } }] });
    expect(priceOrder(noBike)).toEqual({ ok: false, code: 'tour_price_unavailable', tourId: 7 });
    const no8hForFour = order({ items: [{ tour: louvre, duration: '8h', travellers: { adults: 4, children: 0, infants: 0 } }] });
    expect(priceOrder(no8hForFour)).toMatchObject({ code: 'tour_price_unavailable' });
    expect(priceOrder(order({ items: [] }))).toEqual({ ok: false, code: 'cart_empty' });
  });

  it('refuses negative or fractional coin amounts as a programming error', () => {
    expect(() => priceOrder(order({ coinsRequested: -1, coinBalanceEurCents: 10 }))).toThrow(RangeError);
    expect(() => priceOrder(order({ coinBalanceEurCents: 1.5 }))).toThrow(RangeError);
  });

  it('takes no price from the client', () => {
    // @ts-expect-error there is no price, total or amount in the input
    const withClientTotal = priceOrder({ ...order(), grandTotal: 1 });
    expect(withClientTotal).toEqual(priceOrder(order()));
  });

  it('maps stored band indexes to traveller ranges', () => {
    expect(bandPrices([{ duration: '4h', band: 6, priceCents: 1 }, { duration: '4h', band: 99, priceCents: 1 }])).toEqual([
      { duration: '4h', minTravellers: 17, maxTravellers: 20, eurCents: 1 },
    ]);
  });
});

describe('coinsCovering', () => {
  it('is the fewest cents whose value reaches the amount', () => {
    expect(coinsCovering(0, 1.2, USD)).toBe(0);
    expect(coinsCovering(120, 1.2, USD)).toBe(100);
    expect(coinsCovering(121, 1.2, USD)).toBe(101);
    expect(coinsCovering(1, 160, JPY)).toBe(1);
  });
});

// ---- properties ---------------------------------------------------------------------------

const currencyArb = fc.oneof(
  fc.constant({ currency: EUR, rate: 1 }),
  fc.record({ currency: fc.constant(USD), rate: fc.double({ min: 0.5, max: 2, noNaN: true }) }),
  fc.record({ currency: fc.constant(JPY), rate: fc.double({ min: 50, max: 300, noNaN: true }) }),
  fc.record({ currency: fc.constant(KWD), rate: fc.double({ min: 0.1, max: 1, noNaN: true }) }),
  fc.record({ currency: fc.constant({ code: 'IDR', minorUnits: 2 }), rate: fc.double({ min: 10_000, max: 20_000, noNaN: true }) }),
);

/** A tour sold for all bands up to its maxPeople, with random prices, and a group it can take. */
const itemArb = fc
  .record({
    id: fc.integer({ min: 1, max: 1000 }),
    minPeople: fc.integer({ min: 1, max: 4 }),
    extra: fc.integer({ min: 0, max: 16 }),
    basePrice: fc.integer({ min: 1, max: 500_000 }),
    duration: fc.constantFrom('4h', '8h', 'bike_4h'),
  })
  .chain(({ id, minPeople, extra, basePrice, duration }) => {
    const maxPeople = minPeople + extra;
    const tour: PricedTour = {
      id,
      minPeople,
      maxPeople,
      prices: groupBands.map((band, index) => ({ duration, minTravellers: band.min, maxTravellers: band.max, eurCents: basePrice + index * 997 })),
    };
    // At least one adult; infants as the group rule lets them come (one per adult, 20 people in all).
    return fc
      .record({ paying: fc.integer({ min: minPeople, max: maxPeople }), infants: fc.integer({ min: 0, max: 3 }) })
      .chain(({ paying, infants }) =>
        fc.integer({ min: 0, max: paying - 1 }).map((children) => {
          const adults = paying - children;
          return { tour, duration, travellers: { adults, children, infants: Math.min(infants, infantsAllowed({ adults, children })) } };
        }),
      );
  });

const buyerArb = fc.constantFrom('ana', 'ben', null);
const codeArb = fc.option(
  fc.record({
    kind: fc.constantFrom('agent' as const, 'discount' as const),
    percentOff: fc.integer({ min: 1, max: 100 }),
    ownerUserId: fc.constantFrom('ana', 'ben', null),
  }),
  { nil: undefined },
);

const orderArb = fc
  .record({
    money: currencyArb,
    items: fc.array(itemArb, { minLength: 1, maxLength: 4 }),
    buyerUserId: buyerArb,
    discount: codeArb,
    coinBalanceEurCents: fc.integer({ min: 0, max: 5_000_000 }),
    coinsRequested: fc.option(fc.integer({ min: 0, max: 5_000_000 }), { nil: undefined }),
    useMaxCoins: fc.boolean(),
  })
  .map(({ money, ...rest }): OrderPricingInput => ({ ...rest, currency: money.currency, rate: money.rate }));

describe('priceOrder properties', () => {
  it('totals add up exactly, never below zero, in whole minor units', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return result.code === 'invalid_discount_code';
        const amounts = [result.subtotal, result.discount, result.coins, result.coinsEurCents, result.grandTotal, ...result.items.map((i) => i.amount)];
        expect(amounts.every(Number.isSafeInteger)).toBe(true);
        expect(result.grandTotal).toBeGreaterThanOrEqual(0);
        expect(result.subtotal - result.discount - result.coins).toBe(result.grandTotal);
        expect(result.subtotal).toBe(result.items.reduce((sum, item) => sum + item.amount, 0));
        expect(result.items.map((item) => item.amount)).toEqual(result.items.map((item) => convertFromEurCents(item.eurCents, input.rate, input.currency)));
        return true;
      }),
    );
  });

  it('never spends more coins than the balance or than is left after the discount', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        expect(result.coinsEurCents).toBeLessThanOrEqual(input.coinBalanceEurCents ?? 0);
        expect(result.coins).toBeLessThanOrEqual(result.subtotal - result.discount);
        expect(result.coins).toBeLessThanOrEqual(convertFromEurCents(result.coinsEurCents, input.rate, input.currency));
        if (!input.useMaxCoins) expect(result.coinsEurCents).toBeLessThanOrEqual(input.coinsRequested ?? 0);
        return true;
      }),
    );
  });

  it('useMaxCoins spends min(balance, due), and the fewest cents when coins pay it all', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder({ ...input, useMaxCoins: true });
        if (!result.ok) return true;
        const due = result.subtotal - result.discount;
        const balance = input.coinBalanceEurCents ?? 0;
        expect(result.coins).toBe(Math.min(convertFromEurCents(balance, input.rate, input.currency), due));
        expect(result.coinsEurCents).toBe(Math.min(balance, coinsCovering(due, input.rate, input.currency)));
        if (result.grandTotal === 0 && result.coinsEurCents > 0) {
          expect(convertFromEurCents(result.coinsEurCents - 1, input.rate, input.currency)).toBeLessThan(due);
        }
        return true;
      }),
    );
  });

  it('gives an agent discount to its owner only', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder(input);
        const code = input.discount;
        const ownerBuys = code?.kind === 'agent' && input.buyerUserId !== null && code.ownerUserId === input.buyerUserId;
        if (code?.kind === 'agent' && !ownerBuys) expect(result).toEqual({ ok: false, code: 'invalid_discount_code' });
        else expect(result.ok).toBe(true);
        if (result.ok) expect(result.discountPercent).toBe(code?.percentOff ?? 0);
        return true;
      }),
    );
  });

  it('the discount is the rounded-half-up percentage of the converted subtotal', () => {
    fc.assert(
      fc.property(orderArb, (input) => {
        const result = priceOrder(input);
        if (!result.ok) return true;
        const exact = (result.subtotal * result.discountPercent) / 100;
        expect(Math.abs(result.discount - exact)).toBeLessThanOrEqual(0.5);
        if (exact - Math.floor(exact) === 0.5) expect(result.discount).toBe(Math.ceil(exact));
        return true;
      }),
    );
  });

  it('JPY amounts are whole yen and KWD amounts whole fils of the same value', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.double({ min: 0.1, max: 300, noNaN: true }), (eurCents, rate) => {
        const tour: PricedTour = { id: 1, minPeople: 1, maxPeople: 2, prices: [{ duration: '4h', minTravellers: 1, maxTravellers: 2, eurCents }] };
        const items = [{ tour, duration: '4h', travellers: { adults: 1, children: 0, infants: 0 } }];
        const exact = (eurCents / 100) * rate;
        for (const currency of [JPY, KWD]) {
          const { subtotal } = priced({ items, currency, rate, buyerUserId: null });
          expect(Number.isInteger(subtotal)).toBe(true);
          expect(Math.abs(subtotal / 10 ** currency.minorUnits - exact)).toBeLessThanOrEqual(0.5 / 10 ** currency.minorUnits + 1e-9 * exact);
        }
      }),
    );
  });
});
