import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { cruiseLine, cruiseShip } from '@cicerone/db/schema/cruises';

/** Every company with its ships, or only those in service: alphabetical, as the form's selects show them. */
export async function selectCruiseFleet(db: Executor, { inService }: { inService: boolean }) {
  const lines = await db
    .select({ id: cruiseLine.id, name: cruiseLine.name, activated: cruiseLine.activated })
    .from(cruiseLine)
    .where(inService ? eq(cruiseLine.activated, true) : undefined)
    .orderBy(asc(sql`lower(${cruiseLine.name})`));
  const ships = await db
    .select({ id: cruiseShip.id, lineId: cruiseShip.cruiseLineId, name: cruiseShip.name, activated: cruiseShip.activated })
    .from(cruiseShip)
    .where(inService ? eq(cruiseShip.activated, true) : undefined)
    .orderBy(asc(sql`lower(${cruiseShip.name})`));
  return { lines, ships };
}

export async function insertCruiseLine(tx: Executor, name: string) {
  const [row] = await tx.insert(cruiseLine).values({ name }).returning({ id: cruiseLine.id, name: cruiseLine.name, activated: cruiseLine.activated });
  return row;
}

/** A company's fields as they stand, locked until the transaction ends (what a change turns them from). */
export async function lockCruiseLine(tx: Executor, id: number) {
  const [row] = await tx.select({ name: cruiseLine.name, activated: cruiseLine.activated }).from(cruiseLine).where(eq(cruiseLine.id, id)).for('update');
  return row;
}

export async function updateCruiseLine(tx: Executor, id: number, change: { name?: string | undefined; activated?: boolean | undefined }) {
  const [row] = await tx
    .update(cruiseLine)
    .set(withoutUndefined(change))
    .where(eq(cruiseLine.id, id))
    .returning({ id: cruiseLine.id, name: cruiseLine.name, activated: cruiseLine.activated });
  return row;
}

export async function insertCruiseShip(tx: Executor, cruiseLineId: number, name: string) {
  const [row] = await tx
    .insert(cruiseShip)
    .values({ cruiseLineId, name })
    .returning({ id: cruiseShip.id, name: cruiseShip.name, activated: cruiseShip.activated });
  return row;
}

/** A ship's fields as they stand, locked until the transaction ends. */
export async function lockCruiseShip(tx: Executor, id: number) {
  const [row] = await tx.select({ name: cruiseShip.name, activated: cruiseShip.activated }).from(cruiseShip).where(eq(cruiseShip.id, id)).for('update');
  return row;
}

export async function updateCruiseShip(tx: Executor, id: number, change: { name?: string | undefined; activated?: boolean | undefined }) {
  const [row] = await tx
    .update(cruiseShip)
    .set(withoutUndefined(change))
    .where(eq(cruiseShip.id, id))
    .returning({ id: cruiseShip.id, name: cruiseShip.name, activated: cruiseShip.activated });
  return row;
}

export async function cruiseLineExists(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: cruiseLine.id }).from(cruiseLine).where(eq(cruiseLine.id, id));
  return row !== undefined;
}

/** A ship in service with its company in service: what a cruise request may name. */
export async function selectShipInService(db: Executor, shipId: number) {
  const [row] = await db
    .select({ ship: { id: cruiseShip.id, name: cruiseShip.name }, company: { id: cruiseLine.id, name: cruiseLine.name } })
    .from(cruiseShip)
    .innerJoin(cruiseLine, eq(cruiseLine.id, cruiseShip.cruiseLineId))
    .where(and(eq(cruiseShip.id, shipId), eq(cruiseShip.activated, true), eq(cruiseLine.activated, true)));
  return row ?? null;
}

function withoutUndefined<T extends Record<string, unknown>>(change: T): Partial<T> {
  return Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined)) as Partial<T>;
}
