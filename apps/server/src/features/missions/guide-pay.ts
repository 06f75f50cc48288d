import { guideEarnings, guideSharePercentOf } from '@cicerone/core/payouts/guide-earnings';

/**
 * What leading a mission pays its guide, before it is fixed (decision 0017): the tour's share, else
 * the installation's default, of the booking's price — the same rule the earning is fixed by.
 */
export function guidePay(source: { price: number; tourSharePercent: number | null }, defaultSharePercent: number): number {
  return guideEarnings(source.price, guideSharePercentOf(source.tourSharePercent, defaultSharePercent));
}
