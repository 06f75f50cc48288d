import { describe, expect, it } from 'vitest';
import { priceFor } from './tour-price.ts';

const prices = [
  { duration: '4h', minTravellers: 1, maxTravellers: 2, amount: 10000 },
  { duration: '4h', minTravellers: 3, maxTravellers: 4, amount: 13000 },
  { duration: '4h', minTravellers: 5, maxTravellers: 6, amount: 16000 },
  { duration: '8h', minTravellers: 1, maxTravellers: 2, amount: 18000 },
  { duration: '8h', minTravellers: 3, maxTravellers: 4, amount: 23400 },
];

describe('priceFor', () => {
  it('finds the band of the group for the chosen duration', () => {
    expect(priceFor(prices, '4h', 1)?.amount).toBe(10000);
    expect(priceFor(prices, '4h', 2)?.amount).toBe(10000);
    expect(priceFor(prices, '4h', 3)?.amount).toBe(13000);
    expect(priceFor(prices, '4h', 6)?.amount).toBe(16000);
    expect(priceFor(prices, '8h', 4)?.amount).toBe(23400);
  });

  it('has no price for a duration the tour does not offer', () => {
    expect(priceFor(prices, 'bike_4h', 2)).toBeNull();
  });

  it('has no price for a group larger than the last band or an empty group', () => {
    expect(priceFor(prices, '4h', 7)).toBeNull();
    expect(priceFor(prices, '8h', 5)).toBeNull();
    expect(priceFor(prices, '4h', 0)).toBeNull();
    expect(priceFor(prices, '4h', 2.5)).toBeNull();
  });
});
