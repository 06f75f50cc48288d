import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, smallint } from 'drizzle-orm/pg-core';
import { tour } from './catalog.ts';
import { bookingNoticeHours } from '@cicerone/core/checkout/start-time';

/** What a tour without its own tour_availability row gets: the column defaults and the service's fallback. */
export const defaultGroupsPerDay = 4;
export const defaultBookingCutoffHours = bookingNoticeHours;

/**
 * How much a tour can sell per day, kept apart from the tour row so the catalogue stays as it
 * is: most tours never get a row and use the defaults above. groups_per_day counts private
 * groups (one booking = one group, whatever its size); booking_cutoff_hours is how long before
 * a start the last booking is taken.
 */
export const tourAvailability = pgTable(
  'tour_availability',
  {
    tourId: integer()
      .primaryKey()
      .references(() => tour.id, { onDelete: 'cascade' }),
    groupsPerDay: smallint().notNull().default(defaultGroupsPerDay),
    bookingCutoffHours: smallint().notNull().default(defaultBookingCutoffHours),
  },
  (t) => [
    check('tour_availability_groups_positive', sql`${t.groupsPerDay} > 0`),
    check('tour_availability_cutoff_check', sql`${t.bookingCutoffHours} >= 0`),
  ],
);

/**
 * A tour's booking cut-off in hours, its own or the default: for a query that left-joins
 * tour_availability on the tour (most tours have no row).
 */
export const tourCutoffHours = sql<number>`coalesce(${tourAvailability.bookingCutoffHours}, ${defaultBookingCutoffHours})::int`;

/**
 * The tour's columns that decide for whom and when it can be booked (group limits, start times, weekdays,
 * guides' languages): the same selection for the tour page and for a cart's or an order's check.
 */
export const tourBookingColumns = {
  minPeople: tour.minPeople,
  maxPeople: tour.maxPeople,
  minStartTime: tour.minStartTime,
  maxStartTime: tour.maxStartTime,
  weekdays: tour.weekdays,
  guideLanguages: tour.guideLanguages,
};

/** Days (in the tour's city) a tour does not run, whatever its weekdays say: holidays, a guide away. */
export const tourBlockedDate = pgTable(
  'tour_blocked_date',
  {
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.day] })],
);

/**
 * The units of capacity held per tour and local day: one per order that is created and not
 * yet expired, failed or cancelled. The row is the lock: holds take it with one upsert, so two
 * buyers of the last slot are decided one after the other. It is not checked against
 * groups_per_day here, because a lowered capacity must not undo the bookings already taken.
 */
export const tourDayCapacity = pgTable(
  'tour_day_capacity',
  {
    tourId: integer()
      .notNull()
      .references(() => tour.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    held: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tourId, t.day] }), check('tour_day_capacity_held_check', sql`${t.held} >= 0`)],
);
