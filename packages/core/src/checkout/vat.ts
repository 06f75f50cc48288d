/**
 * VAT on invoices. Decision (spec silent): prices shown and paid are VAT-inclusive — travellers
 * pay what the tour page says — and Cicerone is a French company selling a service in France,
 * so the invoice states the VAT included at the French standard rate (20 %). This is the only
 * place that rule lives; a change of rate or regime (margin scheme, reverse charge) starts here.
 */
export const vatRatePercent = 20;

/**
 * The VAT included in a VAT-inclusive total, in the same minor units:
 * round(total × 20 / 120), halves away from zero (in integers, so no float noise).
 */
export function includedVat(totalMinor: number): number {
  if (!Number.isInteger(totalMinor)) throw new RangeError('total must be an integer number of minor units');
  const divisor = 100 + vatRatePercent;
  const magnitude = Math.floor((Math.abs(totalMinor) * vatRatePercent * 2 + divisor) / (divisor * 2));
  return totalMinor < 0 && magnitude > 0 ? -magnitude : magnitude;
}
