import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { guideApplicationRows, guideApplicationsSearch } from '../admin/guides/guide-applications.server.ts';
import { GuideApplicationTabs, GuideApplicationsTable } from '../admin/guides/guide-applications-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { notFound } from '../lib/page/site-page.server.ts';
import { Pagination } from '../lib/page/pagination.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-guides';
import '../accounts/accounts.css';
import '../admin/guides/guides.css';

/** Guide applications by recruitment status, the submitted ones to vet oldest first (requirements §lifecycles.application); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = guideApplicationsSearch(args.request);
  const [list, counts] = await Promise.all([page.services.guideVetting.list(search, page.locale), page.services.guideVetting.counts()]);
  if (search.page > 1 && list.applications.length === 0) throw notFound(page.locale);
  return {
    status: search.status,
    counts,
    applications: guideApplicationRows(page, list.applications),
    currentPage: list.currentPage,
    totalPages: list.totalPages,
    meta: page.meta('/admin/guides', 'admin.guides.title', 'admin.guides.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminGuides({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { status, counts, applications, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const query = new URLSearchParams({
      ...(status === 'submitted' ? {} : { status }),
      ...(page > 1 ? { page: String(page) } : {}),
    }).toString();
    return sitePath(`/admin/guides${query ? `?${query}` : ''}`);
  };
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.guides.title')}</h1>
      <p className="muted">{t('admin.guides.description')}</p>
      <GuideApplicationTabs status={status} counts={counts} />
      <GuideApplicationsTable status={status} applications={applications} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.guides.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
