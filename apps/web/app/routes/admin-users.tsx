import { Form } from 'react-router';
import { allRoles, userStatuses } from '@cicerone/core/admin-users/user-admin-rules';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { userRows, userSearch } from '../admin/users.server.ts';
import { FilterSelect } from '../admin/filter-select.tsx';
import { UsersTable } from '../admin/users-table.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-users';
import '../accounts/accounts.css';
import '../admin/users.css';

/** The users, found by e-mail or name, filtered by role and status, sorted by a column, 50 a page (requirements §back-office.users); admins only (page access table). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = userSearch(args.request);
  const found = await page.services.adminUsers.list(search);
  return {
    q: search.q ?? '',
    role: search.role === undefined ? '' : String(search.role),
    status: search.status ?? '',
    sort: search.sort,
    dir: search.dir,
    users: userRows(page, found.users),
    results: page.t('admin.users.results', { count: found.totalItems }),
    currentPage: found.currentPage,
    totalPages: found.totalPages,
    meta: page.meta('/admin/users', 'admin.users.title', 'admin.users.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { q, role, status, sort, dir, users, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const query = new URLSearchParams({ ...(q ? { q } : {}), ...(role ? { role } : {}), ...(status ? { status } : {}), sort, dir, ...(page > 1 ? { page: String(page) } : {}) }).toString();
    return sitePath(`/admin/users?${query}`);
  };
  return (
    <div className="admin-page">
      <h1 className="auth-title">{t('admin.users.title')}</h1>
      <p className="muted">{t('admin.users.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration; the order chosen stays. */}
      <Form method="get" action={sitePath('/admin/users')} className="admin-search" role="search" aria-label={t('admin.users.searchLabel')}>
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <div className="form-field">
          <label className="field-label" htmlFor="users-q">
            {t('admin.users.q')}
          </label>
          <input className="input" id="users-q" type="search" name="q" defaultValue={q} maxLength={200} aria-describedby="users-q-hint" autoComplete="off" spellCheck={false} />
        </div>
        <FilterSelect id="users-role" name="role" label={t('admin.users.roleFilter')} any={t('admin.users.anyRole')} value={role} options={allRoles.map((value) => ({ value, label: t(`admin.users.role.${value}`) }))} />
        <FilterSelect id="users-status" name="status" label={t('admin.users.statusFilter')} any={t('admin.users.anyStatus')} value={status} options={userStatuses.map((value) => ({ value, label: t(`admin.users.status.${value}`) }))} />
        <button type="submit" className="button button-primary">
          {t('admin.users.find')}
        </button>
        <p id="users-q-hint" className="field-hint admin-search-hint">
          {t('admin.users.qHint')}
        </p>
      </Form>
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <UsersTable users={users} sort={sort} dir={dir} />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.users.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
