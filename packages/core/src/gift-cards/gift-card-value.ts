import { convertFromEurCents, type CurrencyUnit } from '../money.ts';
import { giftCardMaxEurCents, giftCardMinEurCents } from './gift-card-rules.ts';

export type GiftCardValue = { ok: true; eurCents: number } | { ok: false; min: number; max: number };

/**
 * The card's value in EUR cents (coins) for an amount the buyer chose in the page's currency, at
 * the order's rate (EUR → currency): refused outside the equivalent of 10 to 1,000 EUR, each bound
 * converted as the page shows it. The value is fixed here, once, whatever currency pays.
 */
export function giftCardValueOf(amount: number, rate: number, currency: CurrencyUnit): GiftCardValue {
  const min = convertFromEurCents(giftCardMinEurCents, rate, currency);
  const max = convertFromEurCents(giftCardMaxEurCents, rate, currency);
  if (!Number.isInteger(amount) || amount < min || amount > max) return { ok: false, min, max };
  const eurCents = Math.round((amount * 100) / (rate * 10 ** currency.minorUnits));
  // The bounds themselves round back inside the range the database checks.
  return { ok: true, eurCents: Math.min(giftCardMaxEurCents, Math.max(giftCardMinEurCents, eurCents)) };
}
