import { useI18n } from '../i18n/i18n.tsx';
import { ScrollTable } from '../lib/table/scroll-table.tsx';
import { RowAction } from '../admin/row-action.tsx';
import { StatementPdfLink, StatementStatus } from './guide-payments-tables.tsx';
import type { StatementShown } from './guide-payments.server.ts';

export interface AdminStatementShown extends StatementShown {
  guideName: string;
  guideEmail: string;
  currency: string;
  /** 'Bank account · DE89 …' or 'PayPal · a@b.c'; null when the guide has no primary method (flagged). */
  payoutMethod: string | null;
  sepa: boolean;
}

/** A month's statements in the back office, each with the guide's payout method (or the flag) and 'Mark paid'. */
export function AdminPayoutsTable({ statements }: { statements: readonly AdminStatementShown[] }) {
  const { t } = useI18n();
  return (
    <ScrollTable
      id="payouts"
      caption={t('admin.payouts.caption')}
      empty={statements.length === 0 ? t('admin.payouts.empty') : null}
      headings={
        <>
          <th scope="col">{t('payouts.statement.guide')}</th>
          <th scope="col">{t('admin.payouts.column.currency')}</th>
          <th scope="col">{t('admin.payouts.column.amount')}</th>
          <th scope="col">{t('admin.payouts.column.method')}</th>
          <th scope="col">{t('payouts.statement.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.payouts.column.action')}</span>
          </th>
        </>
      }
    >
      {statements.map((statement) => (
        <tr key={statement.id} data-reference={statement.reference}>
          <th scope="row" className="admin-email">
            {statement.guideName}
            <br />
            <a href={`mailto:${statement.guideEmail}`}>{statement.guideEmail}</a>
            <br />
            <span className="muted nowrap">{statement.reference}</span>
          </th>
          <td>{statement.currency}</td>
          <td className="admin-amount">
            {statement.amount}
            <br />
            <span className="muted">{t('payouts.totals.missions', { count: statement.missions })}</span>
          </td>
          <td className="admin-email">{statement.payoutMethod ?? <span className="payout-flag">{t('admin.payouts.noMethod')}</span>}</td>
          <td>
            <StatementStatus statement={statement} />
          </td>
          <td>
            <div className="payout-actions">
              <StatementPdfLink statement={statement} />
              {statement.status === 'due' ? (
                <RowAction
                  fields={{ intent: 'paid', id: statement.id }}
                  label={t('admin.payouts.markPaid')}
                  busyLabel={t('admin.payouts.marking')}
                  accessibleName={t('admin.payouts.markPaidLabel', { reference: statement.reference, amount: statement.amount })}
                />
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
