import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { idParam } from './common.ts';
import { localizedQuery, pageQuery } from './catalog.ts';

/** PUT /api/tour/{id}/user-favourite/{userId} */
export const favouriteToggleParams = z.object({ id: idParam, userId: z.uuid({ error: 'errors.query.uuid' }) });

/** Whether the tour is a favourite after the toggle. */
export const favouriteToggleResponse = z.object({ favourite: z.boolean() }).register(apiSchemas, { id: 'FavouriteToggle' });

/** GET /api/user/{id}/favourite-tours: the cards in the visitor's language and currency, paged as the tour list. */
export const favouriteToursQuery = localizedQuery.extend({ page: pageQuery });
export type FavouriteToursQuery = z.infer<typeof favouriteToursQuery>;
