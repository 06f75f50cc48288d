import { Link } from 'react-router';
import type { RecruitmentStatus } from '@cicerone/core/guides/recruitment-status';
import { AdminTable } from '../admin-table.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { useSitePath } from '../../site/site-data.ts';

export interface GuideApplicationRow {
  id: string;
  name: string;
  email: string;
  city: string | null;
  languages: string;
  submittedAt: string | null;
  decidedAt: string | null;
}

/** The applications' tabs: the queue to vet first, then the decisions, then the drafts; links, so each list has its own address. */
const tabOrder: readonly RecruitmentStatus[] = ['submitted', 'approved', 'rejected', 'in_progress'];

export function GuideApplicationTabs({ status, counts }: { status: RecruitmentStatus; counts: Record<RecruitmentStatus, number> }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <nav className="segmented admin-tabs guide-tabs" aria-label={t('admin.guides.tabsLabel')}>
      {tabOrder.map((choice) => (
        <Link key={choice} className="segmented-option" to={sitePath(`/admin/guides${choice === 'submitted' ? '' : `?status=${choice}`}`)} aria-current={choice === status ? 'page' : undefined}>
          {t('admin.guides.tab', {
            status: t(`admin.guides.status.${choice}`),
            count: counts[choice],
          })}
        </Link>
      ))}
    </nav>
  );
}

const empty = '—';

export function GuideApplicationsTable({ status, applications }: { status: RecruitmentStatus; applications: readonly GuideApplicationRow[] }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  if (applications.length === 0) return <p className="admin-empty">{t(`admin.guides.empty.${status}`)}</p>;
  const decided = status === 'approved' || status === 'rejected';
  const columns = ['email', 'city', 'languages', 'submitted', ...(decided ? (['decided'] as const) : [])] as const;
  return (
    <AdminTable id="guides-caption" caption={t(`admin.guides.caption.${status}`)}>
      <thead>
        <tr>
          <th scope="col">{t('admin.guides.column.name')}</th>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`admin.guides.column.${column}`)}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{t('admin.guides.column.action')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {applications.map((application) => (
          <tr key={application.id}>
            <th scope="row">{application.name}</th>
            <td className="admin-email">
              <a href={`mailto:${application.email}`}>{application.email}</a>
            </td>
            <td>{application.city ?? empty}</td>
            <td>{application.languages || empty}</td>
            <td className="admin-date">{application.submittedAt ?? empty}</td>
            {decided ? <td className="admin-date">{application.decidedAt ?? empty}</td> : null}
            <td>
              <Link
                className="button button-secondary button-small"
                to={sitePath(`/admin/guides/${application.id}`)}
                aria-label={t('admin.guides.openLabel', {
                  name: application.name,
                })}
              >
                {t('admin.guides.open')}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
