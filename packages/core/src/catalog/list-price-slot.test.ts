import { describe, expect, it } from 'vitest';
import { groupBands, listPriceSlot, listPriceSlots, tourDurations } from './pricing.ts';

describe('tour.list_prices slots (decision 0039)', () => {
  it('gives each band and duration, and each band’s cheapest, its own slot, where listPriceSlots says it is', () => {
    const asked = groupBands.flatMap((_, band) => [undefined, ...tourDurations].map((duration) => ({ band, duration })));
    const slots = asked.map(({ band, duration }) => listPriceSlot(band, duration));
    expect(new Set(slots).size).toBe(asked.length);
    expect(slots.toSorted((a, b) => a - b)).toEqual(Array.from({ length: asked.length }, (_, index) => index + 1));
    for (const { band, duration } of asked) expect(listPriceSlots[listPriceSlot(band, duration) - 1]).toEqual({ band, duration: duration ?? null });
  });
});
