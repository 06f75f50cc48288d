import { inArray } from 'drizzle-orm';
import type { Executor } from '../client.ts';
import { cruiseLines, cruiseShipKey } from '../reference/cruise-lines.ts';
import { cruiseLine, cruiseShip } from '../schema/cruises.ts';

/**
 * Adds the seeded lines and ships a table lacks (decision 0021). Any conflict — the key already
 * there, or an admin's own row with the same name — leaves the row as it is: the back office owns
 * the list once seeded, so a rename or a retirement survives every later start.
 */
export async function seedCruiseLines(tx: Executor): Promise<void> {
  await tx
    .insert(cruiseLine)
    .values(cruiseLines.map((line) => ({ key: line.key, name: line.name })))
    .onConflictDoNothing();
  const lines = await tx
    .select({ id: cruiseLine.id, key: cruiseLine.key })
    .from(cruiseLine)
    .where(inArray(cruiseLine.key, cruiseLines.map((line) => line.key)));
  const lineIds = new Map(lines.map((line) => [line.key, line.id]));
  const ships = cruiseLines.flatMap((line) => {
    const cruiseLineId = lineIds.get(line.key);
    return cruiseLineId === undefined ? [] : line.ships.map((name) => ({ key: cruiseShipKey(line.key, name), cruiseLineId, name }));
  });
  await tx.insert(cruiseShip).values(ships).onConflictDoNothing();
}
