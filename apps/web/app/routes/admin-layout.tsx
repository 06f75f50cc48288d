import { Outlet } from 'react-router';
import { AdminNav } from '../admin/admin-nav.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import type { Route } from './+types/admin-layout';
import '../admin/admin.css';

/**
 * The frame of the back office (requirements §back-office.area): its navigation beside the page on a laptop, above it
 * on a phone. No loader: the access table already refused anyone but an admin before this renders.
 */
export default function AdminLayout() {
  return (
    <div className="section admin-layout">
      <aside className="admin-aside">
        <AdminNav />
      </aside>
      <div className="admin-content">
        <Outlet />
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
