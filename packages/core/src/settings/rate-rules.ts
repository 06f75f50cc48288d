/**
 * What an EUR exchange rate may be (requirements §back-office.settings). The rates come from outside (the central bank's
 * daily file, or an admin typing one), and every price on the site is multiplied by them, so a
 * wrong one is refused rather than stored: the last good rates stay.
 */

/** No currency is worth less than a ten-millionth of a euro (the highest today, IRR and VND, are near 50 000 and 30 000). */
export const maxOverrideRate = 10_000_000;

/** A refreshed rate more than this factor away from the stored one is a broken source, not a market move. */
export const maxRefreshMove = 10;

export type RateCheck = { accepted: { currency: string; rate: string }[] } | { refused: string };

/**
 * The rates of a refresh worth storing: the source's rates of the currencies the site knows, EUR
 * excepted (always 1). The whole refresh is refused when one of its rates is not a positive number,
 * is out of bounds, or moved more than maxRefreshMove from the stored one; a currency the source does
 * not quote keeps its stored rate (the central bank has not quoted RUB since 2022).
 */
export function checkRefreshedRates(incoming: ReadonlyMap<string, string>, stored: ReadonlyMap<string, number>, known: readonly string[]): RateCheck {
  for (const [currency, text] of incoming) {
    const rate = Number(text);
    if (!Number.isFinite(rate) || rate <= 0 || rate > maxOverrideRate) return { refused: `${currency} rate ${text} is not a rate` };
    const before = stored.get(currency);
    if (before !== undefined && known.includes(currency) && (rate > before * maxRefreshMove || rate * maxRefreshMove < before)) {
      return { refused: `${currency} rate ${text} is too far from ${before}` };
    }
  }
  const accepted = known.filter((currency) => currency !== 'EUR' && incoming.has(currency)).map((currency) => ({ currency, rate: incoming.get(currency) ?? '' }));
  if (accepted.length === 0) return { refused: 'no rate of a known currency' };
  return { accepted };
}
