import { z } from 'zod';

/**
 * The shape every back-office list shares (requirements §back-office.area): server-paged, sorted by one of the list's
 * own columns in either direction, all through the URL so a list can be shared, reloaded and
 * bookmarked. A list's query spreads `sortQuery(its columns)` beside its search and filters; its
 * answer spreads `listPageFields` beside its items.
 */
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** ?sort=&dir=, the first column and newest/largest first by default. */
export function sortQuery<const Columns extends readonly [string, ...string[]]>(columns: Columns) {
  return {
    sort: z.enum(columns, { error: 'errors.query.sort' }).default(columns[0] as Columns[number] as never),
    dir: z.enum(sortDirections, { error: 'errors.query.sort' }).default('desc'),
  };
}

/** 50 lines a page: a screenful on a laptop, and a page the database answers from an index. */
export const adminPageSize = 50;

export const listPageFields = {
  totalItems: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
};
