import { Link } from 'react-router';
import type { GiftCardStatus } from '@cicerone/core/gift-cards/gift-card-status';
import { useI18n } from '../i18n/i18n.tsx';
import { RowAction } from './row-action.tsx';

export interface GiftCardRow {
  id: string;
  /** GC-…XYZ: the back office never sees a whole code. */
  code: string;
  /** Formatted, in EUR. */
  value: string;
  occasion: string;
  status: GiftCardStatus;
  statusLabel: string;
  cancellable: boolean;
  /** 'send' a scheduled paid card now, 'resend' a sent one; null otherwise. */
  send: 'send' | 'resend' | null;
  recipient: { name: string | null; email: string };
  buyer: { name: string; email: string };
  orderReference: string;
  delivery: string;
  /** Who redeemed or cancelled it, and when; null while neither happened. */
  settled: string | null;
}

const columns = ['code', 'value', 'recipient', 'buyer', 'delivery', 'status'] as const;

/** The cards found, newest first; an unpaid one has a Cancel link to its confirmation step (?cancel=ID), a paid one a button that e-mails it now or again. */
export function GiftCardsTable({ cards, back }: { cards: readonly GiftCardRow[]; back: string }) {
  const { t } = useI18n();
  if (cards.length === 0) return <p className="admin-empty">{t('admin.giftCards.empty')}</p>;
  return (
    // A wide table scrolls sideways on a phone; the region can be scrolled with the keyboard.
    <div className="table-scroll" role="region" aria-labelledby="gift-cards-caption" tabIndex={0}>
      <table className="admin-table">
        <caption id="gift-cards-caption" className="visually-hidden">
          {t('admin.giftCards.caption')}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(`admin.giftCards.column.${column}`)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('admin.giftCards.column.action')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id}>
              <th scope="row" className="nowrap">
                {card.code}
              </th>
              <td className="admin-amount">
                {card.value}
                <br />
                <span className="muted">{card.occasion}</span>
              </td>
              <td className="admin-email">
                {card.recipient.name ? (
                  <>
                    {card.recipient.name}
                    <br />
                  </>
                ) : null}
                <a href={`mailto:${card.recipient.email}`}>{card.recipient.email}</a>
              </td>
              <td className="admin-email">
                {card.buyer.name}
                <br />
                <a href={`mailto:${card.buyer.email}`}>{card.buyer.email}</a>
                <br />
                <span className="muted nowrap">{t('admin.giftCards.order', { reference: card.orderReference })}</span>
              </td>
              <td className="admin-date">{card.delivery}</td>
              <td>
                <span className={`gift-card-status gift-card-status-${card.status}`}>{card.statusLabel}</span>
                {card.settled ? (
                  <>
                    <br />
                    <span className="muted">{card.settled}</span>
                  </>
                ) : null}
              </td>
              <td>
                {card.cancellable ? (
                  // The first step only opens the confirmation (?cancel=ID): nothing is changed by this link.
                  <Link className="button button-secondary button-small" to={`${back}${back.includes('?') ? '&' : '?'}cancel=${card.id}`} preventScrollReset aria-label={t('admin.giftCards.cancelLabel', { code: card.code, value: card.value })}>
                    {t('admin.giftCards.cancel')}
                  </Link>
                ) : null}
                {card.send ? (
                  <RowAction
                    fields={{ intent: 'resend', id: card.id, back }}
                    label={t(card.send === 'send' ? 'admin.giftCards.sendNow' : 'admin.giftCards.resend')}
                    busyLabel={t('admin.giftCards.sending')}
                    accessibleName={t(card.send === 'send' ? 'admin.giftCards.sendNowLabel' : 'admin.giftCards.resendLabel', { code: card.code, email: card.recipient.email })}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
