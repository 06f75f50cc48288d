import { convertFromEurCents, type CurrencyUnit } from '../money.ts';
import { giftCardMaxEurCents, giftCardMinEurCents, giftCardSuggestedEur } from './gift-card-rules.ts';

/**
 * A converted amount as a person would offer it: 21.62 → 20, 43.24 → 45, 172.96 → 170,
 * 4,061 → 4,000 (steps of a tenth of its order of magnitude, or half of it from 2 on).
 */
function roundedNicely(major: number): number {
  if (major <= 0) return major;
  const magnitude = 10 ** Math.floor(Math.log10(major));
  const step = magnitude * (major / magnitude >= 2 ? 0.5 : 0.1);
  return Math.max(step, Math.round(major / step) * step);
}

/**
 * The suggested amounts of step 1 (requirements §screens.gift-cards) in the page's currency, minor units: the EUR
 * suggestions converted at the page's rate and rounded nicely, kept inside the card's bounds
 * (the equivalent of 10 to 1,000 EUR) and without repeats.
 */
export function suggestedGiftCardAmounts(rate: number, currency: CurrencyUnit): number[] {
  const min = convertFromEurCents(giftCardMinEurCents, rate, currency);
  const max = convertFromEurCents(giftCardMaxEurCents, rate, currency);
  const scale = 10 ** currency.minorUnits;
  const amounts = giftCardSuggestedEur.map((eur) => {
    const minor = Math.round(roundedNicely(convertFromEurCents(eur * 100, rate, currency) / scale) * scale);
    return Math.min(max, Math.max(min, minor));
  });
  return [...new Set(amounts)];
}

/** The bounds of the free amount in the page's currency, minor units. */
export function giftCardAmountBounds(rate: number, currency: CurrencyUnit): { min: number; max: number } {
  return { min: convertFromEurCents(giftCardMinEurCents, rate, currency), max: convertFromEurCents(giftCardMaxEurCents, rate, currency) };
}

/**
 * The free amount as a number input sends it ('25', '25.5'; a comma is read as the decimal
 * point too) in minor units, or null when it is no amount in this currency (more decimals than
 * it has, not a number).
 */
export function giftCardAmountOfText(text: string, currency: CurrencyUnit): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,9}(?:\.\d+)?$/.test(cleaned)) return null;
  const minor = Number(cleaned) * 10 ** currency.minorUnits;
  const rounded = Math.round(minor);
  return Math.abs(minor - rounded) < 1e-6 ? rounded : null;
}
