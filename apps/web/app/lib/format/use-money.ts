import { coinValue, convertFromEurCents, formatMoney } from '@cicerone/core/money';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSite } from '../../site/site-data.ts';

/** Formats an EUR-cent amount in the visitor's currency at today's rate (1 when the rate is unavailable). */
export function useMoney(): (eurCents: number) => string {
  const { tag } = useI18n();
  const { currency, rate } = useSite();
  return (eurCents) => formatMoney(convertFromEurCents(eurCents, rate?.value ?? 1, currency), currency, tag);
}

/**
 * A coin balance (EUR cents) in the page's currency by the rule of requirements §rules.coins: balance / 100 EUR times
 * the rate, at most 2 decimals; at a rate of 1 when the rate is unavailable (requirements §rules.coins), which whoever shows
 * it says (CoinValue does).
 */
export function useCoinValue(): (coins: number) => string {
  const { tag } = useI18n();
  const { currency, rate } = useSite();
  return (coins) => formatMoney(coinValue(coins, rate?.value ?? 1, currency), currency, tag);
}
