import { useI18n } from '../i18n/i18n.tsx';
import { ScrollTable } from '../lib/table/scroll-table.tsx';
import { RowAction } from './row-action.tsx';

export interface DisputeShown {
  id: string;
  orderReference: string;
  traveller: string | null;
  email: string | null;
  amount: string;
  reason: string;
  opened: string;
}

/** Chargebacks still open, oldest first, each marked handled once answered at the payment provider (requirements §lifecycles.refund). */
export function DisputesTable({ disputes }: { disputes: readonly DisputeShown[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="disputes-title" className="admin-user-section">
      <h2 id="disputes-title">{t('admin.disputes.title')}</h2>
      <p className="muted">{t('admin.disputes.description')}</p>
      <ScrollTable
        id="disputes"
        caption={t('admin.disputes.caption')}
        empty={disputes.length === 0 ? t('admin.disputes.empty') : null}
        headings={
          <>
            <th scope="col">{t('admin.disputes.column.order')}</th>
            <th scope="col">{t('admin.refunds.column.amount')}</th>
            <th scope="col">{t('admin.disputes.column.reason')}</th>
            <th scope="col">{t('admin.disputes.column.opened')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('admin.refunds.column.action')}</span>
            </th>
          </>
        }
      >
        {disputes.map((dispute) => (
          <tr key={dispute.id} data-reference={dispute.orderReference}>
            <th scope="row" className="admin-email">
              <span className="mono">{dispute.orderReference}</span>
              {dispute.traveller ? (
                <>
                  <br />
                  {dispute.traveller}
                </>
              ) : null}
              {dispute.email ? (
                <>
                  <br />
                  <a href={`mailto:${dispute.email}`}>{dispute.email}</a>
                </>
              ) : null}
            </th>
            <td className="admin-amount">{dispute.amount}</td>
            <td className="mono">{dispute.reason}</td>
            <td>{dispute.opened}</td>
            <td>
              <RowAction
                fields={{ intent: 'dispute-handled', id: dispute.id, reference: dispute.orderReference }}
                label={t('admin.disputes.handled')}
                busyLabel={t('admin.refunds.marking')}
                accessibleName={t('admin.disputes.handledLabel', { reference: dispute.orderReference, amount: dispute.amount })}
              />
            </td>
          </tr>
        ))}
      </ScrollTable>
    </section>
  );
}
