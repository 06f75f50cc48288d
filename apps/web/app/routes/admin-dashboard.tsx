import { lazy, Suspense } from 'react';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { dashboardView } from '../admin/dashboard/dashboard.server.ts';
import { TodayTours } from '../admin/dashboard/today-tours.tsx';
import { WorkQueueList } from '../admin/dashboard/work-queue-list.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-dashboard';
import '../accounts/accounts.css';
import '../admin/dashboard/dashboard.css';

// The charts are drawn as SVG by the server; in the browser their code (visx, 20 KB) loads after the page's
// own and React hydrates them when it arrives, the server's drawing shown meanwhile: the page's first-load
// JavaScript stays in its budget (bench/first-load.ts). The server loads the chart lazily too: visx and d3 are
// about 250 modules, which every start imported for this one page (requirements §quality.performance, cold start). Its first render
// waits for them, and the page is still sent whole with the charts in it (entry.server.tsx waits for all of it).
const SalesChart = lazy(async () => ({ default: (await import('../admin/dashboard/sales-chart.tsx')).SalesChart }));

/** The back office's first page (requirements §back-office.dashboard): what needs a person, today's tours, the last 30 days' sales; admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const dashboard = await page.services.adminDashboard.read(page.locale);
  return { ...dashboardView(page, dashboard), meta: page.meta('/admin', 'admin.dashboard.title', 'admin.dashboard.description') };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { queues, today, charts, todayLabel } = loaderData;
  return (
    <div className="admin-page admin-dashboard">
      <h1 className="auth-title">{t('admin.dashboard.title')}</h1>
      <section aria-labelledby="dashboard-queues">
        <h2 id="dashboard-queues">{t('admin.dashboard.queues')}</h2>
        <WorkQueueList queues={queues} />
      </section>
      <section aria-labelledby="dashboard-today">
        <h2 id="dashboard-today">{t('admin.dashboard.today', { day: todayLabel })}</h2>
        <TodayTours tours={today} />
      </section>
      <section aria-labelledby="dashboard-sales">
        <h2 id="dashboard-sales">{t('admin.dashboard.sales')}</h2>
        {charts.length === 0 ? (
          <p className="muted">{t('admin.dashboard.noSales')}</p>
        ) : (
          <Suspense>
            {charts.map((chart) => (
              <SalesChart key={chart.currency} data={chart} />
            ))}
          </Suspense>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
