/**
 * Splits `total` (minor units, coins in EUR cents…) over items in proportion to their amounts, by the
 * largest remainder: the shares add up to `total` exactly and each is its exact share rounded down
 * or up. An order's grand total is split over its bookings this way, and so are the coins it spent,
 * so a cancelled booking gives back exactly its own part. With nothing to weigh by (every amount 0),
 * the first item takes it all.
 */
export function shares(amounts: readonly number[], total: number): number[] {
  const sum = amounts.reduce((a, b) => a + b, 0);
  if (sum === 0) return amounts.map((_, index) => (index === 0 ? total : 0));
  const exact = amounts.map((amount) => (amount * total) / sum);
  const floors = exact.map(Math.floor);
  let left = total - floors.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors;
}
