import { describe, expect, it } from 'vitest';
import type { CurrencyUnit } from '../money.ts';
import { bandPrices, priceOrder, type OrderPricingInput, type PricedTour } from './order-pricing.ts';
import { companyDay, promoCodeProblem, type PromoCode } from './promo-code.ts';

const EUR: CurrencyUnit = { code: 'EUR', minorUnits: 2 };
const JPY: CurrencyUnit = { code: 'JPY', minorUnits: 0 };
const tour = (id: number, categoryId: number, priceCents: number): PricedTour => ({ id, categoryId, minPeople: 1, maxPeople: 6, prices: bandPrices([{ duration: '4h', band: 0, priceCents }]) });
const louvre = tour(7, 1, 10_000);
const food = tour(8, 2, 5_000);
// 14:00 in Paris on 10 June 2026.
const now = new Date('2026-06-10T12:00:00Z');
const code: PromoCode = { kind: 'discount', ownerUserId: null, percentOff: 15 };

function order(discount: PromoCode, overrides: Partial<OrderPricingInput> = {}): OrderPricingInput {
  const two = { adults: 2, children: 0, infants: 0 };
  return { items: [{ tour: louvre, duration: '4h', travellers: two }, { tour: food, duration: '4h', travellers: two }], currency: EUR, rate: 1, buyerUserId: 'buyer', now, discount, ...overrides };
}

describe('promo codes in priceOrder', () => {
  it('takes a percentage off the items of its categories or tours only, and refuses an order without them', () => {
    expect(priceOrder(order({ ...code, categoryIds: [2] }))).toMatchObject({ ok: true, subtotal: 15_000, discountPercent: 15, discount: 750 });
    expect(priceOrder(order({ ...code, tourIds: [7] }))).toMatchObject({ ok: true, discount: 1_500 });
    expect(priceOrder(order({ ...code, tourIds: [7], categoryIds: [2] }))).toMatchObject({ ok: true, discount: 2_250 });
    expect(priceOrder(order({ ...code, categoryIds: [3], tourIds: [9] }))).toEqual({ ok: false, code: 'promo_code_not_for_these_tours' });
    expect(priceOrder(order(code))).toMatchObject({ ok: true, discount: 2_250 });
  });

  it('converts a fixed EUR amount at the order’s rate, never above the items it applies to', () => {
    // 20.00 EUR at 161.5 JPY = 3230 JPY, off a 15000 × 1.615 = 24225 JPY order.
    expect(priceOrder(order({ ...code, percentOff: null, amountOffEurCents: 2_000 }, { currency: JPY, rate: 161.5 }))).toMatchObject({ ok: true, subtotal: 24_225, discountPercent: 0, discount: 3_230, grandTotal: 20_995 });
    expect(priceOrder(order({ ...code, percentOff: null, amountOffEurCents: 90_000, categoryIds: [2] }))).toMatchObject({ ok: true, discount: 5_000, grandTotal: 10_000 });
    // Both or neither is no code at all.
    expect(priceOrder(order({ ...code, amountOffEurCents: 500 }))).toEqual({ ok: false, code: 'invalid_discount_code' });
    expect(priceOrder(order({ ...code, percentOff: null }))).toEqual({ ok: false, code: 'invalid_discount_code' });
  });

  it('holds between its days, both included, on the company’s clock', () => {
    expect(companyDay(new Date('2026-06-10T22:30:00Z'))).toBe('2026-06-11');
    expect(priceOrder(order({ ...code, validFrom: '2026-06-10', validUntil: '2026-06-10' })).ok).toBe(true);
    expect(priceOrder(order({ ...code, validFrom: '2026-06-11' }))).toEqual({ ok: false, code: 'promo_code_not_yet_valid' });
    expect(priceOrder(order({ ...code, validUntil: '2026-06-09' }))).toEqual({ ok: false, code: 'promo_code_expired' });
    // 23:30 in Paris on the 9th is still the 9th there, though it is the 9th in UTC too; 00:30 on the 10th in Paris is not.
    expect(priceOrder(order({ ...code, validUntil: '2026-06-09' }, { now: new Date('2026-06-09T21:30:00Z') })).ok).toBe(true);
    expect(priceOrder(order({ ...code, validUntil: '2026-06-09' }, { now: new Date('2026-06-09T22:30:00Z') }))).toMatchObject({ code: 'promo_code_expired' });
  });

  it('stops at its usage limits, in all and per account', () => {
    expect(priceOrder(order({ ...code, maxUses: 3, uses: { total: 2, byBuyer: 0 } })).ok).toBe(true);
    expect(priceOrder(order({ ...code, maxUses: 3, uses: { total: 3, byBuyer: 0 } }))).toEqual({ ok: false, code: 'promo_code_used_up' });
    expect(priceOrder(order({ ...code, maxUsesPerUser: 1, uses: { total: 1, byBuyer: 1 } }))).toEqual({ ok: false, code: 'promo_code_already_used' });
    expect(priceOrder(order({ ...code, maxUsesPerUser: 2, uses: { total: 9, byBuyer: 1 } })).ok).toBe(true);
  });

  it('checks a code before the cart is known without its tours', () => {
    expect(promoCodeProblem({ ...code, tourIds: [99] }, { buyerUserId: null, now, items: null })).toBeNull();
    expect(promoCodeProblem({ ...code, activated: false }, { buyerUserId: null, now, items: null })).toBe('invalid_discount_code');
  });
});
