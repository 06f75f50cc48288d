import type { Database } from '@cicerone/db/client';
import type { FavouriteToursQuery } from '@cicerone/core/contracts/account-favourites';
import type { TourList } from '@cicerone/core/contracts/catalog';
import { tourListDefaults } from '@cicerone/core/catalog/tour-filters';
import { AppError } from '@cicerone/core/errors';
import type { CatalogService } from '../catalog/service.ts';
import { withAccountLock } from './account-lock.ts';
import { deleteFavourite, favouriteAmong, favouritesPage, insertFavourite, tourForSale } from './favourite-queries.ts';

/**
 * Favourite tours (requirements §screens.catalogue, §api.paths): a heart on each card toggles, the favourites page lists them as
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
        if (await deleteFavourite(tx, userId, tourId)) return { favourite: false };
        if (!(await tourForSale(tx, tourId))) throw new AppError('tour_not_found', { id: tourId });
        await insertFavourite(tx, userId, tourId);
        return { favourite: true };
      });
    },

    /** The person's favourites still for sale, newest favourite first, 12 cards a page as the tour list. */
    async list(userId: string, query: FavouriteToursQuery): Promise<TourList> {
      const pageSize = tourListDefaults.size;
      const { tourIds, total: totalItems } = await favouritesPage(db, userId, query.page, pageSize);
      return {
        tours: await deps.catalog.tourCards(tourIds, { language: query.language, currency: query.currency }),
        totalItems,
        totalPages: Math.ceil(totalItems / pageSize),
        currentPage: query.page,
        pageSize,
      };
    },

    /** Which of these tours the person has among their favourites (the filled hearts of a list page). */
    async favouriteTourIds(userId: string, tourIds: readonly number[]): Promise<number[]> {
      if (tourIds.length === 0) return [];
      return favouriteAmong(db, userId, tourIds);
    },
  };
}

export type FavouriteService = ReturnType<typeof favouriteService>;
