import { Link } from 'react-router';
import { businessStatuses, type BusinessStatus } from '@cicerone/core/accounts/business';
import { AdminTable } from '../admin/admin-table.tsx';
import { RowAction } from '../admin/row-action.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';


export interface BusinessAccountRow {
  id: string;
  name: string;
  companyName: string | null;
  kind: string | null;
  vatNumber: string | null;
  taxNumber: string | null;
  phone: string | null;
  email: string;
  emailVerified: boolean;
  signedUpAt: string;
}

/** Pending / Validated, with their counts: links, so each list has its own address. */
export function BusinessTabs({ status, counts }: { status: BusinessStatus; counts: Record<BusinessStatus, number> }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <nav className="segmented admin-tabs" aria-label={t('admin.business.tabsLabel')}>
      {businessStatuses.map((choice) => (
        <Link
          key={choice}
          className="segmented-option"
          to={sitePath(`/admin/business-accounts${choice === 'validated' ? '?status=validated' : ''}`)}
          aria-current={choice === status ? 'page' : undefined}
        >
          {t(`admin.business.tab.${choice}`, { count: counts[choice] })}
        </Link>
      ))}
    </nav>
  );
}

const empty = '—';

export function BusinessAccountsTable({ status, accounts, back }: { status: BusinessStatus; accounts: readonly BusinessAccountRow[]; back: string }) {
  const { t } = useI18n();
  if (accounts.length === 0) return <p className="admin-empty">{t(`admin.business.empty.${status}`)}</p>;
  const columns = ['name', 'company', 'kind', 'vat', 'tax', 'phone', 'email', 'verified', 'signedUp'] as const;
  return (
    <AdminTable id="business-caption" caption={t(`admin.business.caption.${status}`)}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`admin.business.column.${column}`)}
            </th>
          ))}
          {status === 'pending' ? (
            <th scope="col">
              <span className="visually-hidden">{t('admin.business.column.action')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {accounts.map((account) => (
          <BusinessRow key={account.id} account={account} pending={status === 'pending'} back={back} />
        ))}
      </tbody>
    </AdminTable>
  );
}

function BusinessRow({ account, pending, back }: { account: BusinessAccountRow; pending: boolean; back: string }) {
  const { t } = useI18n();
  return (
    <tr>
      <th scope="row">{account.name}</th>
      <td>{account.companyName ?? empty}</td>
      <td>{account.kind ? t(`accounts.businessKind.${account.kind}`) : empty}</td>
      <td>{account.vatNumber ?? empty}</td>
      <td>{account.taxNumber ?? empty}</td>
      <td className="nowrap">{account.phone ?? empty}</td>
      <td className="admin-email">
        <a href={`mailto:${account.email}`}>{account.email}</a>
      </td>
      <td>{t(account.emailVerified ? 'admin.business.yes' : 'admin.business.no')}</td>
      <td className="admin-date">{account.signedUpAt}</td>
      {pending ? (
        <td>
          <RowAction
            fields={{ id: account.id, back }}
            label={t('admin.business.validate')}
            busyLabel={t('admin.business.validating')}
            accessibleName={t('admin.business.validateLabel', { name: account.name })}
          />
        </td>
      ) : null}
    </tr>
  );
}
