import { isLate, workQueueNames, type WorkQueueName } from '@cicerone/core/admin/work-queues';
import { paidBookingStatuses } from '@cicerone/core/checkout/booking-status';
import type { AdminDashboard, DashboardSales } from '@cicerone/core/contracts/admin-dashboard';
import { companyTimeZone } from '@cicerone/core/i18n/instants';
import type { Database } from '@cicerone/db/client';
import type { WorkQueue } from '../../shared/work-queue.ts';
import { salesPerDay, toursOfDay } from './dashboard-queries.ts';

/** The chart's span: the last 30 days, today included. */
export const dashboardDays = 30;
/** More tours than this in one day is a list for the bookings page, not the dashboard. */
const todayLimit = 100;

const companyDay = new Intl.DateTimeFormat('en-CA', { timeZone: companyTimeZone, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The company's day `offset` days from `today` ('YYYY-MM-DD'; calendar arithmetic, no clock involved). */
function dayFrom(today: string, offset: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/**
 * The back office's first page (requirements §back-office.dashboard). The queues are read by the features that own them
 * (each one's count uses the same condition as its own list), handed in by services.ts.
 */
export function adminDashboard(db: Database, deps: { queues: Record<WorkQueueName, () => Promise<WorkQueue>>; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return {
    async read(locale: string): Promise<AdminDashboard> {
      const now = clock();
      const today = companyDay.format(now);
      const days = Array.from({ length: dashboardDays }, (_, index) => dayFrom(today, index - dashboardDays + 1));
      const [sales, tours, queues] = await Promise.all([
        salesPerDay(db, days[0] ?? today, today, paidBookingStatuses),
        toursOfDay(db, today, paidBookingStatuses, locale, todayLimit),
        Promise.all(workQueueNames.map(async (name) => ({ name, ...(await deps.queues[name]()) }))),
      ]);
      const currencies = [...new Set(sales.map((row) => row.currency))].sort();
      return {
        days,
        sales: currencies.map((currency): DashboardSales => {
          const rows = sales.filter((row) => row.currency === currency);
          return {
            currency,
            minorUnits: rows[0]?.minorUnits ?? 2,
            days: days.map((day) => {
              const row = rows.find((candidate) => candidate.day === day);
              return { day, bookings: row?.bookings ?? 0, revenue: row?.revenue ?? 0 };
            }),
          };
        }),
        today: tours.map((tour) => ({ ...tour, startsAt: new Date(tour.startsAt).toISOString() })),
        queues: queues.map((queue) => ({ name: queue.name, count: queue.count, oldestAt: queue.oldestAt?.toISOString() ?? null, late: isLate(queue.name, queue.oldestAt, now) })),
        at: now.toISOString(),
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof adminDashboard>;
