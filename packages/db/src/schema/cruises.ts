import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Cruise companies and their ships (requirements §screens.quotes 'cruise companies with ships'; decision 0021): no
 * dataset exists, so the major lines are seeded from reference/cruise-lines.ts and the back office
 * keeps the list current (adds, renames, retires). `key` names a seeded row, so re-seeding adds the
 * lines and ships it lacks and never undoes an admin's rename or retirement; rows an admin adds have
 * none. Rows are retired (`activated` false), never deleted: a cruise request keeps its ship.
 */
export const cruiseLine = pgTable(
  'cruise_line',
  {
    id: serial().primaryKey(),
    key: text().unique(),
    name: text().notNull(),
    activated: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // Two companies with one name would be one choice shown twice (any case).
  (t) => [uniqueIndex('cruise_line_name_idx').on(sql`lower(${t.name})`)],
);

export const cruiseShip = pgTable(
  'cruise_ship',
  {
    id: serial().primaryKey(),
    key: text().unique(),
    cruiseLineId: integer()
      .notNull()
      .references(() => cruiseLine.id),
    name: text().notNull(),
    activated: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // One name once per line (any case); it also serves a line's ships (GET /api/cruises-ships, the admin page).
  (t) => [uniqueIndex('cruise_ship_line_name_idx').on(t.cruiseLineId, sql`lower(${t.name})`)],
);
