import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n.tsx';
import { AdminTable } from '../admin-table.tsx';
import './audit-trail.css';

export interface AuditRow {
  id: string;
  /** When, on the company's clock. */
  at: string;
  admin: string;
  adminEmail: string;
  /** What, in words ('Bank transfer confirmed'). */
  action: string;
  /** Which record ('Order 3f…'). */
  subject: string;
  /** Each field the change touched, before → after, as a person reads them. */
  changes: { field: string; before: string; after: string }[];
  detail: { key: string; value: string }[];
}

/**
 * The audit trail of a record or of the whole back office (requirements §back-office.audit): who, when, what, and each
 * changed field before → after. A record's page mounts it with the lines `auditTrailOf` read in its
 * loader; the log page passes its sortable headers in `headers`. The table is named by the heading
 * of its section (`labelledBy`, that heading's id), which says what it holds.
 */
export function AuditTrail({ rows, labelledBy, headers, showSubject = true }: { rows: AuditRow[]; labelledBy: string; headers?: ReactNode; showSubject?: boolean }) {
  const { t } = useI18n();
  if (rows.length === 0) return <p className="muted">{t('admin.audit.empty')}</p>;
  return (
    <AdminTable labelledBy={labelledBy}>
      <thead>
        {headers ?? (
          <tr>
            <th scope="col">{t('admin.audit.when')}</th>
            <th scope="col">{t('admin.audit.what')}</th>
            <th scope="col">{t('admin.audit.who')}</th>
            {showSubject ? <th scope="col">{t('admin.audit.record')}</th> : null}
            <th scope="col">{t('admin.audit.changes')}</th>
          </tr>
        )}
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} className="audit-line">
            <td className="audit-when">{row.at}</td>
            <td>{row.action}</td>
            <td>
              {row.admin}
              <br />
              <span className="muted audit-email">{row.adminEmail}</span>
            </td>
            {showSubject ? <td className="audit-subject">{row.subject}</td> : null}
            <td>
              <AuditChanges row={row} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}

/** The fields that moved, 'status: unpaid → cancelled', then the line's detail (an order reference, a reason). */
function AuditChanges({ row }: { row: AuditRow }) {
  const { t } = useI18n();
  if (row.changes.length === 0 && row.detail.length === 0) return <span className="muted">{t('admin.audit.nothing')}</span>;
  return (
    <dl className="audit-changes">
      {row.changes.map((change) => (
        <div key={change.field} className="audit-change">
          <dt>{change.field}</dt>
          <dd>
            <span className="audit-before">{change.before}</span>
            <span aria-hidden="true"> → </span>
            <span className="visually-hidden">{` ${t('admin.audit.becomes')} `}</span>
            <span className="audit-after">{change.after}</span>
          </dd>
        </div>
      ))}
      {row.detail.map((item) => (
        <div key={item.key} className="audit-detail">
          <dt>{item.key}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
