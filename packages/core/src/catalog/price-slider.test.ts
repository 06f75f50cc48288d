import { describe, expect, it } from 'vitest';
import { priceSlider } from './price-slider.ts';

describe('priceSlider', () => {
  it('is 0–1000 by 10 in euros', () => {
    expect(priceSlider(1)).toEqual({ top: 1000, step: 10 });
  });

  it('rounds the converted top to two significant digits', () => {
    expect(priceSlider(1.08).top).toBe(1100);
    expect(priceSlider(0.86).top).toBe(860);
    expect(priceSlider(161.7).top).toBe(160_000);
    expect(priceSlider(0.331).top).toBe(330);
  });

  it('steps by about a hundredth, and the top is a whole number of steps', () => {
    for (const rate of [0.331, 0.86, 0.94, 1, 1.08, 1.62, 11.5, 95.3, 161.7, 4123]) {
      const { top, step } = priceSlider(rate);
      expect(top % step).toBe(0);
      expect(top / step).toBeGreaterThanOrEqual(40);
      expect(top / step).toBeLessThanOrEqual(250);
    }
  });

  it('uses 1 when the rate is unknown', () => {
    expect(priceSlider(0)).toEqual({ top: 1000, step: 10 });
  });
});
