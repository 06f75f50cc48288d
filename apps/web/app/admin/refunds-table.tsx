import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { ScrollTable } from '../lib/table/scroll-table.tsx';
import { useSitePath } from '../site/site-data.ts';
import { RowAction } from './row-action.tsx';

export interface RefundShown {
  id: string;
  /** The booking's reference, or the order's when the refund is not one booking's. */
  reference: string;
  bookingReference: string | null;
  traveller: string | null;
  email: string | null;
  amount: string;
  route: 'card' | 'transfer';
  state: string;
}

/** The refunds that need a person, each with its action: try a card refund again, mark a transfer sent. */
export function RefundsTable({ refunds }: { refunds: readonly RefundShown[] }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <ScrollTable
      id="refunds"
      caption={t('admin.refunds.caption')}
      empty={refunds.length === 0 ? t('admin.refunds.empty') : null}
      headings={
        <>
          <th scope="col">{t('admin.refunds.column.booking')}</th>
          <th scope="col">{t('admin.refunds.column.amount')}</th>
          <th scope="col">{t('admin.refunds.column.route')}</th>
          <th scope="col">{t('admin.refunds.column.state')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('admin.refunds.column.action')}</span>
          </th>
        </>
      }
    >
      {refunds.map((refund) => (
        <tr key={refund.id} data-reference={refund.reference}>
          <th scope="row" className="admin-email">
            {refund.bookingReference ? <Link to={sitePath(`/admin/bookings/${encodeURIComponent(refund.bookingReference)}`)}>{refund.reference}</Link> : refund.reference}
            {refund.traveller ? (
              <>
                <br />
                {refund.traveller}
              </>
            ) : null}
            {refund.email ? (
              <>
                <br />
                <a href={`mailto:${refund.email}`}>{refund.email}</a>
              </>
            ) : null}
          </th>
          <td className="admin-amount">{refund.amount}</td>
          <td>{t(refund.route === 'card' ? 'admin.refunds.route.card' : 'admin.refunds.route.transfer')}</td>
          <td>{refund.state}</td>
          <td>
            {refund.route === 'card' ? (
              <RowAction
                fields={{ intent: 'retry', id: refund.id, reference: refund.reference }}
                label={t('admin.refunds.retry')}
                busyLabel={t('admin.refunds.retrying')}
                accessibleName={t('admin.refunds.retryLabel', { reference: refund.reference, amount: refund.amount })}
              />
            ) : (
              <RowAction
                fields={{ intent: 'transfer-sent', id: refund.id, reference: refund.reference }}
                label={t('admin.refunds.transferSent')}
                busyLabel={t('admin.refunds.marking')}
                accessibleName={t('admin.refunds.transferSentLabel', { reference: refund.reference, amount: refund.amount })}
              />
            )}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
