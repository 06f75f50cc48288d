import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { workQueueNames } from '../admin/work-queues.ts';
import { bookingStatuses } from '../checkout/booking-status.ts';

/**
 * GET /api/admin/dashboard (requirements §back-office.dashboard): what the team looks at first — the bookings and revenue
 * of the last 30 days per currency, today's tours, and the queues of work that need a person.
 */
const day = z.iso.date();
const instant = z.iso.datetime({ offset: true });

export const dashboardSalesSchema = z
  .object({
    currency: z.string(),
    minorUnits: z.number().int(),
    /** One entry per day of `days`, in the same order (a day without sales is 0). */
    days: z.array(z.object({ day, bookings: z.number().int(), revenue: z.number().int() })),
  })
  .register(apiSchemas, { id: 'AdminDashboardSales' });
export type DashboardSales = z.infer<typeof dashboardSalesSchema>;

export const dashboardTourSchema = z.object({
  bookingReference: z.string(),
  startsAt: instant,
  /** The start in the tour's city, 'HH:MM', and the city's name in the request's language. */
  startTime: z.string(),
  cityName: z.string(),
  tourTitle: z.string(),
  travellers: z.number().int(),
  status: z.enum(bookingStatuses),
  /** The guide assigned to its mission; null while none is. */
  guideName: z.string().nullable(),
});
export type DashboardTour = z.infer<typeof dashboardTourSchema>;

export const dashboardQueueSchema = z.object({
  name: z.enum(workQueueNames as [string, ...string[]]),
  count: z.number().int(),
  /** When the oldest item started waiting; null for an empty queue. */
  oldestAt: instant.nullable(),
  /** Its oldest item waited past the spec's promise (24 h for a business account). */
  late: z.boolean(),
});
export type DashboardQueue = z.infer<typeof dashboardQueueSchema>;

export const adminDashboardSchema = z
  .object({
    /** The 30 days shown, oldest first, on the company's clock (Europe/Paris); the last is today. */
    days: z.array(day),
    sales: z.array(dashboardSalesSchema),
    today: z.array(dashboardTourSchema),
    queues: z.array(dashboardQueueSchema),
    /** The instant the figures were read, for the ages of the queues. */
    at: instant,
  })
  .register(apiSchemas, { id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
