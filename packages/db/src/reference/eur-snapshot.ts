import { createRequire } from 'node:module';

/*
 * The EUR rate snapshot shipped by @fawazahmed0/currency-api. The package is dated: the
 * version in package.json is pinned exactly, so a seed always loads the same rates.
 * Its figures are a market aggregate (not ECB reference rates) and include crypto,
 * metals and retired codes (ATS, DEM…); currencies.ts keeps only ISO fiat.
 */
const require = createRequire(import.meta.url);

export interface EurSnapshot {
  date: string;
  source: string;
  /** Upper-case code → units of that currency for 1 EUR. */
  rates: Map<string, number>;
}

let snapshot: EurSnapshot | undefined;

export function loadEurRates(): EurSnapshot {
  if (snapshot) return snapshot;
  const file = require('@fawazahmed0/currency-api/v1/currencies/eur.json') as { date: string; eur: Record<string, number> };
  const { version } = require('@fawazahmed0/currency-api/package.json') as { version: string };
  const rates = new Map<string, number>();
  for (const [code, rate] of Object.entries(file.eur)) {
    if (Number.isFinite(rate) && rate > 0) rates.set(code.toUpperCase(), rate);
  }
  snapshot = { date: file.date, source: `@fawazahmed0/currency-api@${version} (market aggregate)`, rates };
  return snapshot;
}
