import { useEffect, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import type { BankTransferRow } from './bank-transfers-table.tsx';

/**
 * The second step of confirming a bank transfer (requirements §back-office.bookings): confirming cannot be undone (the order
 * is paid, its bookings confirmed, the customer e-mailed), so the admin first reads which order,
 * whose and how much, then confirms with a second button — a page state (?confirm=REF) and a POST,
 * so it works without JavaScript. With JavaScript the panel takes the focus when it opens.
 */
export function ConfirmTransfer({ transfer, back }: { transfer: Pick<BankTransferRow, 'reference' | 'customerName' | 'customerEmail' | 'amount'>; back: string }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [transfer.reference]);
  return (
    <section className="admin-confirm" aria-labelledby="confirm-transfer-title">
      <h2 id="confirm-transfer-title" ref={heading} tabIndex={-1}>
        {t('admin.bankTransfers.confirmTitle', { reference: transfer.reference })}
      </h2>
      <p>{t('admin.bankTransfers.confirmQuestion', { amount: transfer.amount, reference: transfer.reference, customer: `${transfer.customerName} (${transfer.customerEmail})` })}</p>
      <p className="admin-confirm-warning">{t('admin.bankTransfers.confirmWarning')}</p>
      <Form method="post" className="row-actions">
        <input type="hidden" name="reference" value={transfer.reference} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" name="confirmed" value="yes" className="button button-primary" disabled={busy}>
          {busy ? t('admin.bankTransfers.confirming') : t('admin.bankTransfers.confirmYes', { amount: transfer.amount })}
        </button>
        <Link className="button button-secondary" to={back} preventScrollReset>
          {t('account.rows.cancel')}
        </Link>
      </Form>
    </section>
  );
}
