import { Link } from 'react-router';
import type { SortDirection } from '@cicerone/core/contracts/admin-lists';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { AdminTable } from './admin-table.tsx';
import { SortHeader } from './sort-header.tsx';

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  status: 'active' | 'deactivated';
  statusLabel: string;
  /** Formatted, in EUR. */
  coins: string;
  createdAt: string;
}

/** The users found: each name opens the user's page; the columns that sort are links that turn the order over. */
export function UsersTable({ users, sort, dir }: { users: readonly UserRow[]; sort: string; dir: SortDirection }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  if (users.length === 0) return <p className="admin-empty">{t('admin.users.empty')}</p>;
  const sorted = (column: string) => <SortHeader column={column} label={t(`admin.users.column.${column}`)} sort={sort} dir={dir} />;
  return (
    <AdminTable id="users-caption" caption={t('admin.users.caption')}>
      <thead>
        <tr>
          {sorted('name')}
          {sorted('email')}
          {sorted('role')}
          <th scope="col">{t('admin.users.column.status')}</th>
          <th scope="col">{t('admin.users.column.coins')}</th>
          {sorted('createdAt')}
        </tr>
      </thead>
      <tbody>
        {users.map((user) => (
          <tr key={user.id}>
            <th scope="row">
              <Link to={sitePath(`/admin/users/${user.id}`)}>{user.name}</Link>
            </th>
            <td className="admin-email">{user.email}</td>
            <td>{user.role}</td>
            <td>
              <span className={`user-status user-status-${user.status}`}>{user.statusLabel}</span>
            </td>
            <td className="admin-amount">{user.coins}</td>
            <td className="admin-date">{user.createdAt}</td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  );
}
