// Cicerone Coins as the pages write them: in euros (the coin unit, requirements §rules.coins) and ≈ in the page's currency at the server's rate now.
import type { BrowserContext } from 'playwright-core';
import { coinValue, formatMoney } from '@cicerone/core/money';
import { formatted } from './site.ts';

const euro = { code: 'EUR', minorUnits: 2 };

/** '50,00 €' as an it_IT page writes a coin amount (`locale` as 'it_IT'). */
export function coinsInEuros(locale: string, coins: number): string {
  return formatMoney(coins, euro, locale.replace('_', '-'));
}

/** '≈ 43,12 £' as the page writes a coin balance in `currency` (two decimals), at the server's rate now. */
export async function coinsApproximately(context: BrowserContext, locale: string, currency: string, coins: number): Promise<string> {
  const answer = await context.request.get(`/api/exchange-rates/${currency}`);
  const { rate } = (await answer.json()) as { rate: number };
  const money = { code: currency, minorUnits: 2 };
  return formatted(locale, 'shell.user.coinsValue', { value: formatMoney(coinValue(coins, rate, money), money, locale.replace('_', '-')) });
}
