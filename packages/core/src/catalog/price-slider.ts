/**
 * The price filter of the tour list (requirements §screens.catalogue: 0 to 1000) in the visitor's currency: the top is
 * 1000 EUR converted at today's rate and rounded to two significant digits (1,100 USD, 160,000 JPY),
 * so the slider reads naturally in every currency; at the top it means "and more" (no maxPrice).
 */
import { tourListDefaults } from './tour-filters.ts';

export interface PriceSlider {
  /** Highest value, in major units of the currency. */
  top: number;
  /** Slider step: 1, 2 or 5 × a power of ten, about a hundredth of the top; top is a multiple of it. */
  step: number;
}

export function priceSlider(rate: number): PriceSlider {
  const raw = tourListDefaults.maxPrice * (rate > 0 ? rate : 1);
  const top = roundToSignificant(raw, 2);
  return { top, step: nearestOneTwoFive(top / 100) };
}

function roundToSignificant(value: number, digits: number): number {
  if (value < 1) return 1;
  const unit = 10 ** (Math.floor(Math.log10(value)) - digits + 1);
  return Math.max(1, Math.round(value / unit) * unit);
}

function nearestOneTwoFive(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const candidates = [1, 2, 5, 10].map((factor) => factor * power);
  return candidates.reduce((best, candidate) => (Math.abs(candidate - value) < Math.abs(best - value) ? candidate : best));
}
