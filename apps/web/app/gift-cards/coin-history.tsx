import { Link } from 'react-router';
import type { CoinHistory, CoinReason } from '@cicerone/core/contracts/gift-cards';
import { useI18n } from '../i18n/i18n.tsx';
import { useInstants } from '../i18n/use-instants.ts';
import { HistoryTable } from '../lib/page/history-table.tsx';
import { useSitePath } from '../site/site-data.ts';

/** What moved the coins, in the reader's words (a cancelled booking and a checkout that failed both give coins back). */
const reasonKeys: Record<CoinReason, string> = {
  gift_card: 'redeem.history.reason.giftCard',
  checkout: 'redeem.history.reason.checkout',
  refund: 'redeem.history.reason.refund',
  checkout_failed: 'redeem.history.reason.refund',
  welcome: 'redeem.history.reason.welcome',
  adjustment: 'redeem.history.reason.adjustment',
};

/**
 * The balance history (requirements §screens.redeem): every ledger line, newest first,
 * a page at a time: when (on the company's clock, named: docs/decisions/0007), what, the gift card
 * (GC-…XYZ), the order the coins were spent on or came back from (its page), and the coins, signed.
 */
export function CoinHistoryTable({ history }: { history: CoinHistory }) {
  const { t, tag } = useI18n();
  const { ofCompany } = useInstants();
  const sitePath = useSitePath();
  if (history.totalItems === 0) return <p className="empty-note">{t('redeem.history.empty')}</p>;
  const columns = {
    date: t('redeem.history.date'),
    what: t('redeem.history.what'),
    giftCard: t('redeem.history.giftCard'),
    order: t('redeem.history.order'),
    coins: t('redeem.history.coins'),
  };
  const signed = new Intl.NumberFormat(tag, { signDisplay: 'exceptZero', maximumFractionDigits: 2 });
  const none = <span aria-hidden="true">—</span>;
  return (
    <HistoryTable
      caption={t('redeem.history.caption', { page: history.currentPage, total: history.totalPages })}
      columns={columns}
      className="coin-history"
      pages={{ ...history, hrefFor: (page) => sitePath(page > 1 ? `/redeem?page=${page}#coin-history` : '/redeem#coin-history'), label: t('redeem.history.pagination') }}
    >
      {history.entries.map((entry) => (
        <tr key={entry.id}>
          <td data-label={columns.date}>
            <time dateTime={entry.at}>{ofCompany(entry.at, 'medium')}</time>
          </td>
          <td data-label={columns.what}>{t(reasonKeys[entry.reason])}</td>
          <td data-label={columns.giftCard}>{entry.giftCardCode ? <span className="mono">{entry.giftCardCode}</span> : none}</td>
          <td data-label={columns.order}>
            {entry.orderReference ? (
              // The order's own page (paid, pending or closed), which checks that it is the reader's.
              <Link className="mono" to={sitePath(`/pay-done?order=${encodeURIComponent(entry.orderReference)}`)}>
                {entry.orderReference}
              </Link>
            ) : (
              none
            )}
          </td>
          <td data-label={columns.coins} className={`nowrap coin-amount ${entry.coins < 0 ? 'coin-debit' : 'coin-credit'}`}>
            {signed.format(entry.coins / 100)}
          </td>
        </tr>
      ))}
    </HistoryTable>
  );
}
