import { Form } from 'react-router';
import { adminActions, adminSubjects } from '@cicerone/core/admin/admin-actions';
import { authPageMeta } from '../accounts/auth-page.tsx';
import { accountPage } from '../accounts/account-page.server.ts';
import { auditRows, auditSearch, wordsOr } from '../admin/audit/audit-trail.server.ts';
import { AuditTrail } from '../admin/audit/audit-trail.tsx';
import { FilterSelect } from '../admin/filter-select.tsx';
import { SortHeader } from '../admin/sort-header.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { RouteErrorNotice } from '../lib/page/notice-page.tsx';
import { Pagination } from '../lib/page/pagination.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { Route } from './+types/admin-audit-log';
import '../accounts/accounts.css';

/** The whole audit trail, searched through the URL (requirements §back-office.audit); super admins only (page access table, and the service says so again). */
export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const search = auditSearch(args.request);
  const log = page.user ? await page.services.auditLog.search(page.user, search, page.locale) : null;
  return {
    search: { admin: search.admin ?? '', action: search.action ?? '', subjectType: search.subjectType ?? '', subjectId: search.subjectId ?? '', from: search.from ?? '', to: search.to ?? '' },
    // The choices named on the server: a name the catalogs lack yet shows as itself.
    actions: adminActions.map((value) => ({ value, label: wordsOr(page.t, `admin.audit.action.${value}`, value) })),
    subjects: adminSubjects.map((value) => ({ value, label: wordsOr(page.t, `admin.audit.subject.${value}`, value) })),
    sort: search.sort,
    dir: search.dir,
    rows: auditRows(page, log?.entries ?? []),
    results: page.t('admin.audit.results', { count: log?.totalItems ?? 0 }),
    currentPage: log?.currentPage ?? 1,
    totalPages: log?.totalPages ?? 1,
    meta: page.meta('/admin/audit-log', 'admin.audit.title', 'admin.audit.description'),
  };
}

export function meta(args: Route.MetaArgs) {
  return authPageMeta(args);
}

function TextField({ id, name, label, value, type = 'search' }: { id: string; name: string; label: string; value: string; type?: string }) {
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {/* A date takes no maxlength (HTML §4.10.5.3.1): only the searches get the bound. */}
      <input className="input" id={id} type={type} name={name} defaultValue={value} maxLength={type === 'date' ? undefined : 200} autoComplete="off" spellCheck={false} />
    </div>
  );
}

export default function AdminAuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const { search, actions, subjects, sort, dir, rows, currentPage, totalPages } = loaderData;
  const pagePath = (page: number) => {
    const filled = Object.entries({ ...search, sort, dir }).filter(([, value]) => value !== '');
    const query = new URLSearchParams([...filled, ...(page > 1 ? [['page', String(page)]] : [])]).toString();
    return sitePath(`/admin/audit-log${query ? `?${query}` : ''}`);
  };
  return (
    <div className="admin-page">
      <h1 id="audit-log-title" className="auth-title">
        {t('admin.audit.title')}
      </h1>
      <p className="muted">{t('admin.audit.description')}</p>
      {/* A search is a GET: the address can be shared and reloaded, and it works before hydration. */}
      <Form method="get" action={sitePath('/admin/audit-log')} className="admin-search" role="search" aria-label={t('admin.audit.searchLabel')}>
        <TextField id="audit-admin" name="admin" label={t('admin.audit.admin')} value={search.admin} />
        <FilterSelect id="audit-action" name="action" label={t('admin.audit.action')} value={search.action} any={t('admin.audit.anyAction')} options={actions} />
        <FilterSelect id="audit-subject-type" name="subjectType" label={t('admin.audit.subjectType')} value={search.subjectType} any={t('admin.audit.anySubject')} options={subjects} />
        <TextField id="audit-subject-id" name="subjectId" label={t('admin.audit.subjectId')} value={search.subjectId} />
        <TextField id="audit-from" name="from" label={t('admin.audit.from')} value={search.from} type="date" />
        <TextField id="audit-to" name="to" label={t('admin.audit.to')} value={search.to} type="date" />
        {sort !== 'at' || dir !== 'desc' ? (
          <>
            <input type="hidden" name="sort" value={sort} />
            <input type="hidden" name="dir" value={dir} />
          </>
        ) : null}
        <button type="submit" className="button button-primary">
          {t('admin.audit.find')}
        </button>
      </Form>
      <p className="muted" role="status">
        {loaderData.results}
      </p>
      <AuditTrail
        rows={rows}
        labelledBy="audit-log-title"
        headers={
          <tr>
            <SortHeader column="at" label={t('admin.audit.when')} sort={sort} dir={dir} />
            <SortHeader column="action" label={t('admin.audit.what')} sort={sort} dir={dir} />
            <SortHeader column="admin" label={t('admin.audit.who')} sort={sort} dir={dir} />
            <th scope="col">{t('admin.audit.record')}</th>
            <th scope="col">{t('admin.audit.changes')}</th>
          </tr>
        }
      />
      <Pagination currentPage={currentPage} totalPages={totalPages} hrefFor={pagePath} label={t('admin.audit.pagination')} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorNotice error={error} />;
}
