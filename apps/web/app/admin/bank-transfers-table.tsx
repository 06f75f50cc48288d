import { Link } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';

export interface BankTransferRow {
  reference: string;
  customerName: string;
  customerEmail: string;
  /** Formatted in the order's own currency. */
  amount: string;
  /** What the order bought, one line each (tours, gift cards). */
  items: string[];
  createdAt: string;
  expiresAt: string | null;
  proofs: { id: string; url: string; label: string }[];
}

const empty = '—';

/** The transfers waiting for their money, oldest first (first come, first served), each with its proofs and a Confirm link to the confirmation step. */
export function BankTransfersTable({ transfers, back }: { transfers: readonly BankTransferRow[]; back: string }) {
  const { t } = useI18n();
  if (transfers.length === 0) return <p className="admin-empty">{t('admin.bankTransfers.empty')}</p>;
  const columns = ['reference', 'customer', 'items', 'amount', 'created', 'expires', 'proofs'] as const;
  return (
    // A wide table scrolls sideways on a phone; the region can be scrolled with the keyboard.
    <div className="table-scroll" role="region" aria-labelledby="transfers-caption" tabIndex={0}>
      <table className="admin-table">
        <caption id="transfers-caption" className="visually-hidden">
          {t('admin.bankTransfers.caption')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`admin.bankTransfers.column.${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('admin.bankTransfers.column.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {transfers.map((transfer) => (
            <TransferRow key={transfer.reference} transfer={transfer} back={back} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransferRow({ transfer, back }: { transfer: BankTransferRow; back: string }) {
  const { t } = useI18n();
  return (
    <tr>
      <th scope="row" className="nowrap">
        {transfer.reference}
      </th>
      <td className="admin-email">
        {transfer.customerName}
        <br />
        <a href={`mailto:${transfer.customerEmail}`}>{transfer.customerEmail}</a>
      </td>
      <td>
        {transfer.items.map((item) => (
          <span key={item} className="nowrap">
            {item}
            <br />
          </span>
        ))}
      </td>
      <td className="admin-amount">{transfer.amount}</td>
      <td className="admin-date">{transfer.createdAt}</td>
      <td className="admin-date">{transfer.expiresAt ?? empty}</td>
      <td>
        {transfer.proofs.length === 0 ? (
          <span className="muted">{t('admin.bankTransfers.noProof')}</span>
        ) : (
          <ul className="admin-proofs">
            {transfer.proofs.map((proof) => (
              <li key={proof.id}>
                {/* The file opens in a new tab: the list stays where the admin was. */}
                <a href={proof.url} target="_blank" rel="noopener noreferrer">
                  {proof.label}
                  <span className="visually-hidden"> {t('admin.bankTransfers.opensInNewTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {/* The first step only opens the confirmation (?confirm=REF): nothing is changed by this link. */}
        <Link className="button button-primary button-small" to={`${back}?confirm=${encodeURIComponent(transfer.reference)}`} preventScrollReset aria-label={t('admin.bankTransfers.confirmLabel', { reference: transfer.reference, amount: transfer.amount })}>
          {t('admin.bankTransfers.confirm')}
        </Link>
      </td>
    </tr>
  );
}
