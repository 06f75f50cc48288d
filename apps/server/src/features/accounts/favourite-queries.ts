import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { favouriteTour } from '@cicerone/db/schema/accounts';
import { tour } from '@cicerone/db/schema/catalog';

/** Tours still for sale: a withdrawn favourite stays in the table but leaves the list. */
const forSale = and(eq(tour.id, favouriteTour.tourId), eq(tour.activated, true));

/** Removes the tour from the account's favourites; whether it was one. */
export async function deleteFavourite(tx: Executor, userId: string, tourId: number): Promise<boolean> {
  const removed = await tx
    .delete(favouriteTour)
    .where(and(eq(favouriteTour.userId, userId), eq(favouriteTour.tourId, tourId)))
    .returning({ tourId: favouriteTour.tourId });
  return removed.length > 0;
}

export async function tourForSale(tx: Executor, tourId: number): Promise<boolean> {
  const [found] = await tx.select({ id: tour.id }).from(tour).where(and(eq(tour.id, tourId), eq(tour.activated, true)));
  return found !== undefined;
}

export async function insertFavourite(tx: Executor, userId: string, tourId: number): Promise<void> {
  await tx.insert(favouriteTour).values({ userId, tourId }).onConflictDoNothing();
}

/** One page of the account's favourites still for sale, newest favourite first, and their count. */
export async function favouritesPage(db: Executor, userId: string, page: number, pageSize: number): Promise<{ tourIds: number[]; total: number }> {
  const mine = eq(favouriteTour.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ tourId: favouriteTour.tourId })
      .from(favouriteTour)
      .innerJoin(tour, forSale)
      .where(mine)
      .orderBy(desc(favouriteTour.createdAt), desc(favouriteTour.tourId))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(favouriteTour).innerJoin(tour, forSale).where(mine),
  ]);
  return { tourIds: rows.map((row) => row.tourId), total: total?.value ?? 0 };
}

/** Which of these tours are among the account's favourites. */
export async function favouriteAmong(db: Executor, userId: string, tourIds: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ tourId: favouriteTour.tourId })
    .from(favouriteTour)
    .where(and(eq(favouriteTour.userId, userId), inArray(favouriteTour.tourId, [...tourIds])));
  return rows.map((row) => row.tourId);
}
