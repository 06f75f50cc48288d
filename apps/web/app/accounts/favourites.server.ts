import type { RouterContextProvider } from 'react-router';
import { appContext } from '../context.ts';
import { sessionContext } from '../site/session.server.ts';

/**
 * The tours a page shows, the person's favourites marked (favourite: true, the filled hearts of
 * catalog/tour-card.tsx): one query per page, and none at all for visitors, whose pages cost what
 * they did before hearts existed. Marking the cards, rather than handing a list of ids to the grid,
 * keeps the pages' browser code as it was (home's first load is on a budget).
 */
export async function markFavourites<T extends { id: number }>(context: Readonly<RouterContextProvider>, tours: T[]): Promise<(T & { favourite?: true })[]> {
  const user = context.get(sessionContext);
  if (!user || tours.length === 0) return tours;
  const ids = new Set(await context.get(appContext).services.favourites.favouriteTourIds(user.id, tours.map((tour) => tour.id)));
  return tours.map((tour) => (ids.has(tour.id) ? { ...tour, favourite: true as const } : tour));
}

/** Whether one tour (the tour page's) is among the person's favourites; no query for visitors. */
export async function isFavourite(context: Readonly<RouterContextProvider>, tourId: number): Promise<boolean> {
  const user = context.get(sessionContext);
  if (!user) return false;
  const ids = await context.get(appContext).services.favourites.favouriteTourIds(user.id, [tourId]);
  return ids.length > 0;
}
