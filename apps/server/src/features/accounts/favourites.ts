import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { favouriteTour } from '@cicerone/db/schema/accounts';
import { tour } from '@cicerone/db/schema/catalog';
import type { FavouriteToursQuery } from '@cicerone/core/contracts/account-favourites';
import type { TourList } from '@cicerone/core/contracts/catalog';
import { tourListDefaults } from '@cicerone/core/catalog/tour-filters';
import { AppError } from '@cicerone/core/errors';
import type { CatalogService } from '../catalog/service.ts';
import { withAccountLock } from './account-lock.ts';

/** Tours still for sale: a withdrawn favourite stays in the table but leaves the list. */
const forSale = and(eq(tour.id, favouriteTour.tourId), eq(tour.activated, true));

/**
 * Favourite tours (spec §3, §7): a heart on each card toggles, the favourites page lists them as
 * tour cards built by the catalogue, paged as the tour list ("Favourite tours share the pagination").
 */
export function favouriteService(db: Database, deps: { catalog: Pick<CatalogService, 'tourCards'> }) {
  return {
    /**
     * Adds the tour to the person's favourites, or removes it when it is one. Toggles of one
     * account run one after the other (the account lock), so a double click toggles twice and
     * never fails; the insert's ON CONFLICT DO NOTHING is a second guard.
     */
    async toggle(userId: string, tourId: number): Promise<{ favourite: boolean }> {
      return withAccountLock(db, userId, async (tx, exists) => {
        // Only an admin can name an account that does not exist (the access table lets people name only their own).
        if (!exists) throw new AppError('user_not_found');
        const removed = await tx
          .delete(favouriteTour)
          .where(and(eq(favouriteTour.userId, userId), eq(favouriteTour.tourId, tourId)))
          .returning({ tourId: favouriteTour.tourId });
        if (removed.length > 0) return { favourite: false };
        const [found] = await tx.select({ id: tour.id }).from(tour).where(and(eq(tour.id, tourId), eq(tour.activated, true)));
        if (!found) throw new AppError('tour_not_found', { id: tourId });
        await tx.insert(favouriteTour).values({ userId, tourId }).onConflictDoNothing();
        return { favourite: true };
      });
    },

    /** The person's favourites still for sale, newest favourite first, 12 cards a page as the tour list. */
    async list(userId: string, query: FavouriteToursQuery): Promise<TourList> {
      const pageSize = tourListDefaults.size;
      const mine = eq(favouriteTour.userId, userId);
      const [rows, [total]] = await Promise.all([
        db
          .select({ tourId: favouriteTour.tourId })
          .from(favouriteTour)
          .innerJoin(tour, forSale)
          .where(mine)
          .orderBy(desc(favouriteTour.createdAt), desc(favouriteTour.tourId))
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ value: count() }).from(favouriteTour).innerJoin(tour, forSale).where(mine),
      ]);
      const totalItems = total?.value ?? 0;
      return {
        tours: await deps.catalog.tourCards(
          rows.map((row) => row.tourId),
          { language: query.language, currency: query.currency },
        ),
        totalItems,
        totalPages: Math.ceil(totalItems / pageSize),
        currentPage: query.page,
        pageSize,
      };
    },

    /** Which of these tours the person has among their favourites (the filled hearts of a list page). */
    async favouriteTourIds(userId: string, tourIds: readonly number[]): Promise<number[]> {
      if (tourIds.length === 0) return [];
      const rows = await db
        .select({ tourId: favouriteTour.tourId })
        .from(favouriteTour)
        .where(and(eq(favouriteTour.userId, userId), inArray(favouriteTour.tourId, [...tourIds])));
      return rows.map((row) => row.tourId);
    },
  };
}

export type FavouriteService = ReturnType<typeof favouriteService>;
