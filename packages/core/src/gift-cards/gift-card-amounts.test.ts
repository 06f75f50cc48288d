import { describe, expect, it } from 'vitest';
import { giftCardAmountBounds, giftCardAmountOfText, suggestedGiftCardAmounts } from './gift-card-amounts.ts';

const eur = { code: 'EUR', minorUnits: 2 };
const gbp = { code: 'GBP', minorUnits: 2 };
const jpy = { code: 'JPY', minorUnits: 0 };

describe('gift card amounts in the page currency', () => {
  it('offers the EUR suggestions as they are in euros', () => {
    expect(suggestedGiftCardAmounts(1, eur)).toEqual([2500, 5000, 10000, 20000]);
  });

  it('converts and rounds the suggestions nicely, inside the bounds', () => {
    expect(suggestedGiftCardAmounts(0.8649, gbp)).toEqual([2000, 4500, 8500, 17000]);
    expect(suggestedGiftCardAmounts(162.45, jpy)).toEqual([4000, 8000, 16000, 30000]);
    const { min, max } = giftCardAmountBounds(162.45, jpy);
    for (const amount of suggestedGiftCardAmounts(162.45, jpy)) expect(amount >= min && amount <= max).toBe(true);
  });

  it('reads a typed amount in minor units, refusing more decimals than the currency has', () => {
    expect(giftCardAmountOfText('25', gbp)).toBe(2500);
    expect(giftCardAmountOfText('25,5', gbp)).toBe(2550);
    expect(giftCardAmountOfText('12.345', gbp)).toBeNull();
    expect(giftCardAmountOfText('4000', jpy)).toBe(4000);
    expect(giftCardAmountOfText('40.5', jpy)).toBeNull();
    expect(giftCardAmountOfText('', gbp)).toBeNull();
    expect(giftCardAmountOfText('-5', gbp)).toBeNull();
  });
});
