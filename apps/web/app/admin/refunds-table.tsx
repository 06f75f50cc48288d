import { Link } from 'react-router';
import type { RefundRoute, RefundStatus } from '@cicerone/core/checkout/refund-status';
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
  /** The money and the coins that go back, formatted. */
  amount: string;
  route: RefundRoute;
  /** A transfer's account in words ('To Ana Ruiz, ES91…'), for admins only. */
  account: string | null;
  /** Who decided it, in words. */
  source: string;
  reason: string;
  status: RefundStatus;
  /** Its state with its date, in words. */
  state: string;
  /** What a person can do with it: try a card refund again, mark a transfer sent. */
  action: 'retry' | 'transfer-sent' | null;
}

const routeKeys = { card: 'admin.refunds.route.card', transfer: 'admin.refunds.route.transfer', coins: 'admin.refunds.route.coins' } as const;

/**
 * Refunds with their traveller, amount, route and state. On the refunds page (`actions`) a refund
 * that waits for a person carries its action; elsewhere (a booking, a traveller) the list only tells.
 */
export function RefundsTable({ id, refunds, caption, empty, actions = false }: { id: string; refunds: readonly RefundShown[]; caption: string; empty: string; actions?: boolean }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <ScrollTable
      id={id}
      caption={caption}
      empty={refunds.length === 0 ? empty : null}
      headings={
        <>
          <th scope="col">{t('admin.refunds.column.booking')}</th>
          <th scope="col">{t('admin.refunds.column.amount')}</th>
          <th scope="col">{t('admin.refunds.column.route')}</th>
          <th scope="col">{t('admin.refunds.column.source')}</th>
          <th scope="col">{t('admin.refunds.column.state')}</th>
          {actions ? (
            <th scope="col">
              <span className="visually-hidden">{t('admin.refunds.column.action')}</span>
            </th>
          ) : null}
        </>
      }
    >
      {refunds.map((refund) => (
        <tr key={refund.id} data-reference={refund.reference} data-status={refund.status}>
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
          <td>
            {t(routeKeys[refund.route])}
            {refund.account ? (
              <>
                <br />
                <span className="small mono">{refund.account}</span>
              </>
            ) : null}
          </td>
          <td>
            {refund.source}
            <br />
            <span className="small muted">{refund.reason}</span>
          </td>
          <td>{refund.state}</td>
          {actions ? (
            <td>
              {refund.action === 'retry' ? (
                <RowAction
                  fields={{ intent: 'retry', id: refund.id, reference: refund.reference }}
                  label={t('admin.refunds.retry')}
                  busyLabel={t('admin.refunds.retrying')}
                  accessibleName={t('admin.refunds.retryLabel', { reference: refund.reference, amount: refund.amount })}
                />
              ) : refund.action === 'transfer-sent' ? (
                <RowAction
                  fields={{ intent: 'transfer-sent', id: refund.id, reference: refund.reference }}
                  label={t('admin.refunds.transferSent')}
                  busyLabel={t('admin.refunds.marking')}
                  accessibleName={t('admin.refunds.transferSentLabel', { reference: refund.reference, amount: refund.amount })}
                />
              ) : null}
            </td>
          ) : null}
        </tr>
      ))}
    </ScrollTable>
  );
}
