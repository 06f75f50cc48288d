import { workQueues, type WorkQueueName } from '@cicerone/core/admin/work-queues';
import type { AdminDashboard } from '@cicerone/core/contracts/admin-dashboard';
import { languageTag } from '@cicerone/core/locales';
import { formatMoney } from '@cicerone/core/money';
import type { accountPage } from '../../accounts/account-page.server.ts';
import type { SalesChartData } from './sales-chart.tsx';
import type { QueueRow } from './work-queue-list.tsx';
import type { TodayTourRow } from './today-tours.tsx';

type Page = ReturnType<typeof accountPage>;

/** A wait in whole hours under two days, in whole days beyond, in the page's language. */
function waited(from: string, now: string, tag: string): string {
  const hours = Math.max(0, Math.floor((Date.parse(now) - Date.parse(from)) / 3_600_000));
  const [value, unit] = hours < 48 ? [hours, 'hour'] : [Math.floor(hours / 24), 'day'];
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** The dashboard as the page shows it: figures formatted once, here, in the page's language, on the company's clock. */
export function dashboardView(page: Page, dashboard: AdminDashboard) {
  const tag = languageTag(page.locale);
  const dayLabel = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLong = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone: 'UTC' });
  const count = new Intl.NumberFormat(tag);
  const charts: SalesChartData[] = dashboard.sales.map((sales) => ({
    currency: sales.currency,
    minorUnits: sales.minorUnits,
    title: page.t('admin.dashboard.salesTitle', { currency: sales.currency }),
    days: sales.days.map((day) => ({
      day: day.day,
      label: dayLabel.format(new Date(`${day.day}T00:00:00Z`)),
      bookings: day.bookings,
      bookingsText: count.format(day.bookings),
      revenue: day.revenue,
      revenueText: formatMoney(day.revenue, { code: sales.currency, minorUnits: sales.minorUnits }, tag),
    })),
  }));
  const today: TodayTourRow[] = dashboard.today.map((tour) => ({
    reference: tour.bookingReference,
    cityTime: page.t('admin.dashboard.cityTime', { time: tour.startTime, city: tour.cityName }),
    tour: tour.tourTitle,
    travellers: count.format(tour.travellers),
    guide: tour.guideName ?? page.t('admin.dashboard.noGuide'),
    hasGuide: tour.guideName !== null,
  }));
  const queues: QueueRow[] = dashboard.queues.map((queue) => {
    const name = queue.name as WorkQueueName;
    return {
      name,
      label: page.t(`admin.dashboard.queue.${name}`),
      path: page.path(workQueues[name].path),
      count: queue.count,
      countText: count.format(queue.count),
      oldest: queue.oldestAt ? page.t('admin.dashboard.oldest', { age: waited(queue.oldestAt, dashboard.at, tag) }) : page.t('admin.dashboard.empty'),
      late: queue.late,
    };
  });
  return { charts, today, queues, todayLabel: dayLong.format(new Date(`${dashboard.days.at(-1) ?? dashboard.at.slice(0, 10)}T00:00:00Z`)) };
}
