import { useI18n } from '../i18n/i18n.tsx';
import { ScrollTable } from '../lib/table/scroll-table.tsx';
import type { GuidePayments, StatementShown } from './guide-payments.server.ts';

const empty = '—';

/** The month's earnings per currency: never one sum across currencies. */
export function CurrencyTotals({ totals }: { totals: GuidePayments['totals'] }) {
  const { t } = useI18n();
  if (totals.length === 0) return null;
  return (
    <ul className="payout-totals" aria-label={t('payouts.totals.label')}>
      {totals.map((total) => (
        <li key={total.currency} data-currency={total.currency}>
          <span className="muted">{t('payouts.totals.currency', { currency: total.currency })}</span>
          <span className="payout-total-amount">{total.earnings}</span>
          <span className="muted">{t('payouts.totals.missions', { count: total.missions })}</span>
        </li>
      ))}
    </ul>
  );
}

/** Requirements §screens.guide-dashboard Guide payments: one row per finished mission of the month. */
export function CompletedMissionsTable({ missions }: { missions: GuidePayments['missions'] }) {
  const { t } = useI18n();
  const columns = ['cartReference', 'visitDate', 'earnings', 'total', 'travellers', 'customerLanguage', 'duration', 'rating'] as const;
  const label = (column: (typeof columns)[number]) => t(`payouts.column.${column}`);
  return (
    <ScrollTable
      id="missions"
      stacked
      caption={t('payouts.missions.caption')}
      empty={missions.length === 0 ? t('payouts.missions.empty') : null}
      headings={columns.map((column) => (
        <th key={column} scope="col">
          {t(`payouts.column.${column}`)}
        </th>
      ))}
    >
      {missions.map((mission) => (
        <tr key={mission.id}>
          <th scope="row" className="nowrap" data-label={label('cartReference')}>
            {mission.cartReference}
          </th>
          <td className="admin-date" data-label={label('visitDate')}>
            {mission.visitDate}
          </td>
          <td className="admin-amount" data-label={label('earnings')}>
            {mission.earnings}
          </td>
          <td className="admin-amount" data-label={label('total')}>
            {mission.total}
          </td>
          <td data-label={label('travellers')}>{mission.travellers}</td>
          <td data-label={label('customerLanguage')}>{mission.customerLanguage}</td>
          <td className="nowrap" data-label={label('duration')}>
            {mission.duration}
          </td>
          <td data-label={label('rating')}>{mission.rating ?? empty}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}

/** The guide's payout statements with their status and PDF (the back office reuses the row's cells). */
export function StatementsTable({ statements }: { statements: readonly StatementShown[] }) {
  const { t } = useI18n();
  return (
    <ScrollTable
      id="statements"
      stacked
      caption={t('payouts.statements.caption')}
      empty={statements.length === 0 ? t('payouts.statements.empty') : null}
      headings={
        <>
          <th scope="col">{t('payouts.statement.reference')}</th>
          <th scope="col">{t('payouts.statement.period')}</th>
          <th scope="col">{t('payouts.column.earnings')}</th>
          <th scope="col">{t('payouts.statement.status')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('payouts.statements.pdf')}</span>
          </th>
        </>
      }
    >
      {statements.map((statement) => (
        <tr key={statement.id}>
          <th scope="row" className="nowrap" data-label={t('payouts.statement.reference')}>
            {statement.reference}
          </th>
          <td data-label={t('payouts.statement.period')}>{statement.month}</td>
          <td className="admin-amount" data-label={t('payouts.column.earnings')}>
            {statement.amount}
          </td>
          <td data-label={t('payouts.statement.status')}>
            <StatementStatus statement={statement} />
          </td>
          <td>
            <StatementPdfLink statement={statement} />
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}

export function StatementStatus({ statement }: { statement: StatementShown }) {
  const { t } = useI18n();
  return <span className={`payout-status payout-status-${statement.status}`}>{statement.paidOn ? t('payouts.status.paidOn', { date: statement.paidOn }) : statement.statusLabel}</span>;
}

export function StatementPdfLink({ statement }: { statement: StatementShown }) {
  const { t } = useI18n();
  return (
    <a href={statement.pdfUrl} download aria-label={t('payouts.statements.pdfLabel', { reference: statement.reference })}>
      {t('payouts.statements.pdf')}
    </a>
  );
}
